import { ChildProcess, spawn } from 'child_process';
import { createWriteStream, mkdirSync, readFileSync, writeFileSync } from 'fs';
import * as path from 'path';

/** Node's arguments to start an app, as `npm start` gives them (scripts/app-args.js). */
// eslint-disable-next-line @typescript-eslint/no-require-imports
export const { appArgs } = require('../../scripts/app-args') as {
  appArgs: (kind: 'api' | 'worker') => string[];
};

export const ROOT = path.resolve(__dirname, '../..');

/**
 * The e2e shard this process runs: `npm test` runs several side by side (scripts/e2e-shards.js),
 * each with a database, a Redis db, ports and files of its own; 0 when a suite runs alone.
 */
export const SHARD = Number(process.env.FNHOST_E2E_SHARD ?? 0);
/** Each shard's Redis db (the suites' own stacks keep theirs: 3-6, 9, 12, 13; integration 7, bench 2). */
const SHARD_REDIS_DBS = [1, 8, 10, 11];
if (!Number.isInteger(SHARD) || SHARD < 0 || SHARD >= SHARD_REDIS_DBS.length)
  throw new Error(`FNHOST_E2E_SHARD must be 0-${SHARD_REDIS_DBS.length - 1}`);
/** Ports Node's fetch refuses to connect to (the Fetch standard's "bad ports"), from 3000 up. */
const FETCH_BLOCKED = [
  3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080,
];
/** A port the suites listen on, moved into this shard's range (shard n: 1000 × n higher). */
export function port(base: number): number {
  const moved = base + SHARD * 1000;
  if (FETCH_BLOCKED.includes(moved))
    throw new Error(`port ${base} becomes ${moved} in shard ${SHARD}, a port fetch refuses: use another`);
  return moved;
}
/** The same, as a string: for environment variables. */
export const portOf = (base: number) => String(port(base));
const suffix = SHARD ? `-${SHARD}` : '';
export const STATE_FILE = path.join(ROOT, '.fnhost', `e2e-stack${suffix}.json`);

/**
 * The test stack's shared settings: a database and a Redis db of its own, its shard's ports, and
 * clocks in seconds rather than minutes. Each tick is a query per worker of every shard and stack
 * running at once: ticks no faster than the suites' waits need (the tier is CPU-bound on 2 cores).
 */
export const TEST_ENV: Record<string, string> = {
  LOG_LEVEL: 'log',
  PORT: portOf(3100),
  WORKER_PORT: portOf(3101),
  PUBLIC_URL: `http://127.0.0.1:${port(3100)}`,
  DATABASE_URL: `postgres://postgres@127.0.0.1:5432/fnhost_test${SHARD ? `_${SHARD}` : ''}`,
  REDIS_URL: `redis://127.0.0.1:6379/${SHARD_REDIS_DBS[SHARD]}`,
  STORAGE_DIR: path.join(ROOT, '.fnhost', `test-storage${suffix}`),
  IDLE_TIMEOUT_S: '60',
  // Every suite calls from 127.0.0.1 with few users; the rate-limit suite runs its own api at 60/min.
  RATE_LIMIT_PER_MINUTE: '1000000',
  RATE_LIMIT_PER_HOUR: '1000000',
  RATE_LIMIT_URL_PER_MINUTE: '1000000',
  RATE_LIMIT_URL_IP_PER_MINUTE: '1000000',
  // Asynchronous invocations on the production code path, in seconds rather than minutes.
  ASYNC_RETRY_BASE_MS: '500',
  ASYNC_THROTTLE_DELAY_MS: '200',
  ASYNC_REQUEUE_AFTER_MS: '1000',
  ASYNC_ATTEMPT_MARGIN_MS: '2000',
  ASYNC_JOB_LOCK_MS: '2000',
  SCHEDULE_TICK_MS: '1000',
  // Rollouts on the production path: a step_interval_s of 30 lasts 3 s, decisions looked for every 500 ms.
  ROLLOUT_SECOND_MS: '100',
  ROLLOUT_TICK_MS: '500',
  // The suites' webhook receivers listen on loopback.
  ALLOW_PRIVATE_WEBHOOKS: 'true',
  // The suites' brokers listen on loopback; a trigger's lease is taken over in seconds.
  TRIGGER_ALLOWED_HOSTS: '127.0.0.1,localhost',
  TRIGGER_TICK_MS: '500',
  TRIGGER_LEASE_MS: '3000',
  TRIGGER_BACKOFF_MAX_MS: '1000',
  RECONCILE_INTERVAL_MS: '2000',
  // A changed secret reaches running containers within a second rather than 30.
  SECRETS_REFRESH_MS: '1000',
  // Extra instances stop after 2 s idle, checked every second (the last one after IDLE_TIMEOUT_S).
  SCALE_IN_IDLE_S: '2',
  REAP_INTERVAL_MS: '1000',
  // A streamed reply that writes nothing for 3 s ends (the streaming suite's idle case).
  STREAM_IDLE_S: '3',
  // The function network policy is checked, and put back when removed, every 2 s (isolation suite):
  // each check lists the host's whole ruleset, and every shard's workers check.
  NETWORK_POLICY_CHECK_MS: '2000',
  // The public registry, which this machine's DNS may answer with a reserved address (the
  // dependency suite builds from it). In TEST_ENV, not one suite's: every worker on the host writes
  // the same table, so a policy setting that differs between them flips with whoever wrote last.
  BUILD_EGRESS_ALLOW: 'registry.npmjs.org:443',
  // The bearer token of GET /metrics (api and worker): the observability suite's Prometheus scrapes with it.
  METRICS_TOKEN: 'e2e-metrics-token-9c1f4e',
};

