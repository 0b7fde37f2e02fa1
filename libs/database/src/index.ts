export * from './data-source';
export * from './database.module';
export * from './entities';
export * from './execution-records';
export * from './function-lifecycle';
export * from './change-feed';
export * from './archive-storage';
export * from './async-events';
