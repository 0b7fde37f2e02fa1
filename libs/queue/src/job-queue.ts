import { AppConfig } from '@fnhost/common';
import { Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { JobsOptions, Queue } from 'bullmq';
import IORedis from 'ioredis';
import { JobName, JobPayload, QUEUES, QueueName } from './contracts';

/** A command waits at most this long for Redis; during an outage it fails at once. */
const COMMAND_TIMEOUT_MS = 2000;

/**
 * The connection for commands (queue producers, limits, caches, pub/sub publishing): while Redis
 * is unreachable a command fails at once instead of queueing (the caller answers 503), and it
 * reconnects on its own.
 */
export function redisConnection(config: Pick<AppConfig, 'REDIS_URL'>): IORedis {
  return new IORedis(config.REDIS_URL, {
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    commandTimeout: COMMAND_TIMEOUT_MS,
  });
}

/** For BullMQ workers, queue events and subscribers: they block, so they wait out an outage instead. */
export function blockingRedisConnection(config: Pick<AppConfig, 'REDIS_URL'>): IORedis {
  return new IORedis(config.REDIS_URL, { maxRetriesPerRequest: null });
}

/** The only way to put a job on a queue: the payload type follows the queue and job name. */
@Injectable()
export class JobQueue implements OnModuleDestroy {
  private readonly logger = new Logger(JobQueue.name);
  readonly connection: IORedis;
  private readonly queues: { [Q in QueueName]: Queue };

  constructor(private readonly config: AppConfig) {
    this.connection = redisConnection(config);
    this.queues = Object.fromEntries(
      QUEUES.map((name) => [name, new Queue(name, { connection: this.connection })]),
    ) as { [Q in QueueName]: Queue };
    // An outage repeats the same error on every reconnect attempt: say it once, and again after a recovery.
    let last = '';
    const report = (err: Error) => {
      if (err.message !== last) this.logger.warn(`redis: ${err.message}`);
      last = err.message;
    };
    this.connection.on('error', report);
    this.connection.on('ready', () => (last = ''));
    for (const queue of Object.values(this.queues)) queue.on('error', report);
  }

  /** A new connection that waits out outages (subscribers, queue events); the caller closes it. */
  blockingConnection(): IORedis {
    return blockingRedisConnection(this.config);
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
