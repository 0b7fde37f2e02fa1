export * from './broker';
export * from './brokers';
export * from './definition';
export * from './event';
export * from './reach';
