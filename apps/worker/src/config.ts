import { BaseConfig, toBool, toInt } from '@fnhost/common';
import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsNumber,
  IsIP,
  IsNotEmpty,
  IsString,
  IsUrl,
  Matches,
  Max,
  Min,
  ValidateBy,
} from 'class-validator';
import { hostname } from 'os';
import { Egress, parseAllowList } from './network/network-policy';

/** Why an allowlist (FUNCTION_EGRESS_ALLOW, BUILD_EGRESS_ALLOW) cannot be read, or null. */
const allowListProblem = (value: unknown): string | null => {
  try {
    parseAllowList(String(value));
    return null;
  } catch (err) {
    return (err as Error).message;
  }
};
const IsAllowList = () =>
  ValidateBy({
    name: 'allowList',
    validator: {
      validate: (value) => allowListProblem(value) === null,
      defaultMessage: (args) => `${args?.property}: ${allowListProblem(args?.value)}`,
    },
  });

/**
 * The worker's settings: its engine, registry, host and schedules. No JWT, API-key or identity
 * provider secret: a worker never checks a caller.
 */
export class WorkerConfig extends BaseConfig {
  @Transform(toInt) @IsInt() @Min(1) @Max(65535) WORKER_PORT = 3001;
  /** The worker's health port is for the host's operators: loopback unless set otherwise. */
  @IsIP() WORKER_HOST = '127.0.0.1';

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
  /**
   * Host directory of the per-container secret directories, mounted read-only at
   * /var/fnhost/secrets: it must be a tmpfs (the worker refuses to write a secret to a disk).
   */
  @Matches(/^\/.{1,60}$/, { message: 'SECRETS_DIR must be an absolute path of at most 60 characters' })
  SECRETS_DIR = '/dev/shm/fnhost-secrets';
  /** Host directory of the deployments' unpacked code and the stem cells' code directories (same file system: hard links). */
  @Matches(/^\/.{1,60}$/, { message: 'CODE_DIR must be an absolute path of at most 60 characters' })
  CODE_DIR = '/var/lib/fnhost/code';
  /**
   * Stem cells kept started per runtime: generic containers a cold start hands a function's code
   * to instead of starting a container (0: every start is the engine's own).
   */
  @Transform(toInt) @IsInt() @Min(0) @Max(10) STEM_CELLS = 1;
  /** How often running containers' secret files are rewritten from changed values. */
  @Transform(toInt) @IsInt() @Min(100) @Max(60_000) SECRETS_REFRESH_MS = 30_000;
  /** A function's last instance on a host stops after this long idle; extra ones after SCALE_IN_IDLE_S. */
  @Transform(toInt) @IsInt() @Min(1) @Max(86400) IDLE_TIMEOUT_S = 300;
  /** The most a streamed reply may carry, MB; past it the stream ends with an error (decision 33). */
  @Transform(toInt) @IsInt() @Min(1) @Max(10240) STREAM_MAX_MB = 100;
  /** Seconds a streaming function with room to write may write nothing before its stream ends with an error. */
  @Transform(toInt) @IsInt() @Min(1) @Max(86400) STREAM_IDLE_S = 60;
  @Transform(toInt) @IsInt() @Min(1) @Max(86400) SCALE_IN_IDLE_S = 60;
  /** How often idle instances are reaped and min_instances checked. */
  @Transform(toInt) @IsInt() @Min(100) @Max(60_000) REAP_INTERVAL_MS = 10_000;
  /** MB of function memory this host runs at most; 0: half the host's memory. */
  @Transform(toInt) @IsInt() @Min(0) WORKER_MEMORY_MB = 0;
  @Transform(toInt) @IsInt() @Min(1) @Max(100) WORKER_CONCURRENCY = 50;

  /**
   * Asynchronous invocations: attempt n + 1 waits ASYNC_RETRY_BASE_MS * 2^(n - 1), +-20% (30 s,
   * 1 min, 2 min...); an event with no free slot waits ASYNC_THROTTLE_DELAY_MS (+-20%) without
   * spending an attempt. The reconciler (every RECONCILE_INTERVAL_MS) queues again an event due
   * for ASYNC_REQUEUE_AFTER_MS that no queue holds (Redis lost it), and counts an attempt lost
   * once it ran ASYNC_ATTEMPT_MARGIN_MS past the function's timeout (a cold start); an attempt
   * whose worker's heartbeat is gone is counted lost within seconds. A job of the events queue
   * is locked to the worker that took it for ASYNC_JOB_LOCK_MS, renewed while it lives: the jobs a
   * killed worker had taken and not yet claimed (waiting for a slot) are taken again once the lock
   * lapses and a check, as often, finds them.
   */
  @Transform(toInt) @IsInt() @Min(10) ASYNC_RETRY_BASE_MS = 30_000;
  @Transform(toInt) @IsInt() @Min(10) ASYNC_THROTTLE_DELAY_MS = 1000;
  @Transform(toInt) @IsInt() @Min(100) ASYNC_REQUEUE_AFTER_MS = 30_000;
  @Transform(toInt) @IsInt() @Min(100) ASYNC_ATTEMPT_MARGIN_MS = 30_000;
  @Transform(toInt) @IsInt() @Min(1000) ASYNC_JOB_LOCK_MS = 30_000;
  /** How often workers look for schedules due (a run fires within this of its time). */
  @Transform(toInt) @IsInt() @Min(100) @Max(60_000) SCHEDULE_TICK_MS = 5000;
  @Transform(toInt) @IsInt() @Min(100) RECONCILE_INTERVAL_MS = 60_000;
  /** How often workers look for rollout steps due for a decision. */
  @Transform(toInt) @IsInt() @Min(100) @Max(60_000) ROLLOUT_TICK_MS = 5000;
  /** How often a worker renews its triggers' leases, reports their status and takes unheld ones. */
  @Transform(toInt) @IsInt() @Min(50) @Max(5000) TRIGGER_TICK_MS = 1000;
  /** A trigger whose holder did not renew its lease for this long is taken by another worker. */
  @Transform(toInt) @IsInt() @Min(500) @Max(60_000) TRIGGER_LEASE_MS = 10_000;
  /** A consumer that lost its broker reconnects after 1 s, doubling up to this. */
  @Transform(toInt) @IsInt() @Min(100) TRIGGER_BACKOFF_MAX_MS = 30_000;

