import { BaseConfig } from '@fnhost/common';
import { Leases } from '@fnhost/engine';
import { hostQueueName, INVOKE_BATCH, InvokePayload, JobQueue } from '@fnhost/queue';
import { RedisService } from '@fnhost/redis';
import { Queue, Worker } from 'bullmq';
import { randomUUID } from 'crypto';
import { InvocationDispatch } from './invocation-dispatch';

/**
 * Batching against a real Redis (db 7 of the machine's; the queues are this run's own, by a random
 * worker id, and obliterated after). No worker takes the jobs: what is queued stays to be read.
 */
describe('InvocationDispatch (real Redis)', () => {
  const redis = new RedisService({ REDIS_URL: 'redis://127.0.0.1:6379/7' } as BaseConfig);
  const jobs = new JobQueue(redis);
  const dispatch = new InvocationDispatch(jobs, new Leases(redis.client));
  const workerId = `unit-${randomUUID()}`;
  const slots = `unit:slots:${workerId}`;
  const hostQueue = new Queue(hostQueueName(workerId), { connection: redis.client });

  const payload = (event = '{}'): InvokePayload => {
    const executionUuid = randomUUID();
    return {
      executionUuid,
      lease: { key: slots, holder: executionUuid, expiresAt: Date.now() + 60_000 },
      functionUuid: randomUUID(),
      deploymentUuid: randomUUID(),
      event,
      timeoutMs: 1000,
      configRevision: 0,
      answerBy: Date.now() + 60_000,
      replyTo: 'unit:replies',
    };
  };
  const queued = async () =>
    (await hostQueue.getJobs(['waiting'])).map((j) => ({ name: j.name, data: j.data as unknown }));

  beforeAll(() => redis.connected());
  afterEach(() => hostQueue.obliterate({ force: true }));
  afterAll(async () => {
    await hostQueue.close();
    await jobs.onModuleDestroy();
    redis.onModuleDestroy();
  });

  it('puts the invocations placed on one worker in one turn in one job, in order', async () => {
    const three = [payload(), payload(), payload()];
    await Promise.all(three.map((p) => dispatch.dispatch(workerId, p)));
    expect(await queued()).toEqual([{ name: 'runs', data: { invocations: three } }]);
  });

  it('queues a lone invocation as the plain job, by its execution id', async () => {
    const one = payload();
    await dispatch.dispatch(workerId, one);
    const [job] = await hostQueue.getJobs(['waiting']);
    expect({ name: job.name, id: job.id, data: job.data as unknown }).toEqual({
      name: 'run',
      id: one.executionUuid,
      data: one,
    });
  });

  it('starts a new job once one holds INVOKE_BATCH invocations or event bytes', async () => {
    const many = Array.from({ length: INVOKE_BATCH.invocations + 1 }, () => payload());
    await Promise.all(many.map((p) => dispatch.dispatch(workerId, p)));
    const sizes = (await queued()).map((j) =>
      j.name === 'runs' ? (j.data as { invocations: [] }).invocations.length : 1,
    );
    expect(sizes.sort((a, b) => b - a)).toEqual([INVOKE_BATCH.invocations, 1]);

    await hostQueue.obliterate({ force: true });
    const big = `"${'x'.repeat(INVOKE_BATCH.eventBytes)}"`;
    await Promise.all([payload(big), payload(), payload()].map((p) => dispatch.dispatch(workerId, p)));
    expect((await queued()).map((j) => j.name).sort()).toEqual(['run', 'runs']);
  });

  it('withdraws a job once for all it carries, and their leases; a taken job and its lease stay', async () => {
    const held = [payload(), payload(), payload()];
    for (const p of held) await redis.client.zadd(slots, p.lease.expiresAt, p.lease.holder);
    const [a, b] = await Promise.all(held.slice(0, 2).map((p) => dispatch.dispatch(workerId, p)));
    expect(await Promise.all([a.withdraw(), b.withdraw()])).toEqual([true, true]);
    expect(await queued()).toEqual([]);
    expect(await redis.client.zrange(slots, 0, -1)).toEqual([held[2].lease.holder]);

    const c = await dispatch.dispatch(workerId, held[2]);
    const taken = await hostQueue.getJobs(['waiting']);
    // Taken by a worker: moved to active under a lock, as BullMQ's own worker does.
    const connection = redis.blocking();
    const worker = new Worker(hostQueue.name, null, { connection, autorun: false });
    try {
      expect((await worker.getNextJob('unit-token'))?.id).toBe(taken[0].id);
      expect(await c.withdraw()).toBe(false);
      expect(await redis.client.zrange(slots, 0, -1)).toEqual([held[2].lease.holder]);
    } finally {
      await redis.client.del(slots);
      await worker.close();
      connection.disconnect();
    }
  });
});
