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
  beforeEach(() => redis.client.del(KEYS.reconcileLock));
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
    await EventLedger.claim(db.manager, running, 1, f.deployment, 60_000);
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

  it('one run at a time: another holder of the lock makes a run do nothing', async () => {
    const f = await activeFunction(db);
    const lostBuild = await building(f.fn, 2, 0);
    await redis.client.set(KEYS.reconcileLock, 'someone-else', 'EX', 60);
    await reconciler.run();
    expect(await jobs.queue('deploy').getJob(jobIds.build(lostBuild))).toBeUndefined();
    expect(await redis.client.get(KEYS.reconcileLock)).toBe('someone-else'); // not freed by another run
  });
});
