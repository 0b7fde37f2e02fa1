export * from './event-intake';
export * from './event-ledger';
export * from './execution-ledger';
export * from './lease';
export * from './owed-events';
export * from './engine.module';
export * from './events';
