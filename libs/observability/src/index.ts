export * from './function-labels';
export * from './logging';
export * from './metrics';
export * from './metrics.controller';
export * from './metrics.module';
export * from './tracing';
