import { ChildProcess, spawn } from 'child_process';
import { call, expectError } from './support/http';
import { newUserToken } from './support/fixtures';
import { deployActive, initFunction } from './support/functions';
import { processEnv, spawnApp, waitFor } from './support/stack';

/** Fails when the event says so, logs its attempt, sleeps when asked. */
const HANDLER = `exports.handler = async (e) => {
  console.log('attempt at ' + Date.now());
  if (e.ms) await new Promise((r) => setTimeout(r, e.ms));
  if (e.fail) throw new Error('boom');
  return { ok: true, n: e.n ?? null };
};\n`;

type Execution = {
  uuid: string;
  status: string;
  trigger: string;
  attempts: number;
  invocation: { error_message: string | null };
  logs: { message: string }[];
};

const asyncInvoke = (
  token: string,
  id: string,
  body: unknown,
  headers: Record<string, string> = {},
  base?: string,
) =>
  call<{ execution_id: string; status: string }>('POST', `/api/functions/${id}/invoke`, {
    token,
    json: { body },
    headers: { prefer: 'respond-async', ...headers },
    base,
  });

/** The execution once `done` says so (polled every 100 ms, 30 s at most). */
async function executionWhen(
  token: string,
  id: string,
  exec: string,
  done: (e: Execution) => boolean,
  base?: string,
) {
  for (const started = Date.now(); Date.now() - started < 30_000;) {
    const res = await call<{ execution: Execution }>('GET', `/api/functions/${id}/executions/${exec}`, {
      token,
      base,
    });
    if (res.status === 200 && done(res.body.execution)) return res.body.execution;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`execution ${exec} never reached the state awaited`);
}
const finished = (e: Execution) => e.status !== 'queued' && e.status !== 'running';

