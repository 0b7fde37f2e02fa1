export * from './client';
export * from './errors';
export * from './signing';
export type { components, paths } from './schema';
export * from './values';
