import { AcceptedEvent, AttemptAdmission, EventLedger, Leases } from '@fnhost/engine';
import { InvokeResult, JobQueue } from '@fnhost/queue';
import { KEYS } from '@fnhost/redis';
import { DelayedError, Job } from 'bullmq';
import type { PinoLogger } from 'nestjs-pino';
import { DataSource } from 'typeorm';
import {
  activeFunction,
  eventOf,
  intDataSource,
  intQuotas,
  intRedis,
} from '../../../../test/integration/services';
import { WorkerConfig } from '../config';
import { WorkerPresence } from '../containers/worker-presence';
import { InvokeService } from '../invoke/invoke.service';
import { AsyncAttempts } from './async-attempts.service';
import { Deliveries } from './deliveries.service';

/**
 * An attempt against the real ledger, lease and queue: claimed, run (the container's part is a
 * stand-in: its run is not what is tested here), settled; refused attempts wait without spending.
 */
describe('AsyncAttempts (PostgreSQL, Redis, BullMQ)', () => {
  const redis = intRedis();
  let db: DataSource;
  let jobs: JobQueue;
  let attempts: AsyncAttempts;
  let f: Awaited<ReturnType<typeof activeFunction>>;
  /** What the stand-in run answers next, and the runs it saw. */
  let outcome: Pick<InvokeResult, 'status' | 'result' | 'errorMessage'>;
  const runs: string[] = [];
  const finished: { id: string; status: string }[] = [];
  const config = {
    MAX_CONCURRENT_EXECUTIONS: 1,
    ASYNC_RETRY_BASE_MS: 60_000,
    ASYNC_THROTTLE_DELAY_MS: 100,
    ASYNC_ATTEMPT_MARGIN_MS: 30_000,
    RATE_LIMIT_PER_MINUTE: 1000,
    RATE_LIMIT_PER_HOUR: 1000,
  } as WorkerConfig;

  beforeAll(async () => {
    await redis.connected();
    db = await intDataSource();
    jobs = new JobQueue(redis);
    const invoke = {
      execute: async (p: { executionUuid: string }) => {
        runs.push(p.executionUuid);
        const now = new Date().toISOString();
        return {
          ...outcome,
          executionUuid: p.executionUuid,
          durationMs: 1,
          startedAt: now,
          completedAt: now,
          logs: [],
        };
      },
    } as unknown as InvokeService;
    const deliveries = {
      finished: async (id: string, r: { status: string }) => void finished.push({ id, status: r.status }),
    } as unknown as Deliveries;
    const log = { runInContext: (fn: () => unknown) => fn() } as unknown as PinoLogger;
    attempts = new AsyncAttempts(
      config,
      db,
      new Leases(redis.client),
      new AttemptAdmission(redis.client),
      intQuotas(db),
      jobs,
      invoke,
      deliveries,
      { workerId: 'int-worker' } as WorkerPresence,
      log,
    );
  });
  beforeEach(async () => {
    f = await activeFunction(db);
    outcome = { status: 'success', result: { ok: true }, errorMessage: null };
  });
  afterAll(async () => {
    await jobs.onModuleDestroy();
    await db.destroy();
    redis.onModuleDestroy();
  });

  const accept = async (over: Partial<AcceptedEvent> = {}) => {
    const e = eventOf(f, over);
    await EventLedger.acceptMany(db.manager, [e]);
    return e.executionUuid;
  };
  const state = async (id: string) =>
    (
      (await db.query(
        `SELECT ev.state, ev.attempts, ev.last_error, ev.run_after, e.status FROM async_events ev
         JOIN executions e ON e.uuid = ev.execution_uuid WHERE ev.execution_uuid = $1`,
        [id],
      )) as { state: string; attempts: number; last_error: string | null; run_after: Date; status: string }[]
    )[0];
  const delayedTo: number[] = [];
  const job = { moveToDelayed: async (until: number) => void delayedTo.push(until) } as unknown as Job;

  it('claims, runs and settles an attempt, frees its lease; a duplicate job runs nothing', async () => {
    const id = await accept();
    await attempts.run({ executionUuid: id, attempt: 1 }, job);
    expect(runs).toContain(id);
    expect(await state(id)).toMatchObject({ state: 'done', attempts: 1, status: 'success' });
    expect(await redis.client.zcard(KEYS.slots(f.fn))).toBe(0);
    expect(await redis.client.zcard(KEYS.teamSlots(f.team))).toBe(0);
    // Twice: a duplicate job changes nothing and runs nothing.
    const before = runs.length;
    await attempts.run({ executionUuid: id, attempt: 1 }, job);
    expect(runs).toHaveLength(before);
  });

  it('a failure with retries left is queued again as the next attempt, delayed', async () => {
    outcome = { status: 'error', result: null, errorMessage: 'boom' };
    const id = await accept();
    await attempts.run({ executionUuid: id, attempt: 1 }, job);
    expect(await state(id)).toMatchObject({
      state: 'queued',
      attempts: 1,
      status: 'queued',
      last_error: 'boom',
    });
    const next = await jobs.queue('events').getJob(`attempt-${id}-2`);
    expect(await next?.getState()).toBe('delayed');
    await next?.remove();
  });

  it('no free slot: the same attempt waits, spending none', async () => {
    await redis.client.zadd(KEYS.slots(f.fn), Date.now() + 60_000, 'someone-else');
    const id = await accept();
    await expect(attempts.run({ executionUuid: id, attempt: 1 }, job)).rejects.toBeInstanceOf(DelayedError);
    expect(await state(id)).toMatchObject({ state: 'queued', attempts: 0, status: 'queued' });
    expect((await state(id)).run_after.getTime()).toBe(delayedTo.at(-1));
    await redis.client.del(KEYS.slots(f.fn));
  });

  it("the team's calls running at its quota (another function's): the attempt waits, spending none", async () => {
    await db.query(`INSERT INTO team_quotas (team_uuid, concurrent_executions) VALUES ($1, 1)`, [f.team]);
    await redis.client.zadd(KEYS.teamSlots(f.team), Date.now() + 60_000, 'another-function-call');
    const id = await accept();
    await expect(attempts.run({ executionUuid: id, attempt: 1 }, job)).rejects.toBeInstanceOf(DelayedError);
    expect(await state(id)).toMatchObject({ state: 'queued', attempts: 0, status: 'queued' });
    expect(await redis.client.zcard(KEYS.slots(f.fn))).toBe(0);
    await redis.client.del(KEYS.teamSlots(f.team));
    await attempts.run({ executionUuid: id, attempt: 1 }, job);
    expect(await state(id)).toMatchObject({ state: 'done', attempts: 1 });
  });

  it("a door without a caller waits for its owner's window, counted once; an invoke was counted at its door", async () => {
    // The owner's minute window, past its limit for the next 5 s.
    const block = KEYS.rateHits('default', `user:${f.userId}`);
    await redis.client.set(block, String(config.RATE_LIMIT_PER_MINUTE + 1), 'PX', 5000);
    const scheduled = await accept({ door: 'schedule', trigger: 'schedule' });
    await expect(attempts.run({ executionUuid: scheduled, attempt: 1 }, job)).rejects.toBeInstanceOf(
      DelayedError,
    );
    expect(await state(scheduled)).toMatchObject({ state: 'queued', attempts: 0 });
    expect(delayedTo.at(-1)! - Date.now()).toBeGreaterThan(4000);
    const invoked = await accept();
    await attempts.run({ executionUuid: invoked, attempt: 1 }, job);
    expect(await state(invoked)).toMatchObject({ state: 'done' });
    await redis.client.del(block);
    await attempts.run({ executionUuid: scheduled, attempt: 1 }, job);
    expect(await state(scheduled)).toMatchObject({ state: 'done', attempts: 1 });
  });

  it('an event past its age is a dead letter without an attempt, and says so', async () => {
    const id = await accept();
    await db.query(
      `UPDATE async_events SET expires_at = now() - interval '1 second' WHERE execution_uuid = $1`,
      [id],
    );
    await attempts.run({ executionUuid: id, attempt: 1 }, job);
    expect(await state(id)).toMatchObject({ state: 'dead', attempts: 0, status: 'error' });
    expect(finished).toContainEqual({ id, status: 'error' });
    expect(runs).not.toContain(id);
  });

  it('a function with no active version fails the attempt as a call would', async () => {
    const id = await accept();
    await db.query(`UPDATE deployments SET is_active = false WHERE uuid = $1`, [f.deployment]);
    await db.query(`UPDATE async_events SET max_retries = 0 WHERE execution_uuid = $1`, [id]);
    await attempts.run({ executionUuid: id, attempt: 1 }, job);
    expect(await state(id)).toMatchObject({
      state: 'dead',
      status: 'error',
      last_error: 'function is not ready (no active version)',
    });
  });

  it('an event pinned to a version deleted since (a redrive of an old one) fails, and says why', async () => {
    const [{ uuid: gone }] = (await db.query(
      `INSERT INTO deployments (function_uuid, version, image_tag, storage_key, status, runtime)
       VALUES ($1, 9, 'fnhost/int:v9', 'int/v9', 'inactive', 'node24') RETURNING uuid`,
      [f.fn],
    )) as { uuid: string }[];
    const id = await accept({ deploymentUuid: gone, route: null });
    await db.query(`DELETE FROM deployments WHERE uuid = $1`, [gone]);
    await db.query(`UPDATE async_events SET max_retries = 0 WHERE execution_uuid = $1`, [id]);
    await attempts.run({ executionUuid: id, attempt: 1 }, job);
    expect(await state(id)).toMatchObject({
      state: 'dead',
      status: 'error',
      last_error: 'the version it was pinned to was deleted',
    });
    expect(runs).not.toContain(id);
  });

  it('an attempt whose worker was lost counts as failed (retried, or dead) and frees its slot', async () => {
    const id = await accept();
    await db.query(`UPDATE async_events SET max_retries = 0 WHERE execution_uuid = $1`, [id]);
    // The slot the lost worker took for it, and another call's.
    const until = Date.now() + 60_000;
    await redis.client.zadd(KEYS.slots(f.fn), until, `${id}:1`, until, 'another-call');
    await redis.client.zadd(KEYS.teamSlots(f.team), until, `${id}:1`);
    expect(await EventLedger.claim(db.manager, id, 1, f.deployment, 60_000, 'int-worker')).not.toBeNull();
    await attempts.lost(id, 1);
    expect(await redis.client.zrange(KEYS.slots(f.fn), 0, -1)).toEqual(['another-call']);
    expect(await redis.client.zcard(KEYS.teamSlots(f.team))).toBe(0);
    await redis.client.del(KEYS.slots(f.fn));
    expect(await state(id)).toMatchObject({
      state: 'dead',
      status: 'error',
      last_error: 'the worker running the attempt was lost',
    });
    await attempts.lost(id, 1); // settled already: nothing changes
    expect(await state(id)).toMatchObject({ state: 'dead', attempts: 1 });
  });
});
