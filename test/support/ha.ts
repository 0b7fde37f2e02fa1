import { execFile } from 'child_process';
import path from 'path';
import IORedis from 'ioredis';
import { Client } from 'pg';
import { ROOT, TEST_ENV } from './stack';

/** scripts/ha-stack.sh's addresses: HAProxy's api front, and PostgreSQL's primary through it. */
export const FRONT = 'http://127.0.0.1:3300';
/** The suite's stack keeps its data apart from an operator's (the default /var/lib/fnhost-ha). */
export const HA_DIR = '/var/lib/fnhost-ha-e2e';
const HA_DATABASE = 'postgres://postgres@127.0.0.1:5440/fnhost';

/** The suites' timings (async retries, reconciler, schedule ticks) and rate limits, not their addresses. */
const TIMINGS = Object.fromEntries(
  Object.entries(TEST_ENV).filter(
    ([k]) => !['PORT', 'WORKER_PORT', 'PUBLIC_URL', 'DATABASE_URL', 'REDIS_URL', 'STORAGE_DIR'].includes(k),
  ),
);

/**
 * Runs `scripts/ha-stack.sh args…` without blocking the event loop (the suite's load goes on
 * meanwhile); its output, or an error carrying it.
 */
export function haStack(...args: string[]): Promise<string> {
  return new Promise((resolve, reject) =>
    execFile(
      'bash',
      [path.join(ROOT, 'scripts/ha-stack.sh'), ...args],
      { cwd: ROOT, env: { ...process.env, ...TIMINGS, HA_DIR }, timeout: 600_000, maxBuffer: 16 << 20 },
      (err, stdout, stderr) =>
        err
          ? reject(new Error(`ha-stack.sh ${args.join(' ')} failed: ${err.message}\n${stdout}${stderr}`))
          : resolve(`${stdout}${stderr}`),
    ),
  );
}

/** `status`'s row of the first component whose row matches `row`: [name, address, pid, state…]. */
async function statusRow(row: RegExp): Promise<string[]> {
  const line = (await haStack('status')).split('\n').find((l) => row.test(l));
  if (!line) throw new Error(`ha-stack.sh status has no row like ${row}`);
  return line.split(/\s+/);
}

/** The component serving as Redis's primary now (redis1 or redis2). */
export const redisPrimary = async () => (await statusRow(/^redis\d\s.*\smaster$/))[0];

/** The Patroni node that is PostgreSQL's primary now (pg1 or pg2). */
export const postgresPrimary = async () => (await statusRow(/^pg\d\s.*\s(master|primary) running$/))[0];

/** A running component's pid and address. */
export async function component(name: string): Promise<{ pid: number; address: string }> {
  const [, address, pid] = await statusRow(new RegExp(`^${name}\\s`));
  if (pid === '-') throw new Error(`${name} is not running`);
  return { pid: Number(pid), address };
}

/** A query on the stack's database through HAProxy, on a connection of its own (failovers cut them). */
export async function haQuery<T>(sql: string, params: unknown[] = []): Promise<T[]> {
  const db = new Client({ connectionString: HA_DATABASE, connectionTimeoutMillis: 2000 });
  try {
    await db.connect();
    return (await db.query(sql, params)).rows as T[];
  } finally {
    await db.end().catch(() => undefined);
  }
}

/**
 * How many jobs of the worker at `address` (host:port) its own queue has running: the synchronous
 * calls the api placed on it (asynchronous attempts come from the shared events queue).
 */
export async function placedCallsRunning(address: string): Promise<number> {
  const health = (await (await fetch(`http://${address}/health`)).json()) as { worker: { id: string } };
  const [host, port] = (await component(await redisPrimary())).address.split(':');
  const redis = new IORedis({ host, port: Number(port), lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    return await redis.llen(`bull:host-${health.worker.id}:active`);
  } finally {
    redis.disconnect();
  }
}
