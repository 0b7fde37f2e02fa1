import { FunctionEntity } from '@fnhost/database';

/** A function's configuration: each field as the API names it, and the entity property holding it. */
export const FIELDS = {
  memory: 'memory',
  timeout: 'timeout',
  env: 'env',
  secrets: 'secrets',
  description: 'description',
  min_instances: 'minInstances',
  max_instances: 'maxInstances',
  concurrency_per_instance: 'concurrencyPerInstance',
} as const;
export type Field = keyof typeof FIELDS;
export const NAMES = Object.keys(FIELDS) as Field[];
/** The configuration as the entities hold it (a function, a revision). */
export type Configuration = Pick<FunctionEntity, (typeof FIELDS)[Field]>;
/** The configuration as the API shows it. */
export type ConfigurationFields = { [F in Field]: Configuration[(typeof FIELDS)[F]] };

/** The configuration of a function or a revision, as its entity holds it. */
export const configurationOf = (holder: Configuration): Configuration =>
  Object.fromEntries(NAMES.map((f) => [FIELDS[f], holder[FIELDS[f]]])) as unknown as Configuration;

/** The configuration of a function or a revision, under the API's names. */
export const configurationFields = (holder: Configuration): ConfigurationFields =>
  Object.fromEntries(NAMES.map((f) => [f, holder[FIELDS[f]]])) as unknown as ConfigurationFields;
