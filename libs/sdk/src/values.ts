import type { components, operations } from './schema';

type Schemas = components['schemas'];

/** The list, checked to hold every value of `T` and nothing else: a list that drifts from the API fails to compile. */
const everyOf =
  <T extends string>() =>
  <const L extends readonly T[]>(
    list: L & ([T] extends [L[number]] ? unknown : { missing: Exclude<T, L[number]> }),
  ) =>
    list;

/** Value lists of the API's enums, for clients that offer them as choices (the CLI, the console). */
export const KEY_VALIDITIES = everyOf<Schemas['GenerateApiKeyDto']['validity']>()([
  '1h',
  '1d',
  '1w',
  '1m',
  'forever',
]);
export const URL_AUTH_MODES = everyOf<Schemas['FunctionUrlConfigDto']['auth']>()([
  'none',
  'bearer',
  'signature',
]);
export const URL_INVOKE_MODES = everyOf<NonNullable<Schemas['FunctionUrlConfigDto']['invoke_mode']>>()([
  'buffered',
  'response_stream',
]);
export const EXECUTION_STATUSES = everyOf<Schemas['ExecutionSummaryDto']['status']>()([
  'queued',
  'running',
  'success',
  'error',
  'timeout',
]);
export const EXECUTION_TRIGGERS = everyOf<Schemas['ExecutionSummaryDto']['trigger']>()([
  'sync',
  'async',
  'schedule',
  'http',
  'nats',
  'rabbitmq',
  'kafka',
  'mqtt',
]);
export const FUNCTION_SORTS = everyOf<
  NonNullable<NonNullable<operations['FunctionsController_list']['parameters']['query']>['sort']>
>()(['created_at', 'name', 'last_invoked_at']);
/** Strongest first: each may all the ones after it may. */
export const TEAM_ROLES = everyOf<Schemas['TeamDto']['role']>()(['owner', 'admin', 'developer', 'viewer']);
export const TOKEN_SCOPES = everyOf<Schemas['CreateTokenDto']['scopes'][number]>()([
  'functions:read',
  'functions:write',
  'functions:invoke',
  'secrets:write',
  'audit:read',
]);
