export * from './contracts';
export * from './job-queue';
export * from './queue.module';
export * from './results';
export * from './workers';
