/**
 * What a function's configuration may hold, wherever it is given: deploy's env, function.json's
 * secrets, a configuration change. One set of rules, so a value refused in one place is refused
 * in all.
 */
export class ConfigurationError extends Error {}

export const ENV_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
/** Bytes of an env object as JSON. */
export const ENV_MAX_BYTES = 4096;
/** An account secret's name: also its file's name, so no slash and no leading dot. */
export const SECRET_NAME = /^[a-z0-9][a-z0-9._-]{0,63}$/;
export const SECRET_MAX_BYTES = 64 * 1024;
/** Secrets one function may name. */
export const SECRETS_PER_FUNCTION = 32;
/** Where a function reads its secrets, one file per secret. */
export const SECRETS_PATH = '/var/fnhost/secrets';
/** A function's memory unless it sets one. */
export const DEFAULT_MEMORY_MB = 128;
export const DESCRIPTION_MAX_CHARS = 256;
/** The most instances of a function one host may run (max_instances' upper bound). */
export const MAX_INSTANCES_PER_HOST = 50;

/** The scaling settings and their bounds: the API's fields and function.json's alike. */
export const SCALING = {
  min_instances: { default: 0, minimum: 0, maximum: 10 },
  max_instances: { default: 10, minimum: 1, maximum: MAX_INSTANCES_PER_HOST },
  concurrency_per_instance: { default: 10, minimum: 1, maximum: 100 },
} as const;
export type ScalingSettings = Partial<Record<keyof typeof SCALING, number>>;

/** env: an object of string values with shell-safe names, ENV_MAX_BYTES at most as JSON. */
export function checkEnv(env: unknown, field = 'env'): Record<string, string> {
  if (typeof env !== 'object' || env === null || Array.isArray(env))
    throw new ConfigurationError(`${field}: must be a JSON object`);
  if (Buffer.byteLength(JSON.stringify(env)) > ENV_MAX_BYTES)
    throw new ConfigurationError(`${field}: larger than ${ENV_MAX_BYTES} bytes`);
  for (const [name, value] of Object.entries(env)) {
    if (!ENV_NAME.test(name)) throw new ConfigurationError(`${field}: invalid variable name "${name}"`);
    if (name.startsWith('FNHOST_'))
      throw new ConfigurationError(`${field}: ${name}: names starting with FNHOST_ are reserved`);
    if (typeof value !== 'string')
      throw new ConfigurationError(`${field}: value of ${name} must be a string`);
    // A NUL cannot reach a process environment, nor a jsonb column.
    if (value.includes('\u0000'))
      throw new ConfigurationError(`${field}.${name}: must not contain NUL (\\u0000) characters`);
  }
  return env as Record<string, string>;
}

/** A list of distinct secret names, SECRETS_PER_FUNCTION at most. */
export function checkSecretNames(names: unknown, field = 'secrets'): string[] {
  if (!Array.isArray(names)) throw new ConfigurationError(`${field}: must be an array of secret names`);
  if (names.length > SECRETS_PER_FUNCTION)
    throw new ConfigurationError(`${field}: at most ${SECRETS_PER_FUNCTION} secrets`);
  for (const name of names)
    if (typeof name !== 'string' || !SECRET_NAME.test(name))
      throw new ConfigurationError(
        `${field}: ${JSON.stringify(name)} is not a secret name (${SECRET_NAME.source})`,
      );
  if (new Set(names).size !== names.length) throw new ConfigurationError(`${field}: names repeat`);
  return names as string[];
}

/** The scaling settings `source` gives (others are not looked at), each an integer within its bounds. */
export function checkScaling(source: Record<string, unknown>, field: string): ScalingSettings {
  const settings: ScalingSettings = {};
  for (const [name, { minimum, maximum }] of Object.entries(SCALING)) {
    const value = source[name];
    if (value === undefined) continue;
    if (!Number.isInteger(value) || (value as number) < minimum || (value as number) > maximum)
      throw new ConfigurationError(`${field}: ${name} must be an integer from ${minimum} to ${maximum}`);
    settings[name as keyof typeof SCALING] = value as number;
  }
  const { min_instances: min, max_instances: max } = settings;
  if (min !== undefined && max !== undefined && min > max)
    throw new ConfigurationError(`${field}: min_instances (${min}) is above max_instances (${max})`);
  return settings;
}
