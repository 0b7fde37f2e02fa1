export * from './function-routes';
export * from './rollouts';
