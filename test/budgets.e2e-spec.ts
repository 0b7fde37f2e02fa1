import { ChildProcess, execFileSync, spawn } from 'child_process';
import { randomBytes } from 'crypto';
import { mkdtempSync, rmSync } from 'fs';
import { tmpdir } from 'os';
import * as path from 'path';
import { Client } from 'pg';
import { natsBroker, TestBroker } from './support/brokers';
import { newUserToken } from './support/fixtures';
import { deployActive, initFunction } from './support/functions';
import { call } from './support/http';
import { until } from './support/wait';
import { perCall as countPerCall, redisCommands } from '../bench/counting';
import { hopsOf, OtlpCollector } from './support/otlp-collector';
import { PgCounter, PgCounts } from './support/pg-counter';
import { port, portOf, processEnv, ROOT, SHARD, spawnApp, waitFor } from './support/stack';

/**
 * Each door's cost budget (decision 35): what one call costs in counts that do not vary with the
 * machine, on a stack of the suite's own (a Redis server whose INFO commandstats counts every
 * command, those that scripts run included; PostgreSQL behind a PgCounter), its background (ticks,
 * heartbeats, BullMQ's blocking reads) measured idle for as long and subtracted. A change that
 * adds to a door's cost fails its case: lower a figure when a change saves, raise it only with
 * the reason, here and in the commit. A door that lands gets its budget here.
 *
 * Calls are sequential, at one connection: a door that read or committed to PostgreSQL before its
 * reply would cost at least one statement per call, which nothing could share; a sync door's
 * budget is under half of one. The execution records a sync call leaves are written after its
 * reply, many to a statement (the recorder's batches), and the caches are read again every
 * CACHE_TTL_MS (the caller's token, the function): a few hundredths of a statement per call, more
 * on a slower machine (fewer calls to a batch, more refreshes to a call).
 *
 * Process hops (`hops`, one way; a reply comes back the same way) are read from one call's trace,
 * the stack's own account of where a call goes (its spans' processes, the queues between them, the
 * function's container: hopsOf). A door that adds a process, a queue or a call on the way fails.
 */
const BUDGETS = {
  /** POST /api/functions/{id}/invoke, answered 200. */
  sync: { redis: 82, statements: 0.5, commits: 0.5, hops: 4 },
  /** A function URL's call (auth none), answered 200. */
  url: { redis: 82, statements: 0.5, commits: 0.5, hops: 4 },
  /** A message on a NATS trigger's stream, run (its accept, its attempt, its records): one commit. */
  nats: { redis: 75, statements: 9.5, commits: 1.5, hops: 4 },
  /** POST …/invoke with Prefer: respond-async, answered 202 (its attempt not run: no worker). */
  async: { redis: 15, statements: 1.1, commits: 1.05, hops: 1 },
};
/**
 * What varies with the machine's speed per call (Redis commands): the recorder's batches (a few
 * commands each, fewer calls to one on a slower machine) and what the idle background's
 * subtraction leaves over.
 */
const MACHINE_SPREAD = 1;
const CALLS = 100;
const WARM_CALLS = 20;
/** A message waits for its run before the next is sent: fewer of them. */
const BROKER_MESSAGES = 40;
/** Long enough for the records a call leaves to be written (the recorder's batches). */
const SETTLE_MS = 1500;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const HANDLER = `exports.handler = async (e) => ({ ok: true, n: e.n });\n`;

type Counts = { redis: number } & PgCounts;

