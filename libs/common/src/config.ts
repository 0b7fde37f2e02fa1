import { plainToInstance, Transform } from 'class-transformer';
import { hostname } from 'os';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsIP,
  IsNotEmpty,
  IsString,
  IsUrl,
  Matches,
  Max,
  Min,
  MinLength,
  validateSync,
} from 'class-validator';

const toBool = ({ value }: { value: unknown }) =>
  value === undefined ? undefined : ['true', '1', 'yes'].includes(String(value).toLowerCase());
const toInt = ({ value }: { value: unknown }) =>
  value === undefined || value === '' ? undefined : Number(value);

/**
 * Every setting of api and worker, validated once at boot. Nothing else reads process.env.
 * Defaults fit the provisioned local stack; .env.example documents each one.
 */
export class AppConfig {
  @Transform(toInt) @IsInt() @Min(1) @Max(65535) PORT = 3000;
  @Transform(toInt) @IsInt() @Min(1) @Max(65535) WORKER_PORT = 3001;
  /** The worker's health port is for the host's operators: loopback unless set otherwise. */
  @IsIP() WORKER_HOST = '127.0.0.1';
  @IsUrl({ require_tld: false, protocols: ['http', 'https'] }) PUBLIC_URL = 'http://127.0.0.1:3000';
  @IsIn(['error', 'warn', 'log', 'debug', 'verbose']) LOG_LEVEL = 'log';

  @Matches(/^postgres(ql)?:\/\//, { message: 'DATABASE_URL must be a postgres:// URL' })
  DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/fnhost';
  @Matches(/^rediss?:\/\//, { message: 'REDIS_URL must be a redis:// URL' }) REDIS_URL =
    'redis://127.0.0.1:6379';

  @Transform(toBool) @IsBoolean() USE_IDP = true;
  @IsUrl({ require_tld: false, protocols: ['http', 'https'] }) IDP_URL = 'http://127.0.0.1:8180';
  @IsString() @IsNotEmpty() IDP_REALM = 'fnhost';
  @IsString() @IsNotEmpty() IDP_CLIENT_ID = 'fnhost-api';
  @IsString() IDP_CLIENT_SECRET = '';
  @IsString() @MinLength(16, { message: 'JWT_SECRET must be at least 16 characters' }) JWT_SECRET: string;
  @Transform(toInt) @IsInt() @Min(0) @Max(300) TOKEN_CACHE_TTL_S = 15;
  @Transform(toBool) @IsBoolean() REGISTRATION_ENABLED = true;
  @IsString() REGISTRATION_ALLOWED_DOMAINS = '';

  @IsString()
  @MinLength(16, { message: 'APIKEY_MASTER_SECRET must be at least 16 characters' })
  APIKEY_MASTER_SECRET: string;

  @Matches(/^(unix|tcp|http):\/\//, { message: 'DOCKER_HOST must be unix://, tcp:// or http://' })
  DOCKER_HOST = 'unix:///run/podman/podman.sock';
  /**
   * host[:port][/path] of the image registry every worker host reaches: the building worker pushes,
   * the others pull. Empty: images stay in the engine that built them (one host).
   */
  @Matches(/^$|^[a-z0-9.-]+(:\d{1,5})?(\/[a-z0-9._-]+)*$/, {
    message: 'REGISTRY must be host[:port][/path], e.g. registry.internal:5000, or empty',
  })
  REGISTRY = '';
  /** false: the registry speaks plain HTTP (a registry on 127.0.0.1 for one machine's tests). */
  @Transform(toBool) @IsBoolean() REGISTRY_TLS_VERIFY = true;
  /** The host a worker reports it runs on (its health, `npm run cli -- workers`). */
  @IsString() @IsNotEmpty() NODE_NAME = hostname();
  /** Host directory of the per-container socket directories (must be the same path on the engine's host). */
  @Matches(/^\/.{1,60}$/, { message: 'SOCKET_DIR must be an absolute path of at most 60 characters' })
  SOCKET_DIR = '/run/fnhost/sockets';
  /** fs: STORAGE_DIR on one host; postgres: the database every host shares (docs/scaling.md). */
  @IsIn(['fs', 'postgres']) STORAGE_DRIVER = 'fs';
  @IsString() @IsNotEmpty() STORAGE_DIR = '.fnhost/storage';
  @Transform(toInt) @IsInt() @Min(1) @Max(1024) MAX_ARCHIVE_MB = 50;
  @Transform(toInt) @IsInt() @Min(10) @Max(86400) IDLE_TIMEOUT_S = 300;
  @Transform(toInt) @IsInt() @Min(100) @Max(60000) INVOKE_PICKUP_TIMEOUT_MS = 5000;
  @Transform(toInt) @IsInt() @Min(1) @Max(100) WORKER_CONCURRENCY = 50;
  /** On SIGTERM, how long in-flight invocations, builds and requests may take to finish. */
  @Transform(toInt) @IsInt() @Min(1) @Max(600) SHUTDOWN_GRACE_S = 30;

  @Transform(toInt) @IsInt() @Min(1) RATE_LIMIT_PER_MINUTE = 60;
  @Transform(toInt) @IsInt() @Min(1) RATE_LIMIT_PER_HOUR = 1000;
  @Transform(toInt) @IsInt() @Min(1) @Max(1000) MAX_CONCURRENT_EXECUTIONS = 10;

  @Transform(toInt) @IsInt() @Min(1) STALE_AFTER_DAYS = 30;
  @Transform(toInt) @IsInt() @Min(0) DELETION_GRACE_DAYS = 7;
}

export class ConfigError extends Error {}

/** Builds the typed config; throws naming every bad variable so the process stops at boot. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const known = Object.keys(new AppConfig());
  const input = Object.fromEntries(
    Object.entries(env).filter(([k, v]) => known.includes(k) && v !== undefined),
  );
  const config = plainToInstance(AppConfig, input, { exposeDefaultValues: true });
  const errors = validateSync(config, { skipMissingProperties: false });
  if (errors.length) {
    const lines = errors.map((e) => `  ${e.property}: ${Object.values(e.constraints ?? {}).join('; ')}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return config;
}