  /**
   * Dependency installs (`npm ci`, `pip install`) in a builder container: killed past
   * BUILD_TIMEOUT_S, within BUILD_MEMORY_MB and BUILD_CPUS, and failed when what they installed
   * is larger than BUILD_MAX_INSTALLED_MB. Their package caches live under BUILD_CACHE_DIR, one
   * per team (an install script of one team cannot plant a package another reads).
   */
  @Transform(toInt) @IsInt() @Min(5) @Max(7200) BUILD_TIMEOUT_S = 600;
  @Transform(toInt) @IsInt() @Min(256) @Max(65536) BUILD_MEMORY_MB = 2048;
  @Transform(toInt) @IsInt() @Min(1) @Max(64) BUILD_CPUS = 2;
  @Transform(toInt) @IsInt() @Min(1) @Max(10240) BUILD_MAX_INSTALLED_MB = 500;
  @Matches(/^\/.{1,60}$/, { message: 'BUILD_CACHE_DIR must be an absolute path of at most 60 characters' })
  BUILD_CACHE_DIR = '/var/lib/fnhost/build-cache';
  /**
   * Each host's disk budgets (GB), kept by its storage collector every STORAGE_GC_INTERVAL_MS:
   * function and dependency images, and the build cache (package caches and unpacked dependency
   * trees). Past one, what no routed, building or recent version needs goes, least recently used
   * first; what is still needed past it is a /health warning. Built within STORAGE_KEEP_RECENT_S
   * counts as recent.
   */
  @Transform(toInt) @IsNumber() @Min(0) IMAGE_STORE_MAX_GB = 20;
  @Transform(toInt) @IsNumber() @Min(0) BUILD_CACHE_MAX_GB = 10;
  @Transform(toInt) @IsInt() @Min(1000) STORAGE_GC_INTERVAL_MS = 600_000;
  @Transform(toInt) @IsInt() @Min(0) STORAGE_KEEP_RECENT_S = 86_400;
  /**
   * The registries builds install from, as a build container reaches them (a registry on this host:
   * one of its own addresses, not 127.0.0.1; one on a private network: in BUILD_EGRESS_ALLOW too). A team's `.npmrc` or pip configuration, given as a
   * build secret, may name others.
   */
  @IsUrl({ require_tld: false, protocols: ['http', 'https'] }) NPM_REGISTRY = 'https://registry.npmjs.org/';
  @IsUrl({ require_tld: false, protocols: ['http', 'https'] }) PIP_INDEX_URL = 'https://pypi.org/simple/';
  /**
   * What builds trust beyond the host's own certificate store, which they always get (a proxy that
   * re-signs TLS with the company's CA, trusted on the host, is trusted in the build): a PEM file of
   * more CAs (a registry's own), or empty.
   */
  @Matches(/^$|^\//, { message: 'BUILD_CA_FILE must be an absolute path, or empty' }) BUILD_CA_FILE = '';
  /** The operator's proxy, passed to builds as the installers read it (empty: none). */
  @Matches(/^$|^https?:\/\/\S+$/, { message: 'HTTP_PROXY must be an http(s) URL, or empty' }) HTTP_PROXY = '';
  @Matches(/^$|^https?:\/\/\S+$/, { message: 'HTTPS_PROXY must be an http(s) URL, or empty' }) HTTPS_PROXY =
    '';
  @Matches(/^\S*$/, { message: 'NO_PROXY is a comma-separated list of hosts, without spaces' }) NO_PROXY = '';

  /**
   * Where functions may connect beyond DNS (decision 34): `public`, the internet but no private,
   * link-local or reserved network; `none`, nothing. FUNCTION_EGRESS_ALLOW adds destinations either
   * way (`address[/bits][:port]` or `host[:port]`, comma-separated; names are resolved again at
   * every check). Instances never reach each other, the host or the builds.
   */
  @IsIn(['public', 'none']) FUNCTION_EGRESS: Egress = 'public';
  @IsAllowList() FUNCTION_EGRESS_ALLOW = '';
  /**
   * Private networks builds may reach besides their host's own addresses (the internet they reach
   * anyway): a registry on an internal network, as FUNCTION_EGRESS_ALLOW writes them.
   */
  @IsAllowList() BUILD_EGRESS_ALLOW = '';
  /** How often the worker checks that its network policy is in force and first, re-applying it when not. */
  @Transform(toInt) @IsInt() @Min(100) @Max(60_000) NETWORK_POLICY_CHECK_MS = 5000;

  @Transform(toInt) @IsInt() @Min(1) STALE_AFTER_DAYS = 30;
  /** Audit log entries are kept this long (removed by the daily pass). */
  @Transform(toInt) @IsInt() @Min(1) @Max(3650) AUDIT_RETENTION_DAYS = 90;
  @Transform(toInt) @IsInt() @Min(0) DELETION_GRACE_DAYS = 7;
}