describe('asynchronous invocations', () => {
  let token: string;
  let other: string;
  let fn: string;
  beforeAll(async () => {
    token = (await newUserToken()).token;
    other = (await newUserToken()).token;
    fn = await initFunction(token);
    await deployActive(token, fn, { 'index.js': HANDLER });
  });

  it('answers 202 with the execution, which runs and can be read while queued and after', async () => {
    const res = await asyncInvoke(token, fn, { n: 7 });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ execution_id: expect.any(String), status: 'queued' });
    const id = res.body.execution_id;
    expect(res.headers.get('location')).toBe(`/api/functions/${fn}/executions/${id}`);
    expect(res.headers.get('preference-applied')).toBe('respond-async');
    const e = await executionWhen(token, fn, id, finished);
    expect(e).toMatchObject({ status: 'success', trigger: 'async', attempts: 1 });
    const asyncOnes = await call<{ executions: { uuid: string; trigger: string }[] }>(
      'GET',
      `/api/functions/${fn}/executions?trigger=async&status=success&per_page=100`,
      { token },
    );
    expect(asyncOnes.body.executions.map((x) => x.uuid)).toContain(id);
    expect(asyncOnes.body.executions.every((x) => x.trigger === 'async')).toBe(true);
    const syncOnes = await call<{ executions: { uuid: string }[] }>(
      'GET',
      `/api/functions/${fn}/executions?trigger=sync`,
      { token },
    );
    expect(syncOnes.body.executions.map((x) => x.uuid)).not.toContain(id);
  });

  it('retries a failure with growing delays, records every attempt, then keeps it as a dead letter to redrive', async () => {
    const f = await initFunction(token);
    await deployActive(token, f, { 'index.js': HANDLER });
    const cfg = await call('PUT', `/api/functions/${f}/async-config`, {
      token,
      json: { max_retries: 2, max_event_age_s: 600 },
    });
    expect(cfg.body).toEqual({ max_retries: 2, max_event_age_s: 600 });
    expect((await call('GET', `/api/functions/${f}/async-config`, { token })).body).toEqual(cfg.body);
    const id = (await asyncInvoke(token, f, { fail: true })).body.execution_id;
    const e = await executionWhen(token, f, id, finished);
    expect(e).toMatchObject({
      status: 'error',
      attempts: 3,
      invocation: { error_message: expect.stringMatching(/boom/) },
    });
    // Each attempt logged its time: retries come after 500 ms, then 1 s (+-20%).
    const times = e.logs
      .filter((l) => l.message.startsWith('attempt at '))
      .map((l) => Number(l.message.slice(11)));
    expect(times).toHaveLength(3);
    expect(times[1] - times[0]).toBeGreaterThanOrEqual(400);
    expect(times[2] - times[1]).toBeGreaterThanOrEqual(800);

    const dead = await call<{
      dead_letters: { execution_id: string; attempts: number; body: unknown }[];
      total: number;
    }>('GET', `/api/functions/${f}/dead-letters`, { token });
    expect(dead.body).toMatchObject({ total: 1, page: 1, has_next: false });
    expect(dead.body.dead_letters[0]).toMatchObject({ execution_id: id, attempts: 3, body: { fail: true } });

    // Fixed, then redriven: a new execution that runs the same event.
    await deployActive(token, f, { 'index.js': HANDLER.replace("if (e.fail) throw new Error('boom');", '') });
    const redrive = await call<{ execution_id: string; redrive_of: string }>(
      'POST',
      `/api/functions/${f}/dead-letters/${id}/redrive`,
      { token },
    );
    expect(redrive.status).toBe(202);
    expect(redrive.body).toMatchObject({ status: 'queued', redrive_of: id });
    expect(await executionWhen(token, f, redrive.body.execution_id, finished)).toMatchObject({
      status: 'success',
      attempts: 1,
    });
    expect((await call('GET', `/api/functions/${f}/dead-letters`, { token })).body).toMatchObject({
      total: 0,
    });
    expectError(
      await call('POST', `/api/functions/${f}/dead-letters/${id}/redrive`, { token }),
      404,
      'Not found',
    );
  });

  it('a dead letter can be deleted; max_retries 0 makes the first failure final', async () => {
    const f = await initFunction(token);
    await deployActive(token, f, { 'index.js': HANDLER });
    await call('PUT', `/api/functions/${f}/async-config`, {
      token,
      json: { max_retries: 0, max_event_age_s: 60 },
    });
    const id = (await asyncInvoke(token, f, { fail: true })).body.execution_id;
    expect(await executionWhen(token, f, id, finished)).toMatchObject({ status: 'error', attempts: 1 });
    expect((await call('DELETE', `/api/functions/${f}/dead-letters/${id}`, { token })).status).toBe(204);
    expectError(await call('GET', `/api/functions/${f}/executions/${id}`, { token }), 404, 'Not found');
    expectError(await call('DELETE', `/api/functions/${f}/dead-letters/${id}`, { token }), 404, 'Not found');
  });

  it('an Idempotency-Key repeated answers the first execution and runs nothing more', async () => {
    const key = `order-${Date.now()}`;
    const first = await asyncInvoke(token, fn, { n: 1 }, { 'idempotency-key': key });
    const again = await asyncInvoke(token, fn, { n: 2 }, { 'idempotency-key': key });
    expect(again.status).toBe(202);
    expect(again.body.execution_id).toBe(first.body.execution_id);
    await executionWhen(token, fn, first.body.execution_id, finished);
    const other = await asyncInvoke(token, fn, { n: 3 }, { 'idempotency-key': `${key}-b` });
    expect(other.body.execution_id).not.toBe(first.body.execution_id);
  });

  it('events beyond the concurrency limit wait for a slot without spending an attempt', async () => {
    const f = await initFunction(token);
    await deployActive(token, f, { 'index.js': HANDLER });
    // MAX_CONCURRENT_EXECUTIONS is 10 in the test stack: 14 events of 1.5 s.
    const ids = await Promise.all(
      Array.from({ length: 14 }, async () => (await asyncInvoke(token, f, { ms: 1500 })).body.execution_id),
    );
    const done = await Promise.all(ids.map((id) => executionWhen(token, f, id, finished)));
    expect(done.map((e) => [e.status, e.attempts])).toEqual(ids.map(() => ['success', 1]));
  });

  it('refuses bad input with the documented errors and records nothing', async () => {
    expectError(
      await asyncInvoke(token, fn, {}, { 'idempotency-key': 'x'.repeat(256) }),
      400,
      'Invalid request',
      /Idempotency-Key/,
    );
    expectError(
      await asyncInvoke(token, fn, { big: 'x'.repeat(300 * 1024) }),
      413,
      'Payload too large',
      /at most/,
    );
    expectError(await asyncInvoke(other, fn, {}), 404, 'Not found');
    expectError(await asyncInvoke(token, fn, 'text'), 400, 'Invalid request', /body/);
    for (const [json, field] of [
      [{ max_retries: 9, max_event_age_s: 600 }, /max_retries/],
      [{ max_retries: 1, max_event_age_s: 10 }, /max_event_age_s/],
      [{ max_retries: 'two', max_event_age_s: 600 }, /max_retries/],
      [{ max_retries: 1 }, /max_event_age_s/],
    ] as const)
      expectError(
        await call('PUT', `/api/functions/${fn}/async-config`, { token, json }),
        400,
        'Invalid request',
        field,
      );
    expectError(
      await call('PUT', `/api/functions/${fn}/async-config`, {
        token: other,
        json: { max_retries: 1, max_event_age_s: 600 },
      }),
      404,
      'Not found',
    );
    expectError(await call('GET', `/api/functions/${fn}/dead-letters`, { token: other }), 404, 'Not found');
    expectError(
      await call('GET', `/api/functions/${fn}/executions?status=lost`, { token }),
      400,
      'Invalid request',
      /status/,
    );
    expectError(
      await call('GET', `/api/functions/${fn}/executions?trigger=cron`, { token }),
      400,
      'Invalid request',
      /trigger/,
    );
    expect((await call('GET', `/api/functions/${fn}/async-config`, { token })).body).toEqual({
      max_retries: 2,
      max_event_age_s: 21600,
    });
  });

  describe('faults, on a stack of its own with a Redis of its own', () => {
    const REDIS_PORT = 6391;
    const BASE = 'http://127.0.0.1:3182';
    let redis: ChildProcess;
    let api: ChildProcess;
    let worker: ChildProcess;
    const stackEnv = { REDIS_URL: `redis://127.0.0.1:${REDIS_PORT}/0` };
    const startWorker = async () => {
      worker = spawnApp('worker', { ...stackEnv, WORKER_PORT: '3183' });
      await waitFor('http://127.0.0.1:3183/health');
    };
    const exited = (child: ChildProcess) =>
      new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)));

    beforeAll(async () => {
      redis = spawn(
        'redis-server',
        ['--port', String(REDIS_PORT), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        {
          stdio: 'ignore',
          env: processEnv(),
        },
      );
      api = spawnApp('api', { ...stackEnv, PORT: '3182' });
      await waitFor(`${BASE}/health`);
    });
    afterAll(async () => {
      for (const child of [api, worker, redis]) child?.kill('SIGKILL');
    });

    it('an event accepted just before Redis loses everything still runs', async () => {
      // No worker yet: the event waits in Redis, which then loses it.
      const id = (await asyncInvoke(token, fn, { n: 42 }, {}, BASE)).body.execution_id;
      const flushed = spawn('redis-cli', ['-p', String(REDIS_PORT), 'FLUSHALL']);
      await exited(flushed);
      await startWorker();
      expect(await executionWhen(token, fn, id, finished, BASE)).toMatchObject({
        status: 'success',
        attempts: 1,
      });
    });

    it('an attempt whose worker is killed is counted, retried, and never runs more than max_retries + 1 times', async () => {
      const f = await initFunction(token, { timeout: 3 });
      await deployActive(token, f, { 'index.js': HANDLER });
      await call('PUT', `/api/functions/${f}/async-config`, {
        token,
        json: { max_retries: 1, max_event_age_s: 600 },
      });
      if (!worker) await startWorker();
      const id = (await asyncInvoke(token, f, { ms: 60_000 }, {}, BASE)).body.execution_id;
      await executionWhen(token, f, id, (e) => e.status === 'running', BASE);
      worker.kill('SIGKILL');
      await exited(worker);
      await startWorker();
      // Attempt 1 is counted lost once its time passed (timeout 3 s + 2 s margin in the tests), attempt
      // 2 times out: both attempts recorded, then a dead letter; never a third.
      const e = await executionWhen(token, f, id, finished, BASE);
      expect(e).toMatchObject({ status: 'timeout', attempts: 2 });
      const dead = await call<{ dead_letters: { execution_id: string }[] }>(
        'GET',
        `/api/functions/${f}/dead-letters`,
        { token, base: BASE },
      );
      expect(dead.body.dead_letters.map((d) => d.execution_id)).toEqual([id]);
    }, 90_000);
  });
});
