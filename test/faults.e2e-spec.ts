import { ChildProcess, execFileSync } from 'child_process';
import { readFileSync } from 'fs';
import { generateKeyPair, SignJWT } from 'jose';
import { Client } from 'pg';
import { ANSWER_BY_MARGIN_MS, SCHEDULES } from '@fnhost/queue';
import { KEYS } from '@fnhost/redis';
import { PASSWORD, testDb, uniqueEmail } from './support/fixtures';
import { archiveOf } from './support/functions';
import { appLogFile, portOf, processEnv, spawnApp, waitFor } from './support/stack';
import { TcpProxy } from './support/tcp-proxy';
import { until, untilInFlight } from './support/wait';

/**
 * Outages and crashes, against an api and a worker of the suite's own whose PostgreSQL, Redis
 * and Keycloak connections go through TCP proxies it cuts (the shared services are never
 * touched). The api and the worker have separate proxies, so one side can lose a service alone.
 */
const API_PORT = portOf(3120);
const WORKER_PORT = portOf(3121);
const BASE = `http://127.0.0.1:${API_PORT}`;
const REDIS_DB = '13';

const SLEEPER = `exports.handler = async (event) => {
  if (event.sleep) await new Promise((r) => setTimeout(r, event.sleep));
  return { ok: true, echo: event.n ?? null };
};
`;

interface Row {
  scenario: string;
  clients: string;
  waitedMs: number;
  answered: number;
  recorded: number;
  building: number;
}

/** A realm-shaped access token signed with a key of its own, as after a key rotation. */
async function tokenOfUnknownKey(idpUrl: string): Promise<string> {
  const { privateKey } = await generateKeyPair('RS256');
  return new SignJWT({ email: 'rotated@example.com' })
    .setProtectedHeader({ alg: 'RS256', kid: 'rotated-during-outage' })
    .setIssuer(`${idpUrl}/realms/fnhost`)
    .setSubject('00000000-0000-4000-8000-000000000000')
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(privateKey);
}

