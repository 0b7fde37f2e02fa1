import { Deployment } from '@fnhost/database';
import { EventLedger } from '@fnhost/engine';
import { JobQueue, jobIds, SCHEDULES } from '@fnhost/queue';
import { KEYS } from '@fnhost/redis';
import { randomUUID } from 'crypto';
import { DataSource } from 'typeorm';
import { activeFunction, eventOf, intDataSource, intRedis } from '../../../../test/integration/services';
import { WorkerConfig } from '../config';
import { DeployService } from '../deploy/deploy.service';
import { AsyncAttempts } from '../events/async-attempts.service';
import { Reconciler } from './reconciler.service';

/**
 * PostgreSQL is the record of the work owed: what Redis lost is queued again from it. A real
 * database and queue; the attempts' and builds' own work stands in (their services have specs).
 */
describe('Reconciler (PostgreSQL, Redis, BullMQ)', () => {
  const redis = intRedis();
  let db: DataSource;
  let jobs: JobQueue;
  let reconciler: Reconciler;
  const lost: [string, number][] = [];
  const failed: [string, string][] = [];

  beforeAll(async () => {
    await redis.connected();
    db = await intDataSource();
    jobs = new JobQueue(redis);
    const attempts = {
      lost: async (id: string, attempt: number) => void lost.push([id, attempt]),
      requeue: (id: string, attempt: number) => jobs.enqueueAttempt(id, attempt),
    } as unknown as AsyncAttempts;
    const deploy = {
      markFailed: async (d: Deployment, message: string) => void failed.push([d.uuid, message]),
    } as unknown as DeployService;
    reconciler = new Reconciler(
      { ASYNC_REQUEUE_AFTER_MS: 1000 } as WorkerConfig,
      attempts,
      jobs,
      redis,
      db,
      deploy,
      db.getRepository(Deployment),
    );
  });
  beforeEach(() => redis.client.del(KEYS.reconcileLock, KEYS.lostRunnersLock));
  afterAll(async () => {
    await jobs.onModuleDestroy();
    await db.destroy();
    redis.onModuleDestroy();
  });

  const building = async (fn: string, version: number, attempts: number) => {
    const [{ uuid }] = (await db.query(
      `INSERT INTO deployments (function_uuid, version, image_tag, storage_key, runtime, status, build_attempts, created_at)
       VALUES ($1, $2, 'fnhost/int:vx', 'int/vx', 'node24', 'building', $3, now() - interval '1 minute') RETURNING uuid`,
      [fn, version, attempts],
    )) as { uuid: string }[];
    return uuid;
  };

  it('queues again the builds Redis lost, and fails one lost too often', async () => {
    const f = await activeFunction(db);
    const lostBuild = await building(f.fn, 2, 0);
    const spent = await building(f.fn, 3, 3);
    await reconciler.run();
    expect(await (await jobs.queue('deploy').getJob(jobIds.build(lostBuild)))?.getState()).toBe('waiting');
    const [row] = (await db.query(`SELECT build_attempts FROM deployments WHERE uuid = $1`, [lostBuild])) as {
      build_attempts: number;
    }[];
    expect(row.build_attempts).toBe(1);
    expect(failed).toContainEqual([spent, expect.stringMatching(/the build was lost 3 times/)]);
    // Queued already: a second run queues nothing more.
    await reconciler.run();
    const [again] = (await db.query(`SELECT build_attempts FROM deployments WHERE uuid = $1`, [
      lostBuild,
    ])) as {
      build_attempts: number;
    }[];
    expect(again.build_attempts).toBe(1);
    await (await jobs.queue('deploy').getJob(jobIds.build(lostBuild)))?.remove();
  });

  it("queues again a deleted function's cleanup, and the job schedulers", async () => {
    const f = await activeFunction(db);
    await db.query(
      `UPDATE functions SET status = 'deleted', updated_at = now() - interval '1 minute' WHERE uuid = $1`,
      [f.fn],
    );
    await reconciler.run();
    const cleanup = await jobs.queue('cleanup').getJob(jobIds.functionDelete(f.fn));
    expect(cleanup?.data).toEqual({ functionUuid: f.fn });
    await cleanup?.remove();
    const schedulers = (await jobs.queue('cleanup').getJobSchedulers()).map((s) => s.key);
    expect(schedulers).toEqual(expect.arrayContaining([SCHEDULES.staleScan.id, SCHEDULES.deletionsRun.id]));
  });

  it('queues again an event due that no queue holds, and counts an attempt past its time as lost', async () => {
    const f = await activeFunction(db);
    const [owed, running] = [randomUUID(), randomUUID()];
    const event = (executionUuid: string) => eventOf(f, { executionUuid, body: '{}' });
    await EventLedger.acceptMany(db.manager, [event(owed), event(running)]);
    await EventLedger.claim(db.manager, running, 1, f.deployment, 60_000, 'int-worker');
    await db.query(
      `UPDATE async_events SET run_after = now() - interval '1 minute' WHERE execution_uuid = $1`,
      [owed],
    );
    await db.query(
      `UPDATE async_events SET running_until = now() - interval '1 second' WHERE execution_uuid = $1`,
      [running],
    );
    await reconciler.run();
    const attempt = await jobs.queue('events').getJob(jobIds.attempt(owed, 1));
    expect(attempt?.data).toEqual({ executionUuid: owed, attempt: 1 });
    await attempt?.remove();
    expect(lost).toContainEqual([running, 1]);
  });

  it('counts lost the attempts of a worker whose heartbeat is gone, once the heartbeats had their time since Redis came back', async () => {
    const f = await activeFunction(db);
    const [onGone, onLive, elsewhere] = [randomUUID(), randomUUID(), randomUUID()];
    await EventLedger.acceptMany(
      db.manager,
      [onGone, onLive, elsewhere].map((executionUuid) => eventOf(f, { executionUuid, body: '{}' })),
    );
    const [gone, live] = [`gone-${randomUUID()}`, `live-${randomUUID()}`];
    await EventLedger.claim(db.manager, onGone, 1, f.deployment, 60_000, gone);
    await EventLedger.claim(db.manager, onLive, 1, f.deployment, 60_000, live);
    await redis.client.set(KEYS.workerAlive(live), '{}', 'EX', 60);
    // Their slots in this Redis; and an attempt of a worker of another Redis (a stack sharing the
    // database), whose slot is not here: its heartbeat is not here either, and says nothing.
    const until = Date.now() + 60_000;
    await redis.client.zadd(KEYS.slots(f.fn), until, `${onGone}:1`, until, `${onLive}:1`);
    await EventLedger.claim(db.manager, elsewhere, 1, f.deployment, 60_000, `other-${randomUUID()}`);
    // A Redis that lost its data (no note of when the workers came): noted now, nothing counted.
    await redis.client.del(KEYS.heartbeatsSince);
    await reconciler.countLostRunners();
    expect(Number(await redis.client.get(KEYS.heartbeatsSince))).toBeGreaterThan(Date.now() - 60_000);
    // Just after the workers came back, heartbeats may still be on their way: nothing counted.
    await redis.client.set(KEYS.heartbeatsSince, Date.now());
    await reconciler.countLostRunners();
    expect(lost.map(([id]) => id)).not.toContain(onGone);
    await redis.client.set(KEYS.heartbeatsSince, Date.now() - 60_000);
    await reconciler.countLostRunners();
    expect(lost).toContainEqual([onGone, 1]);
    expect(lost.map(([id]) => id)).not.toContain(onLive);
    expect(lost.map(([id]) => id)).not.toContain(elsewhere);
    await redis.client.del(KEYS.workerAlive(live), KEYS.slots(f.fn));
  });

  it('one run at a time: another holder of the lock makes a run do nothing', async () => {
    const f = await activeFunction(db);
    const lostBuild = await building(f.fn, 2, 0);
    await redis.client.set(KEYS.reconcileLock, 'someone-else', 'EX', 60);
    await reconciler.run();
    expect(await jobs.queue('deploy').getJob(jobIds.build(lostBuild))).toBeUndefined();
    expect(await redis.client.get(KEYS.reconcileLock)).toBe('someone-else'); // not freed by another run
  });
});