export const API = `http://127.0.0.1:${TEST_ENV.PORT}`;
export const WORKER = `http://127.0.0.1:${TEST_ENV.WORKER_PORT}`;

/** Everything a spawned app printed, kept for the tests that assert on logs. */
export function appLogFile(
  kind: 'api' | 'worker',
  listening = kind === 'api' ? TEST_ENV.PORT : TEST_ENV.WORKER_PORT,
): string {
  const dir = path.join(ROOT, '.fnhost', 'logs');
  mkdirSync(dir, { recursive: true });
  return path.join(dir, `e2e-${kind}-${listening}.log`);
}

/** The test stack's environment with `overrides`; an override of undefined leaves that variable out. */
export function processEnv(overrides: Record<string, string | undefined> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ...TEST_ENV, ...overrides };
  for (const [name, value] of Object.entries(overrides)) if (value === undefined) delete env[name];
  return env;
}

/** Starts the compiled api or worker as its own process, as `npm start` would. */
export function spawnApp(
  kind: 'api' | 'worker',
  overrides: Record<string, string | undefined> = {},
): ChildProcess {
  const child = spawn(process.execPath, appArgs(kind), {
    cwd: ROOT,
    env: processEnv(overrides),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = createWriteStream(appLogFile(kind, overrides.PORT ?? overrides.WORKER_PORT), { flags: 'a' });
  for (const stream of [child.stdout, child.stderr])
    stream?.on('data', (d) => {
      log.write(d);
      if (process.env.E2E_VERBOSE) process.stdout.write(`[${kind}] ${d}`);
    });
  return child;
}

export async function waitFor(url: string, seconds = 60, okStatuses = [200]): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    const status = await fetch(url)
      .then((r) => r.status)
      .catch(() => 0);
    if (okStatuses.includes(status)) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${seconds}s`);
}

export function readState(): { apiPid: number; workerPid: number } {
  return JSON.parse(readFileSync(STATE_FILE, 'utf8'));
}

/**
 * Stops the shared worker with `signal` and starts another with `overrides` in its place
 * (recorded for the later suites and the teardown); resolves once the new one is healthy.
 */
export async function replaceWorker(
  signal: NodeJS.Signals,
  overrides: Record<string, string> = {},
): Promise<void> {
  const state = readState();
  await stopProcess(state.workerPid, signal);
  const worker = spawnApp('worker', overrides);
  worker.unref();
  writeFileSync(STATE_FILE, JSON.stringify({ ...state, workerPid: worker.pid }));
  await waitFor(`http://127.0.0.1:${TEST_ENV.WORKER_PORT}/health`);
}

/** Stops the shared api with `signal` and starts another in its place, as replaceWorker does. */
export async function replaceApi(signal: NodeJS.Signals): Promise<void> {
  const state = readState();
  await stopProcess(state.apiPid, signal);
  const api = spawnApp('api');
  api.unref();
  writeFileSync(STATE_FILE, JSON.stringify({ ...readState(), apiPid: api.pid }));
  await waitFor(`${API}/health`);
}

/** Stops the shared api and worker at once (SIGKILL: as a crash); start them again with replaceApi, replaceWorker. */
export function killStack(): void {
  const state = readState();
  for (const pid of [state.apiPid, state.workerPid]) if (isAlive(pid)) process.kill(pid, 'SIGKILL');
}

/**
 * Sends `signal` and waits (at most 30 s) for the process to exit: a graceful stop removes a
 * worker's containers first.
 */
export async function stopProcess(pid: number, signal: NodeJS.Signals): Promise<void> {
  if (isAlive(pid)) process.kill(pid, signal);
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline && isAlive(pid)) await new Promise((r) => setTimeout(r, 100));
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
