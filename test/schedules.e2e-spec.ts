import { KEYS } from '@fnhost/redis';
import { ChildProcess } from 'child_process';
import IORedis from 'ioredis';
import { call, expectError } from './support/http';
import { testDb } from './support/fixtures';
import { deployActive, initFunction, twoUsersAndAFunction } from './support/functions';
import { port, portOf, spawnApp, TEST_ENV, waitFor } from './support/stack';
import { until } from './support/wait';

const HANDLER = `exports.handler = async (e) => { console.log('tick ' + JSON.stringify(e)); return { ok: true }; };\n`;

type Schedule = {
  id: string;
  cron: string;
  timezone: string;
  body: Record<string, unknown>;
  enabled: boolean;
  next_run_at: string | null;
  last_run_at: string | null;
};

/** The function's scheduled executions, once there are at least `n` (polled, 90 s at most). */
async function scheduledRuns(token: string, fn: string, n: number, seconds = 90) {
  for (const started = Date.now(); Date.now() - started < seconds * 1000;) {
    const res = await call<{ executions: { uuid: string; status: string; trigger: string }[] }>(
      'GET',
      `/api/functions/${fn}/executions?trigger=schedule&per_page=100`,
      { token },
    );
    if (res.body.executions.length >= n) return res.body.executions;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`fewer than ${n} scheduled runs of ${fn}`);
}

