export * from './archive';
export * from './limits';
export * from './manifest';
export * from './runtimes';