describe('cost budgets per door (a stack of its own)', () => {
  const redisPort = port(6392);
  const base = `http://127.0.0.1:${port(3160)}`;
  const database = `fnhost_budgets${SHARD ? `_${SHARD}` : ''}`;
  const storage = mkdtempSync(path.join(tmpdir(), 'fnhost-budgets-'));
  const collector = new OtlpCollector(port(4392));
  let redis: ChildProcess;
  let pg: PgCounter;
  let api: ChildProcess;
  let worker: ChildProcess | undefined;
  let token: string;
  let fn: string;
  let urlBase: string;
  let nats: TestBroker;
  let db: Client;

  /**
   * Per call of `run` over `calls` sequential calls, and what they leave after them (the records
   * written after the replies) within SETTLE_MS, less the idle background of as long.
   */
  const perCall = (run: (i: number) => Promise<void>, calls = CALLS): Promise<Counts> =>
    countPerCall({
      run,
      calls,
      warm: WARM_CALLS, // the caches, the scripts loaded
      settleMs: SETTLE_MS,
      snapshot: (): Counts => ({ redis: redisCommands(redisPort), ...pg.snapshot() }),
    });

  const expectWithin = (door: keyof typeof BUDGETS, got: Counts) => {
    console.log(`${door}: ${JSON.stringify(got)} per call (budget ${JSON.stringify(BUDGETS[door])})`);
    expect(got.redis).toBeLessThanOrEqual(BUDGETS[door].redis + MACHINE_SPREAD);
    expect(got.statements).toBeLessThanOrEqual(BUDGETS[door].statements);
    expect(got.commits).toBeLessThanOrEqual(BUDGETS[door].commits);
  };

  /** A trace of the suite's for one call, as its `traceparent` header. */
  const newTrace = () => {
    const traceId = randomBytes(16).toString('hex');
    return { traceId, headers: { traceparent: `00-${traceId}-${randomBytes(8).toString('hex')}-01` } };
  };
  /** The hops one way of the call whose trace is `traceId`, within the door's budget, once its span `last` is exported. */
  const expectHops = async (door: keyof typeof BUDGETS, traceId: string, last: string) => {
    await until(`${door}'s trace exported`, async () => collector.of(traceId).some((s) => s.name === last));
    const spans = collector.of(traceId);
    console.log(
      `${door}: ${hopsOf(spans)} hops one way (${spans.map((s) => `${s.service}:${s.name}`).join(', ')})`,
    );
    expect(hopsOf(spans)).toBeLessThanOrEqual(BUDGETS[door].hops);
  };

  const invoke = (headers: Record<string, string> = {}, n = 0) =>
    call('POST', `/api/functions/${fn}/invoke`, { token, base, json: { body: { n } }, headers });

  beforeAll(async () => {
    redis = spawn(
      'redis-server',
      ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: 'ignore',
      },
    );
    const admin = new Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${database}`);
    await admin.end();
    pg = await new PgCounter().start();
    await collector.start();
    const env = {
      DATABASE_URL: `postgres://postgres@127.0.0.1:${pg.port}/${database}`,
      REDIS_URL: `redis://127.0.0.1:${redisPort}/0`,
      PORT: portOf(3160),
      PUBLIC_URL: base,
      WORKER_PORT: portOf(3161),
      STORAGE_DIR: storage,
      // Spans go over HTTP to the suite's collector: no Redis command, no statement.
      OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
      // Production's ticks: the background is what a quiet stack does.
      SCHEDULE_TICK_MS: undefined,
      ROLLOUT_TICK_MS: undefined,
      TRIGGER_TICK_MS: undefined,
      RECONCILE_INTERVAL_MS: undefined,
      SECRETS_REFRESH_MS: undefined,
      REAP_INTERVAL_MS: undefined,
      NETWORK_POLICY_CHECK_MS: undefined,
    };
    execFileSync(process.execPath, ['-r', './scripts/paths.js', 'dist/libs/database/src/migrate.js'], {
      cwd: ROOT,
      // Straight to PostgreSQL: the counter runs in this process, which execFileSync blocks.
      env: processEnv({ ...env, DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${database}` }),
      stdio: 'ignore',
    });
    api = spawnApp('api', env);
    worker = spawnApp('worker', env);
    await waitFor(`${base}/health`);
    await waitFor(`http://127.0.0.1:${port(3161)}/health`);
    ({ token } = await newUserToken(base));
    fn = await initFunction(token, {}, undefined, base);
    await deployActive(token, fn, { 'index.js': HANDLER }, undefined, base);
    const url = await call<{ url: string }>('PUT', `/api/functions/${fn}/url`, {
      token,
      base,
      json: { auth: 'none' },
    });
    expect(url.status).toBe(201);
    urlBase = url.body.url;
    nats = await natsBroker();
    db = new Client({ connectionString: `postgres://postgres@127.0.0.1:5432/${database}` });
    await db.connect();
  }, 180_000);

  afterAll(async () => {
    for (const app of [api, worker]) app?.kill('SIGTERM');
    await Promise.all(
      [api, worker].map((a) => a && new Promise((r) => (a.exitCode !== null ? r(null) : a.on('exit', r)))),
    );
    await nats?.close();
    await db?.end();
    redis?.kill('SIGKILL');
    await pg?.stop();
    await collector.stop();
    rmSync(storage, { recursive: true, force: true });
  });

  it('a synchronous invoke: within its budget, no commit before its reply, four process hops', async () => {
    expectWithin(
      'sync',
      await perCall(async (i) => {
        const res = await invoke({}, i);
        expect([res.status, res.body.result]).toEqual([200, { ok: true, n: i }]);
      }),
    );
    const { traceId, headers } = newTrace();
    expect((await invoke(headers)).status).toBe(200);
    await expectHops('sync', traceId, 'record'); // its last span, ended after the reply
  });

  it("a function URL's call: within its budget, no commit before its reply, four process hops", async () => {
    const hit = (i: number, headers: Record<string, string> = {}) =>
      fetch(urlBase, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ n: i }),
      });
    expectWithin(
      'url',
      await perCall(async (i) => {
        const res = await hit(i);
        expect(res.status).toBe(200);
        await res.arrayBuffer();
      }),
    );
    const { traceId, headers } = newTrace();
    const res = await hit(0, headers);
    expect(res.status).toBe(200);
    await res.arrayBuffer();
    await expectHops('url', traceId, 'record');
  });

  it("a broker trigger's message: within its budget, four process hops to its function", async () => {
    const source = await nats.source();
    const created = await call<{ id: string; enabled: boolean }>('POST', `/api/functions/${fn}/triggers`, {
      token,
      base,
      json: { name: 'budget', type: 'nats', connection: { url: nats.url() }, source },
    });
    expect(created.status).toBe(201);
    const trigger = created.body.id;
    await until('the trigger running', async () => {
      const t = await call<{ status: { state: string } }>('GET', `/api/functions/${fn}/triggers/${trigger}`, {
        token,
        base,
      });
      return t.body.status.state === 'running';
    });
    // Read beside the counter: the suite's waiting is not the door's cost.
    const ran = async () =>
      (
        await db.query(
          `SELECT count(*)::int AS n FROM executions e JOIN async_events a ON a.execution_uuid = e.uuid
           WHERE a.trigger_uuid = $1 AND e.status = 'success'`,
          [trigger],
        )
      ).rows[0].n as number;
    let published = 0;
    expectWithin(
      'nats',
      await perCall(async (i) => {
        await nats.publish(source, [JSON.stringify({ n: i })]);
        published++;
        const deadline = Date.now() + 30_000;
        while ((await ran()) < published) {
          if (Date.now() > deadline) throw new Error(`message ${published} not run within 30 s`);
          await sleep(5);
        }
      }, BROKER_MESSAGES),
    );
    // The last message's trace: its delivery's span, its attempt's and the attempt's call.
    const { rows } = await db.query(
      `SELECT execution_uuid FROM async_events WHERE trigger_uuid = $1 ORDER BY created_at DESC LIMIT 1`,
      [trigger],
    );
    let traceId: string | undefined;
    await until('the last attempt exported', async () => {
      traceId = collector.traceWith('attempt', 'fnhost.execution_id', rows[0].execution_uuid as string);
      return traceId !== undefined;
    });
    await expectHops('nats', traceId!, 'attempt');
  });

  it('an accepted asynchronous event: within its budget, one process hop, and concurrent accepts share their commits', async () => {
    // Accepts alone: with the worker stopped, no attempt runs meanwhile.
    worker!.kill('SIGTERM');
    await new Promise((r) => (worker!.exitCode !== null ? r(null) : worker!.on('exit', r)));
    const accept = async (i: number) => {
      const res = await invoke({ prefer: 'respond-async' }, i);
      expect(res.status).toBe(202);
    };
    expectWithin('async', await perCall(accept));
    const { traceId, headers } = newTrace();
    expect((await invoke({ prefer: 'respond-async', ...headers })).status).toBe(202);
    await expectHops('async', traceId, 'accept');
    // Ten at a time: a commit serves several 202s (group commit).
    const before = pg.snapshot();
    for (let round = 0; round < 5; round++)
      await Promise.all(Array.from({ length: 10 }, (_, i) => accept(i)));
    expect((pg.snapshot().commits - before.commits) / 50).toBeLessThan(0.5);
  });
});