describe('schedules', () => {
  let token: string;
  let other: string;
  let fn: string;
  beforeAll(async () => {
    ({ token, other, fn } = await twoUsersAndAFunction({ 'index.js': HANDLER }));
  });
  /** A schedule's clock is its next_run_at: set, it is due as if that time had come. */
  const dueAt = async (id: string, at: string) => {
    const db = await testDb();
    try {
      await db.query(`UPDATE schedules SET next_run_at = ${at} WHERE uuid = $1`, [id]);
    } finally {
      await db.end();
    }
  };

  it('creates, lists, pauses, resumes and deletes a schedule', async () => {
    const created = await call<Schedule>('POST', `/api/functions/${fn}/schedules`, {
      token,
      json: { cron: '@daily', timezone: 'Europe/Paris', body: { job: 'report' } },
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(String),
      cron: '@daily',
      timezone: 'Europe/Paris',
      body: { job: 'report' },
      enabled: true,
      next_run_at: expect.any(String),
      last_run_at: null,
      alias: 'latest',
      created_at: expect.any(String),
    });
    // Midnight in Paris is 23:00 or 22:00 UTC.
    expect(new Date(created.body.next_run_at!).getUTCHours()).toBeGreaterThanOrEqual(22);
    const id = created.body.id;
    const paused = await call<Schedule>('PATCH', `/api/functions/${fn}/schedules/${id}`, {
      token,
      json: { enabled: false },
    });
    expect(paused.body).toMatchObject({ enabled: false, next_run_at: null, cron: '@daily' });
    const resumed = await call<Schedule>('PATCH', `/api/functions/${fn}/schedules/${id}`, {
      token,
      json: { enabled: true, cron: '30 6 * * 1' },
    });
    expect(resumed.body).toMatchObject({
      enabled: true,
      cron: '30 6 * * 1',
      next_run_at: expect.any(String),
    });
    const list = await call<{ schedules: Schedule[] }>('GET', `/api/functions/${fn}/schedules`, { token });
    expect(list.body.schedules.map((s) => s.id)).toEqual([id]);
    expect((await call('DELETE', `/api/functions/${fn}/schedules/${id}`, { token })).body).toEqual({
      message: 'schedule deleted',
    });
    expectError(await call('DELETE', `/api/functions/${fn}/schedules/${id}`, { token }), 404, 'Not found');
  });

  it('a one-minute schedule fires exactly once a minute with two workers', async () => {
    const second: ChildProcess = spawnApp('worker', { WORKER_PORT: portOf(3187), NODE_NAME: 'second' });
    try {
      await waitFor(`http://127.0.0.1:${port(3187)}/health`);
      const f = await initFunction(token);
      await deployActive(token, f, { 'index.js': HANDLER });
      const s = await call<Schedule>('POST', `/api/functions/${f}/schedules`, {
        token,
        json: { cron: '* * * * *', body: { n: 1 } },
      });
      // Due now rather than at the next minute's start (up to a minute away): both workers look.
      await dueAt(s.body.id, 'now()');
      const [run] = await scheduledRuns(token, f, 1);
      // The run and the schedule's move to its next minute are one transaction: once it moved, no
      // worker can fire this minute again, so the runs seen then are all there will be.
      const minute = (await call<Schedule>('GET', `/api/functions/${f}/schedules`, { token }))
        .body as unknown as {
        schedules: Schedule[];
      };
      expect(new Date(minute.schedules[0].next_run_at!).getTime()).toBeGreaterThan(Date.now());
      expect((await scheduledRuns(token, f, 1)).map((r) => r.uuid)).toEqual([run.uuid]);
      expect(minute.schedules[0].last_run_at).not.toBeNull();
      await call('PATCH', `/api/functions/${f}/schedules/${s.body.id}`, { token, json: { enabled: false } });
    } finally {
      second.kill('SIGTERM');
    }
  }, 120_000);

  it('runs missed while no worker fired fire once, not as a backlog; the function is not stale', async () => {
    const f = await initFunction(token);
    await deployActive(token, f, { 'index.js': HANDLER });
    const s = await call<Schedule>('POST', `/api/functions/${f}/schedules`, {
      token,
      json: { cron: '*/5 * * * *' },
    });
    const db = await testDb();
    try {
      // As after an outage of an hour: twelve runs were due.
      await dueAt(s.body.id, "now() - interval '1 hour'");
      await scheduledRuns(token, f, 1);
      // Moved past now in the run's own transaction: nothing more is due, so no backlog can follow.
      const [after] = (
        await call<{ schedules: Schedule[] }>('GET', `/api/functions/${f}/schedules`, { token })
      ).body.schedules;
      expect(new Date(after.next_run_at!).getTime()).toBeGreaterThan(Date.now());
      expect(await scheduledRuns(token, f, 1)).toHaveLength(1);
      for (const started = Date.now(); ;) {
        const { rows } = await db.query(`SELECT last_invoked_at FROM functions WHERE uuid = $1`, [f]);
        if (rows[0].last_invoked_at) break;
        if (Date.now() - started > 30_000) throw new Error('a scheduled run did not count as an invocation');
        await new Promise((r) => setTimeout(r, 200));
      }
    } finally {
      await db.end();
    }
  });

  it("a run over its owner's rate window waits for the window without spending an attempt, then runs", async () => {
    const f = await initFunction(token);
    await deployActive(token, f, { 'index.js': HANDLER });
    const s = await call<Schedule>('POST', `/api/functions/${f}/schedules`, {
      token,
      json: { cron: '@daily' },
    });
    const db = await testDb();
    const redis = new IORedis(TEST_ENV.REDIS_URL);
    try {
      const [{ user_id }] = (await db.query(`SELECT user_id FROM functions WHERE uuid = $1`, [f])).rows;
      // The owner's minute window refuses for the next 5 s, as after a burst of requests.
      await redis.set(KEYS.rateHits('default', `user:${user_id}`), '1000000000', 'PX', 5000);
      await db.query(`UPDATE schedules SET next_run_at = now() WHERE uuid = $1`, [s.body.id]);
      const event = async () =>
        (
          await db.query(
            `SELECT ev.state, ev.attempts, ev.door, e.status, ev.run_after > now() AS later,
               ev.run_after - ev.created_at >= interval '2 seconds' AS past_block
             FROM async_events ev JOIN executions e ON e.uuid = ev.execution_uuid WHERE ev.function_uuid = $1`,
            [f],
          )
        ).rows[0];
      await until(
        'the run accepted, and delayed past the block',
        async () => (await event())?.later === true,
        10,
      );
      expect(await event()).toMatchObject({
        state: 'queued',
        attempts: 0,
        door: 'schedule',
        status: 'queued',
        past_block: true,
      });
      await until('the run done', async () => (await event())?.state === 'done', 15);
      expect(await event()).toMatchObject({ attempts: 1, status: 'success' });
    } finally {
      redis.disconnect();
      await db.end();
    }
  });

  it('refuses bad schedules with the documented errors', async () => {
    const post = (json: unknown, t = token) =>
      call('POST', `/api/functions/${fn}/schedules`, { token: t, json });
    // The field rules: apps/api/src/schedules/schedules.spec.ts. Here, one of each kind through the stack.
    for (const [json, field] of [
      [{ cron: '* * * * * *' }, /cron: must have 5 fields/],
      [{ cron: '@hourly', every: 5 }, /every/],
      [{ cron: '@hourly', alias: 'nope' }, /^alias: function .* has no alias nope$/],
      [{ cron: '@hourly', alias: 'Prod' }, /^alias: must match/],
    ] as const)
      expectError(await post(json), 400, 'Invalid request', field);
    expectError(await post({ cron: '@hourly' }, other), 404, 'Not found');
    const f = await initFunction(token);
    for (let i = 0; i < 10; i++)
      expect(
        (
          await call('POST', `/api/functions/${f}/schedules`, {
            token,
            json: { cron: '@hourly', enabled: false },
          })
        ).status,
      ).toBe(201);
    expectError(
      await call('POST', `/api/functions/${f}/schedules`, { token, json: { cron: '@hourly' } }),
      409,
      'Conflict',
      /at most 10/,
    );
    expectError(
      await call('PATCH', `/api/functions/${fn}/schedules/00000000-0000-4000-8000-000000000000`, {
        token,
        json: { enabled: false },
      }),
      404,
      'Not found',
    );
    expect(
      (await call<{ schedules: unknown[] }>('GET', `/api/functions/${fn}/schedules`, { token })).body
        .schedules,
    ).toEqual([]);
  });
});
