import { plainToInstance, Transform } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsString,
  Matches,
  Max,
  Min,
  validateSync,
} from 'class-validator';
import { SECRETS_KEY_PATTERN } from './secret-box';

export const toBool = ({ value }: { value: unknown }) =>
  value === undefined ? undefined : ['true', '1', 'yes'].includes(String(value).toLowerCase());
export const toInt = ({ value }: { value: unknown }) =>
  value === undefined || value === '' ? undefined : Number(value);

/**
 * The settings both processes need: where PostgreSQL, Redis and the stored archives are, logging
 * and shutdown. Each process extends it with its own (`ApiConfig`, `WorkerConfig`), so neither
 * holds a setting, or a secret, it has no use for. Nothing else reads process.env; .env.example
 * documents each setting.
 */
export class BaseConfig {
  @IsIn(['error', 'warn', 'log', 'debug', 'verbose']) LOG_LEVEL = 'log';

  @Matches(/^postgres(ql)?:\/\//, { message: 'DATABASE_URL must be a postgres:// URL' })
  DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/fnhost';
  @Matches(/^rediss?:\/\//, { message: 'REDIS_URL must be a redis:// URL' }) REDIS_URL =
    'redis://127.0.0.1:6379';
  /**
   * Sentinels that manage the Redis primary (`host:port,…`): every connection asks them where the
   * primary is, and again after a failover. REDIS_URL then gives only the password and database.
   */
  @Matches(/^$|^[^\s,:]+:\d+(,[^\s,:]+:\d+)*$/, { message: 'REDIS_SENTINELS must be host:port,host:port…' })
  REDIS_SENTINELS = '';
  @IsString() @IsNotEmpty() REDIS_SENTINEL_MASTER = 'fnhost';
  /** The Sentinels' own password (`requirepass` in sentinel.conf), if they have one. */
  @IsString() REDIS_SENTINEL_PASSWORD = '';

  /** fs: STORAGE_DIR on one host; postgres: the database every host shares (docs/scaling.md). */
  @IsIn(['fs', 'postgres']) STORAGE_DRIVER = 'fs';
  @IsString() @IsNotEmpty() STORAGE_DIR = '.fnhost/storage';

  /** On SIGTERM, how long in-flight invocations, builds and requests may take to finish. */
  @Transform(toInt) @IsInt() @Min(1) @Max(600) SHUTDOWN_GRACE_S = 30;

  /**
   * Requests per minute and per hour, per user: the api counts requests, the workers count the
   * events of doors with no caller (schedule runs, redrives, destinations) at their first attempt.
   */
  @Transform(toInt) @IsInt() @Min(1) RATE_LIMIT_PER_MINUTE = 60;
  @Transform(toInt) @IsInt() @Min(1) RATE_LIMIT_PER_HOUR = 1000;

  /** Calls of one function running at once, cluster-wide: the api admits, workers run events within it. */
  @Transform(toInt) @IsInt() @Min(1) @Max(1000) MAX_CONCURRENT_EXECUTIONS = 10;

  /**
   * Each team's quotas unless the operator set its own (`npm run cli -- teams:quota`): live
   * functions, calls running at once over all its functions, asynchronous events owed (queued or
   * running), bytes of stored deployment archives, secrets.
   */
  @Transform(toInt) @IsInt() @Min(0) QUOTA_FUNCTIONS = 100;
  @Transform(toInt) @IsInt() @Min(0) QUOTA_CONCURRENT_EXECUTIONS = 100;
  @Transform(toInt) @IsInt() @Min(0) QUOTA_QUEUED_EVENTS = 100_000;
  @Transform(toInt) @IsInt() @Min(0) QUOTA_ARCHIVE_BYTES = 10 * 1024 ** 3;
  @Transform(toInt) @IsInt() @Min(0) QUOTA_SECRETS = 100;
  /**
   * Executions and their logs are kept this many days, unless a team chose its own retention
   * (PUT /api/teams/:id/retention) up to EXECUTION_RETENTION_MAX_DAYS, which caps every team's.
   */
  @Transform(toInt) @IsInt() @Min(1) @Max(3650) EXECUTION_RETENTION_DAYS = 30;
  @Transform(toInt) @IsInt() @Min(1) @Max(3650) EXECUTION_RETENTION_MAX_DAYS = 90;
  /**
   * How long one second of a rollout's step_interval_s lasts, in ms: 1000 but in tests, which
   * run a 30 s step in a fraction of that on the real path (the api states decision times by it).
   */
  @Transform(toInt) @IsInt() @Min(1) @Max(1000) ROLLOUT_SECOND_MS = 1000;
  /**
   * Webhook and callback URLs may point at private, loopback and link-local addresses: only for a
   * test or a closed network (they reach Redis, PostgreSQL, Keycloak, cloud metadata otherwise).
   */
  @Transform(toBool) @IsBoolean() ALLOW_PRIVATE_WEBHOOKS = false;
  /**
   * Private hosts broker triggers may reach (brokers usually are): host names, addresses and CIDR
   * networks, comma-separated. Public hosts need no listing.
   */
  @IsString() TRIGGER_ALLOWED_HOSTS = '';

  /**
   * The key that seals account secrets (AES-256-GCM, 64 hex digits): the api seals with it, the
   * worker opens. Provisioning generates it into the local secrets file.
   */
  @Matches(SECRETS_KEY_PATTERN, { message: 'SECRETS_KEY must be 64 hex digits (openssl rand -hex 32)' })
  SECRETS_KEY: string;
  /** Keys being rotated out, comma-separated: they open what they sealed until `secrets:rotate-key` ran. */
  @Matches(/^$|^[0-9a-f]{64}(,[0-9a-f]{64})*$/, {
    message: 'SECRETS_PREVIOUS_KEYS must be comma-separated keys of 64 hex digits, or empty',
  })
  SECRETS_PREVIOUS_KEYS = '';

  /**
   * The bearer token Prometheus scrapes GET /metrics with (api and worker); empty: no metrics route.
   * Provisioning generates one into the local secrets file.
   */
  @IsString() METRICS_TOKEN = '';
  /** OpenTelemetry's collector (OTLP over HTTP): spans go to its /v1/traces; empty: no tracing. */
  @Matches(/^$|^https?:\/\/\S+$/, { message: 'OTEL_EXPORTER_OTLP_ENDPOINT must be an http(s) URL, or empty' })
  OTEL_EXPORTER_OTLP_ENDPOINT = '';
  /** Distinct functions labelled by id in a process's metrics; the others share the label "other". */
  @Transform(toInt) @IsInt() @Min(1) @Max(100_000) METRICS_MAX_FUNCTIONS = 1000;
}

export class ConfigError extends Error {}

/**
 * Builds a process's typed config from the environment, validated once at boot; throws naming
 * every bad variable so the process stops. Variables the config does not declare are ignored.
 */
export function loadConfig<T extends BaseConfig>(type: new () => T, env: NodeJS.ProcessEnv = process.env): T {
  const known = Object.keys(new type());
  const input = Object.fromEntries(
    Object.entries(env).filter(([k, v]) => known.includes(k) && v !== undefined),
  );
  const config = plainToInstance(type, input, { exposeDefaultValues: true });
  const errors = validateSync(config, { skipMissingProperties: false });
  if (errors.length) {
    const lines = errors.map((e) => `  ${e.property}: ${Object.values(e.constraints ?? {}).join('; ')}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return config;
}
