export * from './data-source';
export * from './database.module';
export * from './entities';
export * from './execution-records';
export * from './stale-clock';
export * from './change-feed';
export * from './archive-storage';
