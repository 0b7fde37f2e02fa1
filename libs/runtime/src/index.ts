export * from './archive';
export * from './http-event';
export * from './limits';
export * from './manifest';
export * from './runtimes';
export * from './configuration';
export * from './dependencies';
export * from './cron';
