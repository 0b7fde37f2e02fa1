export * from './config';
export * from './config.module';
export * from './errors';
export * from './http-error.filter';
export * from './pagination';
export * from './health';
export * from './storage';
export * from './pipes';
