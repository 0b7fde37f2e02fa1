import { DEFAULT_RUNTIME, findRuntime } from '@fnhost/runtime';
import Docker from 'dockerode';
import { existsSync, mkdirSync, rmSync, utimesSync, writeFileSync } from 'fs';
import * as path from 'path';
import { call, expectError } from './support/http';
import { initFunction, invoke, twoUsersAndAFunction } from './support/functions';
import { processEnv, readState, replaceWorker, WORKER } from './support/stack';
import { testDb } from './support/fixtures';
import { until, untilInFlight } from './support/wait';

/** Infrastructure behaviour; what a handler sees, per runtime, is runtimes.e2e-spec.ts. */
const HANDLER = `exports.handler = async (event) => {
  console.log('invoked', JSON.stringify(event));
  if (event.loop) { while (true) {} }
  if (event.sleep) await new Promise((r) => setTimeout(r, event.sleep));
  return { echo: event };
};
`;

const docker = new Docker({ socketPath: '/run/podman/podman.sock' });

describe('invocation', () => {
  let token: string;
  let other: string;
  let fn: string;
  beforeAll(async () => {
    ({ token, other, fn } = await twoUsersAndAFunction({ 'index.js': HANDLER }, { timeout: 3, memory: 64 }));
  });

  it("a call in flight when a sibling's timeout replaces the container ends as error and is not run again", async () => {
    expect((await invoke(token, fn, { warm: 1 })).body.status).toBe('success');
    const looping = invoke(token, fn, { loop: true }); // times out at 3 s: its container goes
    await untilInFlight(WORKER);
    // A second into the loop: the sibling is still running at the loop's timeout (3 s), and its
    // own timeout comes after that one. The passing of time is what this case is about.
    await new Promise((r) => setTimeout(r, 1000));
    const sibling = await invoke(token, fn, { sleep: 2500 }); // still running at 3 s
    expect((await looping).body.status).toBe('timeout');
    // Re-running it on a fresh container would have answered success after 2.5 s more.
    expect(sibling.body).toMatchObject({
      status: 'error',
      error_message:
        'function process crashed (the container was replaced after a concurrent invocation timed out)',
    });
    expect((await invoke(token, fn, { n: 4 })).body.status).toBe('success');
  });

  it("a container removed behind the worker's back is replaced, and the invocation still succeeds", async () => {
    expect((await invoke(token, fn, { warm: 1 })).body.status).toBe('success');
    const warm = await docker.listContainers({ filters: { name: [`fnhost-${fn}-`] } });
    expect(warm.length).toBeGreaterThan(0);
    for (const c of warm) await docker.getContainer(c.Id).remove({ force: true });
    const res = await invoke(token, fn, { after: 'removal' });
    expect(res.body).toMatchObject({ status: 'success', result: { echo: { after: 'removal' } } });
    expect(await docker.listContainers({ filters: { name: [`fnhost-${fn}-`] } })).toHaveLength(1);
  });

  it('11 concurrent slow invocations: exactly one 429, ten successes', async () => {
    const replies = await Promise.all(Array.from({ length: 11 }, () => invoke(token, fn, { sleep: 1500 })));
    const statuses = replies.map((r) => r.status).sort();
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
    expectError(
      replies.find((r) => r.status === 429)!,
      429,
      'Too many requests',
      /concurrent execution limit reached/,
    );
    expect(replies.filter((r) => r.body.status === 'success')).toHaveLength(10);
    // The refusal is in the function's statistics (counts are written every 2 s), and in the
    // account's list of functions with its calls and error rate.
    const throttled = async () =>
      (await call<{ throttled_count: number }>('GET', `/api/functions/${fn}/stats?period=1h`, { token })).body
        .throttled_count;
    await until('the throttle counted', async () => (await throttled()) === 1, 10);
    const hourly = await call<{ data: { throttled_count: number; p99_latency_ms: number | null }[] }>(
      'GET',
      `/api/functions/${fn}/stats/hourly?hours=1`,
      { token },
    );
    expect(hourly.body.data[0].throttled_count).toBe(1);
    expect(hourly.body.data[0].p99_latency_ms).toBeGreaterThan(1500);
    const all = await call<{ functions: { function_id: string }[] }>('GET', '/api/stats/functions', {
      token,
    });
    expect(all.body.functions.find((f) => f.function_id === fn)).toMatchObject({
      throttled_count: 1,
      invocations_count: expect.any(Number),
      error_rate: expect.any(Number),
    });
  });

  it('a worker killed mid-invocation leaves no slot taken, and its containers are swept once its liveness file is stale, whichever stack started them', async () => {
    // Containers of another stack's workers (another Redis): one dead (its liveness file two
    // minutes old), one alive (its file fresh for the test's length), one whose file's directory
    // this host does not have (no judge of it). Only the first is swept.
    const workersDir = path.join(processEnv().CODE_DIR ?? '/var/lib/fnhost/code', 'workers');
    const suffix = Date.now().toString(36);
    const foreign = {
      dead: `e2e-dead-${suffix}`,
      alive: `e2e-alive-${suffix}`,
      unseen: `e2e-unseen-${suffix}`,
    };
    mkdirSync(workersDir, { recursive: true });
    const fileOf = (worker: string) =>
      worker === foreign.unseen ? `/nonexistent-e2e/workers/${worker}` : path.join(workersDir, worker);
    const stamp = (worker: string, ms: number) => {
      writeFileSync(fileOf(worker), '');
      utimesSync(fileOf(worker), new Date(ms), new Date(ms));
    };
    stamp(foreign.dead, Date.now() - 120_000);
    stamp(foreign.alive, Date.now() + 600_000);
    const foreignIds: Record<string, string> = {};
    for (const worker of Object.values(foreign)) {
      const container = await docker.createContainer({
        Image: findRuntime(DEFAULT_RUNTIME)!.baseImage,
        Cmd: ['node', '-e', 'setTimeout(() => {}, 600000)'],
        Labels: { 'fnhost.worker': worker, 'fnhost.alive': fileOf(worker) },
      });
      await container.start();
      foreignIds[worker] = container.id;
    }
    const running = async (worker: string) =>
      (await docker.listContainers({ filters: { id: [foreignIds[worker]] } })).length === 1;

    const pending = invoke(token, fn, { sleep: 2500 });
    await untilInFlight(WORKER);
    process.kill(readState().workerPid, 'SIGKILL');
    // What the dead worker leaves running, for the sweep test below.
    const left = await docker.listContainers({ filters: { name: [`fnhost-${fn}-`] } });
    expect(left).toHaveLength(1);
    const deadWorker = left[0].Labels['fnhost.worker'];
    const lost = await pending;
    expectError(lost, 503, 'Service unavailable');
    await replaceWorker('SIGKILL'); // already dead: only starts the new one
    const replies = await Promise.all(Array.from({ length: 10 }, () => invoke(token, fn, { sleep: 300 })));
    expect(replies.map((r) => r.status)).toEqual(Array(10).fill(200));

    const leftBehind = () =>
      docker.listContainers({ all: true, filters: { label: [`fnhost.worker=${deadWorker}`] } });
    const deadline = Date.now() + 120_000;
    while (((await leftBehind()).length || (await running(foreign.dead))) && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 1000));
    expect(await leftBehind()).toEqual([]);
    expect(await running(foreign.dead)).toBe(false);
    expect([await running(foreign.alive), await running(foreign.unseen)]).toEqual([true, true]);
    for (const worker of [foreign.alive, foreign.unseen])
      await docker.getContainer(foreignIds[worker]).remove({ force: true });
    rmSync(fileOf(foreign.alive), { force: true });
    // The sweep took a minute: used again now, the live container is not idle past IDLE_TIMEOUT_S below.
    expect((await invoke(token, fn, { after: 'dead worker swept' })).body.status).toBe('success');
    const liveIds = (await docker.listContainers({ filters: { name: [`fnhost-${fn}-`] } })).map((c) => c.Id);
    expect(liveIds).toHaveLength(1);
    // A socket directory whose container is gone (removed behind the workers' backs), and one
    // that is too young to judge: the sweep removes the first only.
    const stray = '/run/fnhost/sockets/fnhost-stray-e2e';
    const young = '/run/fnhost/sockets/fnhost-young-e2e';
    for (const dir of [stray, young]) mkdirSync(dir, { recursive: true });
    utimesSync(stray, new Date(Date.now() - 120_000), new Date(Date.now() - 120_000));
    const strayDeadline = Date.now() + 30_000; // the sweep runs every 10 s
    while (existsSync(stray) && Date.now() < strayDeadline) await new Promise((r) => setTimeout(r, 1000));
    expect([existsSync(stray), existsSync(young)]).toEqual([false, true]);
    rmSync(young, { recursive: true, force: true });
    // The live worker's container is not touched: the next invocation is warm and succeeds.
    const live = await docker.listContainers({ filters: { name: [`fnhost-${fn}-`] } });
    expect(live.map((c) => c.Id)).toEqual(liveIds);
    expect((await invoke(token, fn, { after: 'sweep' })).body.status).toBe('success');
  }, 240000);

  it('a container idle past IDLE_TIMEOUT_S is stopped; the next invocation starts a fresh one', async () => {
    const containers = () => docker.listContainers({ all: true, filters: { name: [`fnhost-${fn}-`] } });
    await replaceWorker('SIGTERM', { IDLE_TIMEOUT_S: '10' });
    try {
      expect((await invoke(token, fn, { before: 'idle' })).body.status).toBe('success');
      const [first] = await containers();
      expect(first).toBeDefined();
      // Idle 10 s, then found by the next reap (every 10 s).
      const deadline = Date.now() + 45_000;
      while ((await containers()).length && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 500));
      expect(await containers()).toEqual([]);
      const res = await invoke(token, fn, { after: 'idle' });
      expect(res.body).toMatchObject({ status: 'success', result: { echo: { after: 'idle' } } });
      expect((await containers()).map((c) => c.Id)).not.toContain(first.Id);
    } finally {
      await replaceWorker('SIGTERM');
    }
  }, 90000);

  it('executions paginate newest first; bad params are refused, large ones clamped', async () => {
    const list = await call<{
      executions: { uuid: string; started_at: string; status: string }[];
      total: number;
    }>('GET', `/api/functions/${fn}/executions?per_page=2`, { token });
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ page: 1, per_page: 2, has_next: true });
    expect(list.body.total).toBeGreaterThan(10);
    expect(list.body.executions).toHaveLength(2);
    const [a, b] = list.body.executions;
    expect(Date.parse(a.started_at)).toBeGreaterThanOrEqual(Date.parse(b.started_at));
    expect(Object.keys(a).sort()).toEqual([
      'alias',
      'attempts',
      'completed_at',
      'duration_ms',
      'http_method',
      'http_path',
      'started_at',
      'status',
      'trigger',
      'uuid',
      'version',
    ]);
    expect(a).toMatchObject({ trigger: 'sync', attempts: 1, alias: 'latest', version: 1 });
    const statuses = (
      await call<{ executions: { status: string }[] }>(
        'GET',
        `/api/functions/${fn}/executions?per_page=500`,
        { token },
      )
    ).body;
    expect(statuses).toMatchObject({ per_page: 100 });
    expect(new Set(statuses.executions.map((e) => e.status))).toEqual(
      new Set(['success', 'error', 'timeout']),
    );
    for (const bad of ['per_page=-1', 'per_page=abc', 'page=0', 'page=1.5'])
      expectError(
        await call('GET', `/api/functions/${fn}/executions?${bad}`, { token }),
        400,
        'Invalid request',
      );
  });

  it("an execution's detail holds its input, result and version, from the outbox and from PostgreSQL alike; large ones are clipped", async () => {
    type Detail = {
      version: number | null;
      trigger: string;
      attempts: number;
      input: string | null;
      input_truncated: boolean;
      result: string | null;
      result_truncated: boolean;
      invocation: { error_message: string | null };
    };
    const db = await testDb();
    const detail = async (id: string) =>
      (await call<{ execution: Detail }>('GET', `/api/functions/${fn}/executions/${id}`, { token })).body
        .execution;
    const recorded = (id: string) =>
      until('the execution recorded', async () =>
        Boolean((await db.query('SELECT 1 FROM executions WHERE uuid = $1', [id])).rowCount),
      );
    try {
      const small = (await invoke(token, fn, { greeting: 'héllo' })).body.execution_id as string;
      const big = (await invoke(token, fn, { pad: 'é'.repeat(50_000) })).body.execution_id as string; // 100 KB
      const failed = (await invoke(token, fn, { loop: true })).body.execution_id as string;
      // At once (from wherever the record is), then from PostgreSQL: the same answer.
      for (const read of ['at once', 'recorded']) {
        if (read === 'recorded') for (const id of [small, big, failed]) await recorded(id);
        expect(await detail(small)).toMatchObject({
          version: 1,
          trigger: 'sync',
          attempts: 1,
          input: '{"greeting":"héllo"}',
          input_truncated: false,
          result: '{"echo":{"greeting":"héllo"}}',
          result_truncated: false,
        });
        const clipped = await detail(big);
        expect(clipped).toMatchObject({ input_truncated: true, result_truncated: true });
        for (const text of [clipped.input!, clipped.result!]) {
          expect(Buffer.byteLength(text)).toBeLessThanOrEqual(64 * 1024);
          expect(Buffer.byteLength(text)).toBeGreaterThan(64 * 1024 - 4);
          expect(text.endsWith('é')).toBe(true); // never half a character
        }
        expect(await detail(failed)).toMatchObject({
          input: '{"loop":true}',
          result: null,
          result_truncated: false,
          invocation: { error_message: expect.stringMatching(/timed out/) },
        });
      }
    } finally {
      await db.end();
    }
  });

  it('executions filter by status and by the time they started; a bad filter is 400', async () => {
    type List = { executions: { uuid: string; status: string; started_at: string }[]; total: number };
    const list = async (query: string) =>
      (await call<List>('GET', `/api/functions/${fn}/executions?per_page=100&${query}`, { token })).body;
    const errors = await list('status=timeout');
    expect(errors.total).toBeGreaterThan(0);
    expect(errors.executions.every((e) => e.status === 'timeout')).toBe(true);
    const before = new Date().toISOString();
    const late = (await invoke(token, fn, { late: true })).body.execution_id as string;
    const since = await list(`since=${encodeURIComponent(before)}`);
    expect(since.executions.map((e) => e.uuid)).toEqual([late]);
    const untilBefore = await list(`until=${encodeURIComponent(before)}`);
    expect(untilBefore.executions.map((e) => e.uuid)).not.toContain(late);
    expect(untilBefore.total + since.total).toBe((await list('')).total);
    expect((await list(`status=success&since=${encodeURIComponent(before)}`)).total).toBe(1);
    expect((await list(`status=error&since=${encodeURIComponent(before)}`)).total).toBe(0);
    for (const [bad, field] of [
      ['status=done', /status must be one of/],
      ['trigger=cron', /trigger must be one of/],
      ['since=today', /since must be an ISO 8601 timestamp/],
      ['until=2026-13-01', /until must be an ISO 8601 timestamp/],
      [`since=${encodeURIComponent(before)}&until=2000-01-01T00:00:00Z`, /until: must not be before since/],
    ] as const)
      expectError(
        await call('GET', `/api/functions/${fn}/executions?${bad}`, { token }),
        400,
        'Invalid request',
        field,
      );
  });

  it('logs: limit and since filter, oldest first', async () => {
    const all = await call<{ logs: { timestamp: string; message: string }[] }>(
      'GET',
      `/api/functions/${fn}/logs?limit=1000`,
      { token },
    );
    expect(all.status).toBe(200);
    expect(all.body.logs.length).toBeGreaterThan(20);
    const two = await call<{ logs: { timestamp: string }[] }>('GET', `/api/functions/${fn}/logs?limit=2`, {
      token,
    });
    expect(two.body.logs).toHaveLength(2);
    expect(two.body.logs[1].timestamp).toBe(all.body.logs[all.body.logs.length - 1].timestamp);
    const since = all.body.logs[all.body.logs.length - 3].timestamp;
    const recent = await call<{ logs: { timestamp: string }[] }>(
      'GET',
      `/api/functions/${fn}/logs?since=${encodeURIComponent(since)}`,
      { token },
    );
    expect(recent.body.logs.length).toBeGreaterThanOrEqual(3);
    expect(recent.body.logs.every((l) => l.timestamp >= since)).toBe(true);
    expect((await call('GET', `/api/functions/${fn}/logs?limit=5000`, { token })).status).toBe(200);
    for (const bad of [
      'limit=-5',
      'limit=ten',
      'since=yesterday',
      'until=soon',
      'q=',
      `q=${'x'.repeat(201)}`,
    ])
      expectError(await call('GET', `/api/functions/${fn}/logs?${bad}`, { token }), 400, 'Invalid request');
    expectError(
      await call(
        'GET',
        `/api/functions/${fn}/logs?since=${encodeURIComponent(since)}&until=2000-01-01T00:00:00Z`,
        {
          token,
        },
      ),
      400,
      'Invalid request',
      /until: must not be before since/,
    );
  });

  it('logs: a text filter (any case, % and _ taken literally) and an end time', async () => {
    const marker = `Needle_${Date.now()}%`;
    expect((await invoke(token, fn, { marker })).status).toBe(200);
    const found = async (q: string, extra = '') =>
      (
        await call<{ logs: { timestamp: string; message: string }[] }>(
          'GET',
          `/api/functions/${fn}/logs?q=${encodeURIComponent(q)}${extra}`,
          { token },
        )
      ).body.logs;
    const hits = await found(marker.toLowerCase());
    expect(hits.map((l) => l.message)).toEqual([expect.stringContaining(marker)]);
    expect(await found(marker.replace('_', 'x'))).toEqual([]); // "_" is no wildcard
    expect(await found('%%')).toEqual([]); // nor is "%"
    const before = new Date(Date.parse(hits[0].timestamp) - 1).toISOString();
    expect(await found(marker, `&until=${encodeURIComponent(before)}`)).toEqual([]);
    expect(await found(marker, `&until=${encodeURIComponent(hits[0].timestamp)}`)).toHaveLength(1);
  });

  it("another user's function and execution are 404", async () => {
    const mine = await invoke(token, fn, {});
    expectError(await invoke(other, fn, {}), 404, 'Not found');
    expectError(await call('GET', `/api/functions/${fn}/executions`, { token: other }), 404, 'Not found');
    expectError(
      await call('GET', `/api/functions/${fn}/executions/${mine.body.execution_id}`, { token: other }),
      404,
      'Not found',
    );
    expectError(await call('GET', `/api/functions/${fn}/logs`, { token: other }), 404, 'Not found');
    const otherFn = await initFunction(other);
    expectError(
      await call('GET', `/api/functions/${otherFn}/executions/${mine.body.execution_id}`, { token: other }),
      404,
      'Not found',
    );
  });

  it('a body that is not a JSON object is 400', async () => {
    const path = `/api/functions/${fn}/invoke`;
    expectError(
      await call('POST', path, { token, raw: '{"body": ' }),
      400,
      'Invalid request',
      /malformed JSON/,
    );
    expectError(await call('POST', path, { token, json: [1, 2] }), 400, 'Invalid request');
    expectError(
      await call('POST', path, { token, json: { body: [1, 2] } }),
      400,
      'Invalid request',
      /body: must be a JSON object/,
    );
    expectError(await call('POST', path, { token, json: { body: 'text' } }), 400, 'Invalid request', /body/);
    expectError(
      await call('POST', path, { token, json: { body: {}, extra: 1 } }),
      400,
      'Invalid request',
      /extra: unknown field/,
    );
    expectError(
      await call('POST', path, { token, raw: 'hello', headers: { 'content-type': 'text/plain' } }),
      415,
      'Unsupported media type',
    );
  });

  it('a function without an active deployment is 409', async () => {
    const fresh = await initFunction(token);
    expectError(await invoke(token, fresh, {}), 409, 'Conflict', /function is not ready \(status: init\)/);
  });

  it('a malformed function id is 400 and a deleted function is 404', async () => {
    expectError(await invoke(token, 'not-a-uuid', {}), 400, 'Invalid request');
    const doomed = await initFunction(token);
    expect((await call('DELETE', `/api/functions/${doomed}`, { token })).status).toBe(200);
    expectError(await invoke(token, doomed, {}), 404, 'Not found');
  });
});
