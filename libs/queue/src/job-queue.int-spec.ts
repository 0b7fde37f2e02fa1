import { RedisService } from '@fnhost/redis';
import { BaseConfig } from '@fnhost/common';
import { randomUUID } from 'crypto';
import { TcpProxy } from '../../../test/support/tcp-proxy';
import { INT_REDIS_URL } from '../../../test/integration/services';
import { JobQueue } from './job-queue';

/**
 * Producers on the command connection (whose commands time out after 2 s) through a proxy that
 * stalls Redis's replies the moment the connection is ready, as a stalled machine did to a booting
 * worker: once Redis answers again, jobs are queued. A producer whose start-up command timed out
 * used to stay failed for the life of the process, every add rejected.
 */
describe('JobQueue across a stall of Redis while it starts (Redis)', () => {
  const url = new URL(INT_REDIS_URL);
  let proxy: TcpProxy;
  let redis: RedisService;
  let jobs: JobQueue;
  const executionUuid = randomUUID();

  beforeAll(async () => {
    proxy = await new TcpProxy(url.hostname, Number(url.port)).start();
    redis = new RedisService({ REDIS_URL: `redis://127.0.0.1:${proxy.port}${url.pathname}` } as BaseConfig);
    redis.client.once('ready', () => proxy.hold());
    jobs = new JobQueue(redis);
    await redis.connected();
  });
  afterAll(async () => {
    proxy.release();
    await jobs
      .queue('events')
      .getJob(`attempt-${executionUuid}-1`)
      .then((job) => job?.remove());
    await jobs.onModuleDestroy();
    redis.onModuleDestroy();
    await proxy.stop();
  });

  it('queues once the stall is over', async () => {
    await expect(jobs.enqueueAttempt(executionUuid, 1)).rejects.toThrow('Command timed out');
    proxy.release();
    const job = await jobs.enqueueAttempt(executionUuid, 1);
    expect(job.data).toEqual({ executionUuid, attempt: 1 });
  });
});
