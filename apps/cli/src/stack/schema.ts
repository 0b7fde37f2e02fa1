import { SCALING, SECRET_NAME } from '@fnhost/runtime/configuration';
import { RUNTIMES } from '@fnhost/runtime/runtimes';

/** The stack file `fnhost up`, `down` and `dev` read by default. */
export const STACK_FILE = 'fnhost.yaml';

const FUNCTION_NAME = '^[a-z][a-z0-9-]{0,61}[a-z0-9]$';
const int = (minimum: number, maximum: number, description: string) => ({
  type: 'integer',
  minimum,
  maximum,
  description,
});
const strings = { type: 'array', items: { type: 'string' } };
const alias = {
  type: 'string',
  pattern: '^[a-z][a-z0-9-]{0,31}$',
  description: 'an alias of the function (default latest, the active version)',
};
const destination = {
  description: 'where the outcome goes: a function of the stack (or of the team), or a webhook',
  oneOf: [
    {
      type: 'object',
      properties: { function: { type: 'string', pattern: FUNCTION_NAME }, alias },
      required: ['function'],
      additionalProperties: false,
    },
    {
      type: 'object',
      properties: { webhook: { type: 'string', pattern: '^https?://\\S+$' } },
      required: ['webhook'],
      additionalProperties: false,
    },
  ],
};

/**
 * The JSON Schema of fnhost.yaml, version 1 (`fnhost schema` prints it, for editors). Every setting
 * the API has for a function; what the file leaves out is the API's default, so the file says all
 * there is.
 */
export const STACK_SCHEMA = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: 'https://fnhost.dev/schemas/fnhost.yaml/v1.json',
  title: 'fnhost stack file (fnhost.yaml)',
  type: 'object',
  properties: {
    version: { const: 1, description: 'the schema version: 1' },
    team: { type: 'string', description: 'the team, by name or id (default: your personal team)' },
    functions: {
      type: 'object',
      description: 'the functions, by name',
      propertyNames: { pattern: FUNCTION_NAME },
      minProperties: 1,
      additionalProperties: {
        type: 'object',
        properties: {
          path: { type: 'string', description: 'the folder packed and deployed (.fnhostignore honoured)' },
          runtime: {
            enum: RUNTIMES.map((r) => r.id),
            description: 'written into the archive\u2019s function.json',
          },
          handler: { type: 'string', description: '<module>.<function>, e.g. index.handler' },
          description: { type: 'string', maxLength: 256 },
          memory: int(64, 2048, 'MB (default 128)'),
          timeout: int(1, 300, 'seconds (default 30)'),
          skip_signing: {
            type: 'boolean',
            description: 'accept unsigned calls even with an API key (set at creation)',
          },
          env: {
            type: 'object',
            additionalProperties: { type: ['string', 'number', 'boolean'] },
            description: 'variables; ${NAME} takes NAME from the environment of `fnhost up`',
          },
          secrets: { ...strings, items: { type: 'string', pattern: SECRET_NAME.source } },
          instances: {
            type: 'object',
            properties: {
              min: int(
                SCALING.min_instances.minimum,
                SCALING.min_instances.maximum,
                'instances kept started',
              ),
              max: int(SCALING.max_instances.minimum, SCALING.max_instances.maximum, 'instances per host'),
              concurrency: int(
                SCALING.concurrency_per_instance.minimum,
                SCALING.concurrency_per_instance.maximum,
                'calls one instance takes at once',
              ),
            },
            additionalProperties: false,
          },
          url: {
            type: 'object',
            description: 'its function URL; left out: none',
            properties: {
              auth: { enum: ['none', 'bearer', 'signature'] },
              alias,
              invoke_mode: {
                enum: ['buffered', 'response_stream'],
                description:
                  'buffered (default): the reply once the function returns; response_stream: as it writes it',
              },
              cors: {
                type: 'object',
                properties: {
                  origins: strings,
                  methods: strings,
                  headers: strings,
                  expose_headers: strings,
                  max_age: int(0, 86400, 'seconds a preflight may be cached'),
                  credentials: { type: 'boolean' },
                },
                additionalProperties: false,
              },
            },
            required: ['auth'],
            additionalProperties: false,
          },
          triggers: {
            type: 'array',
            description:
              'broker triggers: {name, type: nats|rabbitmq|kafka|mqtt, connection: {url, username?, password_secret?, tls?}, source, batch?, max_in_flight?, enabled?}, as the triggers API takes them',
            items: {
              type: 'object',
              properties: {
                name: { type: 'string' },
                type: { enum: ['nats', 'rabbitmq', 'kafka', 'mqtt'] },
                connection: { type: 'object' },
                source: { type: 'object' },
                batch: { type: 'object' },
                max_in_flight: { type: 'integer' },
                enabled: { type: 'boolean' },
              },
              required: ['name', 'type', 'connection', 'source'],
              additionalProperties: false,
            },
          },
          schedules: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                cron: { type: 'string', description: '5 fields, or @hourly, @daily, @weekly, @monthly' },
                timezone: { type: 'string', description: 'IANA name (default UTC)' },
                body: { type: 'object', description: 'the event each run gets' },
                enabled: { type: 'boolean' },
                alias,
              },
              required: ['cron'],
              additionalProperties: false,
            },
          },
          rollout: {
            type: 'object',
            description:
              'deploys roll out in steps, judged by their calls, rolled back by themselves on failure; left out: all calls switch at once',
            properties: {
              target: { ...alias, description: 'the alias it rolls (default latest)' },
              steps: {
                type: 'array',
                items: int(1, 99, "the canary's percent"),
                minItems: 1,
                maxItems: 10,
                description: 'rising percents, e.g. [10, 50]',
              },
              step_interval_s: int(30, 3600, 'how long each step lasts before it is judged'),
              max_error_rate: { type: 'number', minimum: 0, maximum: 1, description: 'default 0.05' },
              max_p95_ratio: { type: 'number', minimum: 1, description: "to the previous version's p95" },
              min_calls: int(1, 100000, 'calls a step needs to be judged (default 10)'),
            },
            required: ['steps', 'step_interval_s'],
            additionalProperties: false,
          },
          async: {
            type: 'object',
            description: 'asynchronous invocations; left out: the defaults',
            properties: {
              max_retries: int(0, 5, 'default 2'),
              max_event_age_s: int(60, 21600, 'default 21600'),
              on_success: destination,
              on_failure: destination,
            },
            additionalProperties: false,
          },
        },
        required: ['path'],
        additionalProperties: false,
      },
    },
  },
  required: ['version', 'functions'],
  additionalProperties: false,
} as const;
