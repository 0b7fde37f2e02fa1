import { AppConfig } from '@fnhost/common';
import { Injectable, OnModuleDestroy } from '@nestjs/common';
import { JobsOptions, Queue } from 'bullmq';
import IORedis from 'ioredis';
import { JobName, JobPayload, QUEUES, QueueName } from './contracts';

export function redisConnection(config: Pick<AppConfig, 'REDIS_URL'>): IORedis {
  // BullMQ requires maxRetriesPerRequest null on connections it blocks on.
  return new IORedis(config.REDIS_URL, { maxRetriesPerRequest: null, lazyConnect: false });
}

/** The only way to put a job on a queue: the payload type follows the queue and job name. */
@Injectable()
export class JobQueue implements OnModuleDestroy {
  readonly connection: IORedis;
  private readonly queues: { [Q in QueueName]: Queue };

  constructor(config: AppConfig) {
    this.connection = redisConnection(config);
    this.queues = Object.fromEntries(
      QUEUES.map((name) => [name, new Queue(name, { connection: this.connection })]),
    ) as { [Q in QueueName]: Queue };
    for (const queue of Object.values(this.queues)) queue.on('error', () => undefined); // health reports outages
  }

  queue(name: QueueName): Queue {
    return this.queues[name];
  }

  enqueue<Q extends QueueName, J extends JobName<Q>>(
    queue: Q,
    name: J,
    payload: JobPayload<Q, J>,
    opts?: JobsOptions,
  ) {
    return this.queues[queue].add(name, payload, opts);
  }

  async onModuleDestroy() {
    await Promise.all(Object.values(this.queues).map((q) => q.close()));
    this.connection.disconnect();
  }
}