describe('faults', () => {
  const proxies = {
    apiDb: new TcpProxy('127.0.0.1', 5432),
    workerDb: new TcpProxy('127.0.0.1', 5432),
    apiRedis: new TcpProxy('127.0.0.1', 6379),
    workerRedis: new TcpProxy('127.0.0.1', 6379),
    keycloak: new TcpProxy('127.0.0.1', 8180),
  };
  let api: ChildProcess;
  let worker: ChildProcess;
  let db: Client;
  let token: string;
  let fn: string;
  const table: Row[] = [];
  /** Execution ids the clients got a 200 for, per scenario. */
  const answeredIds: string[] = [];

  const env = (p: { db: TcpProxy; redis: TcpProxy }) => {
    const dbUrl = new URL(processEnv().DATABASE_URL!);
    dbUrl.port = String(p.db.port);
    return {
      DATABASE_URL: dbUrl.toString(),
      REDIS_URL: `redis://127.0.0.1:${p.redis.port}/${REDIS_DB}`,
      IDP_URL: `http://127.0.0.1:${proxies.keycloak.port}`,
      INVOKE_PICKUP_TIMEOUT_MS: '3000',
      SHUTDOWN_GRACE_S: '20',
    };
  };
  const startApi = async () => {
    api = spawnApp('api', { PORT: API_PORT, ...env({ db: proxies.apiDb, redis: proxies.apiRedis }) });
    await waitFor(`${BASE}/health`);
  };
  const startWorker = async () => {
    worker = spawnApp('worker', {
      WORKER_PORT,
      ...env({ db: proxies.workerDb, redis: proxies.workerRedis }),
    });
    await waitFor(`http://127.0.0.1:${WORKER_PORT}/health`);
  };
  const exited = (child: ChildProcess) =>
    new Promise<number | null>((resolve) =>
      child.exitCode !== null ? resolve(child.exitCode) : child.once('exit', (code) => resolve(code)),
    );

  const request = async (method: string, path: string, body?: unknown, auth = token) => {
    const started = Date.now();
    const res = await fetch(`${BASE}${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(auth && { authorization: `Bearer ${auth}` }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null, ms: Date.now() - started };
  };
  const invoke = async (body: Record<string, unknown>) => {
    const res = await request('POST', `/api/functions/${fn}/invoke`, { body });
    if (res.status === 200) answeredIds.push(res.body.execution_id);
    return res;
  };
  const recorded = async (ids: string[]) =>
    Number((await db.query('SELECT count(*) FROM executions WHERE uuid = ANY($1)', [ids])).rows[0].count);
  const building = async () =>
    Number(
      (
        await db.query(
          `SELECT count(*) FROM deployments d JOIN functions f ON f.uuid = d.function_uuid
           WHERE d.status = 'building' AND f.user_id = (SELECT user_id FROM functions WHERE uuid = $1)`,
          [fn],
        )
      ).rows[0].count,
    );
  /** Jobs in a BullMQ state list (`wait`, `active`) of one queue, or of all of them. */
  const jobsIn = (state: 'wait' | 'active', queue = '*') =>
    execFileSync('redis-cli', ['-n', REDIS_DB, '--scan', '--pattern', `bull:${queue}:${state}`])
      .toString()
      .split('\n')
      .filter(Boolean)
      .reduce(
        (n, key) => n + Number(execFileSync('redis-cli', ['-n', REDIS_DB, 'llen', key]).toString().trim()),
        0,
      );
  /** The latest answerBy of the invocations waiting in the queues (what the api withdraws by). */
  const waitingAnswerBy = () => {
    const redis = (...args: string[]) =>
      execFileSync('redis-cli', ['-n', REDIS_DB, ...args])
        .toString()
        .split('\n')
        .filter(Boolean);
    const payloads = redis('--scan', '--pattern', 'bull:*:wait').flatMap((list) =>
      redis('lrange', list, '0', '-1').map((id) =>
        JSON.parse(redis('hget', list.replace(/wait$/, id), 'data')[0]),
      ),
    ) as ({ answerBy?: number; invocations?: { answerBy: number }[] } | null)[];
    return Math.max(
      ...payloads.flatMap((p) => [p?.answerBy ?? 0, ...(p?.invocations ?? []).map((i) => i.answerBy)]),
    );
  };
  const untilRunning = () => untilInFlight(`http://127.0.0.1:${WORKER_PORT}`);
  /** How often the suite's api or worker has logged `text` (their log files are kept across runs). */
  const logged = (kind: 'api' | 'worker', text: string) =>
    readFileSync(appLogFile(kind, kind === 'api' ? API_PORT : WORKER_PORT), 'utf8').split(text).length - 1;
  /** Concurrency slots the function holds now. */
  const slotsHeld = () =>
    Number(
      execFileSync('redis-cli', ['-n', REDIS_DB, 'zcard', KEYS.slots(fn)])
        .toString()
        .trim(),
    );
  const login = (email: string) => request('POST', '/api/auth/login', { email, password: PASSWORD }, '');
  const deployAndWait = async (files: Record<string, string>) => {
    const form = new FormData();
    form.append('function_id', fn);
    form.append('archive', new Blob([archiveOf(files)], { type: 'application/gzip' }), 'fn.tar.gz');
    const res = await fetch(`${BASE}/api/functions/deploy`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    return (await res.json()) as { version: number };
  };
  const versionStatus = async (version: number) =>
    (
      await db.query(`SELECT status FROM deployments WHERE function_uuid = $1 AND version = $2`, [
        fn,
        version,
      ])
    ).rows[0]?.status as string | undefined;

  beforeAll(async () => {
    execFileSync('redis-cli', ['-n', REDIS_DB, 'flushdb']);
    for (const p of Object.values(proxies)) await p.start();
    db = await testDb();
    await Promise.all([startApi(), startWorker()]);
    const email = uniqueEmail('faults');
    expect(
      (
        await request(
          'POST',
          '/api/auth/register',
          { email, password: PASSWORD, first_name: 'F', last_name: 'T' },
          '',
        )
      ).status,
    ).toBe(201);
    token = (await login(email)).body.access_token;
    fn = (await request('POST', '/api/functions/init', { name: `faults-${Date.now()}`, timeout: 20 })).body
      .id;
    const { version } = await deployAndWait({ 'index.js': SLEEPER });
    await until('the first build', async () => (await versionStatus(version)) === 'active', 60);
    expect((await invoke({ n: 0 })).status).toBe(200);
  });

  afterAll(async () => {
    api?.kill('SIGKILL');
    worker?.kill('SIGKILL');
    for (const p of Object.values(proxies)) await p.stop();
    await db?.end();
    const lines = [
      'scenario | clients got | waited ms | answered | recorded | building left',
      ...table.map((r) =>
        [r.scenario, r.clients, r.waitedMs, r.answered, r.recorded, r.building].join(' | '),
      ),
    ];
    console.log(`fault suite\n${lines.join('\n')}`);
  });

  it('Keycloak down: valid tokens keep working; login and register are 503 within 5 s and leave no half account', async () => {
    const email = uniqueEmail('kc');
    const register = (address: string) =>
      request(
        'POST',
        '/api/auth/register',
        { email: address, password: PASSWORD, first_name: 'A', last_name: 'B' },
        '',
      );
    expect((await register(email)).status).toBe(201);
    const session = (await login(email)).body as { access_token: string; refresh_token: string };
    const unused = session.access_token; // never checked yet: not in any cache
    const other = uniqueEmail('kc-reg');
    await proxies.keycloak.cut();
    try {
      const listed = await request('GET', '/api/functions', undefined, unused);
      expect(listed.status).toBe(200);
      // Signed with a key the api never saw (a rotation during the outage): it cannot be judged.
      const rotated = await request(
        'GET',
        '/api/functions',
        undefined,
        await tokenOfUnknownKey(`http://127.0.0.1:${proxies.keycloak.port}`),
      );
      expect(rotated).toMatchObject({
        status: 503,
        body: { error: 'Service unavailable', details: 'identity provider unavailable, try again later' },
      });
      const loginDown = await login(email);
      expect(loginDown).toMatchObject({
        status: 503,
        body: { details: 'identity provider unavailable, try again later' },
      });
      const reg = await register(other);
      expect(reg).toMatchObject({
        status: 503,
        body: { details: 'identity provider unavailable, try again later' },
      });
      const refresh = await request(
        'POST',
        '/api/auth/refresh',
        { refresh_token: session.refresh_token },
        '',
      );
      const logout = await request(
        'POST',
        '/api/auth/logout',
        { refresh_token: session.refresh_token },
        unused,
      );
      expect([refresh.status, logout.status]).toEqual([503, 503]);
      expect(Math.max(loginDown.ms, reg.ms, refresh.ms, logout.ms)).toBeLessThan(5000);
      expect((await db.query('SELECT 1 FROM users WHERE email = $1', [other])).rowCount).toBe(0);
      table.push({
        scenario: 'keycloak down',
        clients: `token ${listed.status}, rotated-key token ${rotated.status}, login/register/refresh/logout ${loginDown.status}/${reg.status}/${refresh.status}/${logout.status}`,
        waitedMs: Math.max(listed.ms, loginDown.ms, reg.ms, refresh.ms, logout.ms),
        answered: 0,
        recorded: 0,
        building: await building(),
      });
    } finally {
      await proxies.keycloak.restore();
    }
    expect((await register(other)).status).toBe(201);
  });

  it('Redis down: requests are 503 within 2 s, /health is degraded, and both apps recover on their own', async () => {
    await proxies.apiRedis.cut();
    await proxies.workerRedis.cut();
    try {
      const list = await request('GET', '/api/functions');
      const inv = await invoke({ n: 1 });
      const health = await fetch(`${BASE}/health`);
      expect({ list: list.status, invoke: inv.status, health: health.status }).toEqual({
        list: 503,
        invoke: 503,
        health: 503,
      });
      expect(((await health.json()) as { checks: Record<string, string> }).checks.redis).toBe('down');
      expect(Math.max(list.ms, inv.ms)).toBeLessThan(2000);
      expect(list.body).toEqual({
        error: 'Service unavailable',
        details: 'redis unavailable, try again later',
      });
      table.push({
        scenario: 'redis down',
        clients: `list ${list.status}, invoke ${inv.status}`,
        waitedMs: Math.max(list.ms, inv.ms),
        answered: 0,
        recorded: 0,
        building: await building(),
      });
    } finally {
      await proxies.apiRedis.restore();
      await proxies.workerRedis.restore();
    }
    await waitFor(`${BASE}/health`, 30);
    await waitFor(`http://127.0.0.1:${WORKER_PORT}/health`, 30);
    await until('an invocation after Redis is back', async () => (await invoke({ n: 2 })).status === 200, 30);
  });

  it('an invocation whose caller was answered during a Redis outage never runs later', async () => {
    // Through the api: its reads wait until every answered execution is recorded.
    const executions = async () =>
      (await request('GET', `/api/functions/${fn}/executions?per_page=1`)).body.total as number;
    const before = await executions();
    const skips = () => logged('worker', 'skipped: its caller was answered already');
    const skipsBefore = skips(); // the log file is kept across runs
    await proxies.workerRedis.cut(); // no worker can pick it up
    const pending = invoke({ n: 3 });
    await until('the job queued', async () => jobsIn('wait') > 0, 10);
    const answerBy = waitingAnswerBy();
    expect(answerBy).toBeGreaterThan(Date.now());
    await proxies.apiRedis.cut(); // and the api cannot withdraw it
    const res = await pending;
    expect(res.status).toBe(503);
    await proxies.apiRedis.restore();
    // A worker taking the job past its answerBy and margin knows its caller was answered.
    await until(
      "past the job's answerBy and its margin",
      async () => Date.now() > answerBy + ANSWER_BY_MARGIN_MS,
    );
    await proxies.workerRedis.restore();
    await until('the worker skipping the stale job', async () => skips() > skipsBefore, 60);
    // The worker that skipped it frees its slot, once its command connection is back too (Leases).
    await until("the stale job's slot freed", async () => slotsHeld() === 0, 10);
    await waitFor(`${BASE}/health`, 30);
    const after = await executions();
    expect(after).toBe(before);
    table.push({
      scenario: 'caller answered, then redis back',
      clients: `invoke ${res.status}`,
      waitedMs: res.ms,
      answered: 0,
      recorded: after - before,
      building: await building(),
    });
  });

  it('a worker cut off from Redis: calls placed on it are withdrawn unrun after the pickup time, 503, their slots freed', async () => {
    const executions = async () =>
      (await request('GET', `/api/functions/${fn}/executions?per_page=1`)).body.total as number;
    const before = await executions();
    // Its liveness outlasts the pickup time: the calls are still placed on it, and they wait.
    await proxies.workerRedis.cut();
    const ns = [101, 102, 103, 104];
    let results: Awaited<ReturnType<typeof invoke>>[];
    try {
      results = await Promise.all(ns.map((n) => invoke({ n })));
      expect(results.map((r) => [r.status, r.body.details])).toEqual(
        results.map(() => [503, 'no worker picked up the invocation in time, try again later']),
      );
      expect(slotsHeld()).toBe(0);
    } finally {
      await proxies.workerRedis.restore();
    }
    await until('the worker serving again', async () => (await invoke({ n: 5 })).status === 200, 60);
    // The withdrawn calls never ran: only the calls made after are recorded.
    expect(await executions()).toBeGreaterThan(before);
    const withdrawn = await db.query(
      'SELECT count(*) FROM executions WHERE function_uuid = $1 AND input = ANY($2)',
      [fn, ns.map((n) => JSON.stringify({ n }))],
    );
    expect(Number(withdrawn.rows[0].count)).toBe(0);
    table.push({
      scenario: 'worker cut off from redis',
      clients: `invoke ${results.map((r) => r.status).join(',')}`,
      waitedMs: Math.max(...results.map((r) => r.ms)),
      answered: 0,
      recorded: Number(withdrawn.rows[0].count),
      building: await building(),
    });
  });

  it("PostgreSQL down: 503 for the api's requests; an invocation that ran is answered and recorded once it is back", async () => {
    await proxies.apiDb.cut();
    let list;
    try {
      list = await request('GET', '/api/functions/00000000-0000-4000-8000-000000000000');
      expect(list.status).toBe(503);
      expect(list.ms).toBeLessThan(3000);
    } finally {
      await proxies.apiDb.restore();
    }
    await proxies.workerDb.cut(); // the worker loses it at the moment of the write
    const ids: string[] = [];
    let res;
    try {
      res = await invoke({ n: 4 });
      expect(res.status).toBe(200);
      expect(res.body.result).toEqual({ ok: true, echo: 4 });
      const id = res.body.execution_id as string;
      ids.push(id);
      expect(await recorded(ids)).toBe(0);
      // Not in PostgreSQL yet, yet every read serves it at once, from the outbox (no waiting).
      const one = await request('GET', `/api/functions/${fn}/executions/${id}`);
      expect(one).toMatchObject({ status: 200, body: { execution: { uuid: id, status: 'success' } } });
      expect(one.ms).toBeLessThan(1000);
      const list = await request('GET', `/api/functions/${fn}/executions?per_page=1`);
      expect(list.body.executions[0].uuid).toBe(id);
      const total = list.body.total as number;
      expect(total).toBe(
        Number(
          (await db.query('SELECT count(*) FROM executions WHERE function_uuid = $1', [fn])).rows[0].count,
        ) + 1,
      );
      const stats = await request('GET', `/api/functions/${fn}/stats?period=1h`);
      expect(stats.body.invocations_count).toBeGreaterThanOrEqual(1);
      expect(stats.body.invocations_count).toBe(
        Number(
          (
            await db.query(
              `SELECT count(*) FROM executions WHERE function_uuid = $1 AND started_at > now() - interval '1 hour'`,
              [fn],
            )
          ).rows[0].count,
        ) + 1,
      );
    } finally {
      await proxies.workerDb.restore();
    }
    await until('the outbox flush', async () => (await recorded(ids)) === 1, 30);
    // Written: the read finds it once, from PostgreSQL, not twice.
    const listed = await request('GET', `/api/functions/${fn}/executions?per_page=100`);
    expect(listed.body.executions.filter((e: { uuid: string }) => e.uuid === ids[0])).toHaveLength(1);
    table.push({
      scenario: 'postgres down',
      clients: `api ${list.status}, invoke ${res.status}`,
      waitedMs: res.ms,
      answered: ids.length,
      recorded: await recorded(ids),
      building: await building(),
    });
  });

  it('a worker killed mid-invocation: the caller gets 503 within seconds, the invocation is recorded once, the slot is freed', async () => {
    const running = invoke({ n: 5, sleep: 15000 });
    await untilRunning();
    worker.kill('SIGKILL');
    const res = await running;
    expect(res.status).toBe(503);
    expect(res.body.details).toBe('the worker running the invocation was lost; it was not run again');
    expect(res.ms).toBeLessThan(15000); // before the function itself would have finished
    const rows = (
      await db.query(
        `SELECT status, error_message FROM executions WHERE function_uuid = $1 AND error_message LIKE 'the worker%'`,
        [fn],
      )
    ).rows;
    expect(rows).toEqual([
      { status: 'error', error_message: 'the worker running the invocation was lost; it was not run again' },
    ]);
    table.push({
      scenario: 'worker killed mid-invocation',
      clients: `invoke ${res.status}`,
      waitedMs: res.ms,
      answered: 0,
      recorded: rows.length,
      building: await building(),
    });
  });

  it('Redis loses its data while the worker is down: builds, deletions and schedules are rebuilt from PostgreSQL', async () => {
    // The worker is down (killed above): a deploy and a delete are queued but not taken.
    const { version } = await deployAndWait({ 'index.js': SLEEPER.replace('ok: true', 'ok: "v2"') });
    const doomed = (await request('POST', '/api/functions/init', { name: `doomed-${Date.now()}` })).body.id;
    expect((await request('DELETE', `/api/functions/${doomed}`)).status).toBe(200);
    // And a build already lost twice before: the third loss is the last.
    await db.query(
      `INSERT INTO deployments (function_uuid, version, image_tag, storage_key, runtime, status, build_attempts, created_at)
       VALUES ($1, 99, $2, 'functions/none/v99.tar.gz', 'node24', 'building', 3, now() - interval '1 minute')`,
      [fn, `fnhost/fn-${fn}:v99`],
    );
    execFileSync('redis-cli', ['-n', REDIS_DB, 'flushdb']); // the queue is gone
    await db.query(
      `UPDATE deployments SET created_at = now() - interval '1 minute' WHERE function_uuid = $1 AND version = $2`,
      [fn, version],
    );
    await db.query(`UPDATE functions SET updated_at = now() - interval '1 minute' WHERE uuid = $1`, [doomed]);
    const started = Date.now();
    await startWorker();
    await until('the lost build', async () => (await versionStatus(version)) === 'active', 90);
    await until('the build lost too often to fail', async () => (await versionStatus(99)) === 'failed', 60);
    expect(
      (await db.query('SELECT error FROM deployments WHERE function_uuid = $1 AND version = 99', [fn])).rows,
    ).toEqual([
      { error: 'the build was lost 3 times (a worker stopped, or the queue lost it); deploy again' },
    ]);
    await until(
      'the lost deletion',
      async () => (await db.query('SELECT 1 FROM functions WHERE uuid = $1', [doomed])).rowCount === 0,
      60,
    );
    const schedulers = Number(
      execFileSync('redis-cli', ['-n', REDIS_DB, 'zcard', 'bull:cleanup:repeat']).toString().trim(),
    );
    // Every schedule of the cleanup queue made again (the stale scan, deletions, executions' retention).
    expect(schedulers).toBe(Object.keys(SCHEDULES).length);
    const after = await invoke({ n: 6 });
    expect(after.body.result).toEqual({ ok: 'v2', echo: 6 });
    table.push({
      scenario: 'redis data lost',
      clients: 'build active, delete done',
      waitedMs: Date.now() - started,
      answered: 1,
      recorded: await recorded([after.body.execution_id]),
      building: await building(),
    });
  });

  it('a build on a worker killed mid-build finishes on the next worker within 2 minutes', async () => {
    const started = Date.now();
    const { version } = await deployAndWait({ 'index.js': SLEEPER.replace('ok: true', 'ok: "v3"') });
    await until('the build running', async () => jobsIn('active', 'deploy') > 0, 30);
    worker.kill('SIGKILL');
    await startWorker();
    await until('the build on the new worker', async () => (await versionStatus(version)) === 'active', 120);
    table.push({
      scenario: 'worker killed mid-build',
      clients: 'build active',
      waitedMs: Date.now() - started,
      answered: 0,
      recorded: 0,
      building: await building(),
    });
  });

  it('SIGTERM: the worker and the api finish what is in flight, then exit', async () => {
    const ids: string[] = [];
    const onWorker = invoke({ n: 7, sleep: 2000 });
    await untilRunning();
    worker.kill('SIGTERM');
    const first = await onWorker;
    expect(first.body).toMatchObject({ status: 'success', result: { echo: 7 } });
    ids.push(first.body.execution_id);
    expect(await exited(worker)).toBe(0);
    await startWorker();
    await invoke({ n: 8 }); // warm again
    const onApi = invoke({ n: 9, sleep: 2000 });
    await untilRunning();
    api.kill('SIGTERM');
    const second = await onApi;
    expect(second.body).toMatchObject({ status: 'success', result: { echo: 9 } });
    ids.push(second.body.execution_id);
    expect(await exited(api)).toBe(0);
    await startApi();
    table.push({
      scenario: 'sigterm worker, then api',
      clients: `invoke ${first.status}, ${second.status}`,
      waitedMs: Math.max(first.ms, second.ms),
      answered: ids.length,
      recorded: await recorded(ids),
      building: await building(),
    });
  });

  it('SIGTERM: the api waits for a call whose client has gone before closing Redis under it', async () => {
    const unreachable = () => logged('api', 'unreachable:');
    const unreachableBefore = unreachable(); // the log file is kept across runs
    const sent = new Date();
    const client = new AbortController();
    const abandoned = fetch(`${BASE}/api/functions/${fn}/invoke`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ body: { n: 10, sleep: 2000, abandoned: true } }),
      signal: client.signal,
    }).catch(() => null);
    await untilRunning();
    client.abort();
    expect(await abandoned).toBeNull();
    api.kill('SIGTERM');
    expect(await exited(api)).toBe(0);
    const exitedAt = Date.now();
    await startApi();
    // Its handler got the worker's answer, so the api stopped only after the call ended.
    const run = async () =>
      (
        await db.query(
          'SELECT status, completed_at FROM executions WHERE function_uuid = $1 AND started_at >= $2',
          [fn, sent],
        )
      ).rows[0] as { status: string; completed_at: Date } | undefined;
    await until('the abandoned call recorded', async () => Boolean((await run())?.completed_at), 10);
    const { status, completed_at } = (await run())!;
    expect(status).toBe('success');
    expect(exitedAt).toBeGreaterThanOrEqual(completed_at.getTime());
    expect(unreachable()).toBe(unreachableBefore);
  });

  it('over the whole suite: every answered invocation is recorded, no deployment is left building', async () => {
    // Records reach PostgreSQL just after their answers (the recorders write them in batches).
    await until(
      'every answered invocation recorded',
      async () => (await recorded(answeredIds)) === answeredIds.length,
      10,
    );
    expect(await recorded(answeredIds)).toBe(answeredIds.length);
    expect(await building()).toBe(0);
    table.push({
      scenario: 'total',
      clients: '',
      waitedMs: 0,
      answered: answeredIds.length,
      recorded: await recorded(answeredIds),
      building: await building(),
    });
  });
});
