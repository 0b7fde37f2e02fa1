import { BaseConfig } from '@fnhost/common';
import { Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { JobsOptions, Queue } from 'bullmq';
import IORedis from 'ioredis';
import { hostQueueName, JobName, JobPayload, QUEUES, SharedQueueName } from './contracts';
import { warmKey, WorkerStatus, WORKERS_KEY, workerAliveKey } from './workers';

/**
 * A live worker holding a warm container of the deployment, in one round trip: the members of its
 * warm set whose liveness key exists, one picked by the caller's random number (ARGV[2]; Lua's own
 * is seeded alike on every call before Redis 7) so load spreads over them. Members whose worker
 * is gone are removed on the way.
 */
const PLACE_SCRIPT = `
local live = {}
for _, id in ipairs(redis.call('SMEMBERS', KEYS[1])) do
  if redis.call('EXISTS', ARGV[1] .. id) == 1 then live[#live + 1] = id
  else redis.call('SREM', KEYS[1], id) end
end
if #live == 0 then return false end
return live[tonumber(ARGV[2]) % #live + 1]`;

/** Producers for workers' own queues kept at most: more than the workers one cluster runs at once. */
const HOST_QUEUES_KEPT = 256;
/** A command waits at most this long for Redis; during an outage it fails at once. */
const COMMAND_TIMEOUT_MS = 2000;

/**
 * The connection for commands (queue producers, limits, caches, pub/sub publishing): while Redis
 * is unreachable a command fails at once instead of queueing (the caller answers 503), and it
 * reconnects on its own.
 */
export function redisConnection(config: Pick<BaseConfig, 'REDIS_URL'>): IORedis {
  return new IORedis(config.REDIS_URL, {
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    commandTimeout: COMMAND_TIMEOUT_MS,
  });
}

/** For BullMQ workers, queue events and subscribers: they block, so they wait out an outage instead. */
export function blockingRedisConnection(config: Pick<BaseConfig, 'REDIS_URL'>): IORedis {
  return new IORedis(config.REDIS_URL, { maxRetriesPerRequest: null });
}

/** The only way to put a job on a queue: the payload type follows the queue and job name. */
@Injectable()
export class JobQueue implements OnModuleDestroy {
  private readonly logger = new Logger(JobQueue.name);
  readonly connection: IORedis;
  private readonly queues: { [Q in SharedQueueName]: Queue };
  /** Producers for workers' own queues, made on first use. */
  private readonly hostQueues = new Map<string, Queue>();

  constructor(private readonly config: BaseConfig) {
    this.connection = redisConnection(config);
    this.queues = Object.fromEntries(
      QUEUES.map((name) => [name, new Queue(name, { connection: this.connection })]),
    ) as { [Q in SharedQueueName]: Queue };
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

  /**
   * Resolves once the command connection is up, or after `ms` (commands then fail at once, as in
   * an outage): for a process's first commands, which would otherwise race the connect.
   */
  async connected(ms = COMMAND_TIMEOUT_MS): Promise<void> {
    if (this.connection.status === 'ready') return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      this.connection.once('ready', () => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  /** A new connection that waits out outages (subscribers, queue events); the caller closes it. */
  blockingConnection(): IORedis {
    return blockingRedisConnection(this.config);
  }

  queue(name: SharedQueueName): Queue {
    return this.queues[name];
  }

  enqueue<Q extends SharedQueueName, J extends JobName<Q>>(
    queue: Q,
    name: J,
    payload: JobPayload<Q, J>,
    opts?: JobsOptions,
  ) {
    return this.queues[queue].add(name, payload, opts);
  }

  /** A job for one worker's own queue. */
  enqueueOnHost<J extends JobName<'host'>>(
    workerId: string,
    name: J,
    payload: JobPayload<'host', J>,
    opts?: JobsOptions,
  ) {
    const queueName = hostQueueName(workerId);
    let queue = this.hostQueues.get(queueName);
    if (!queue) {
      queue = new Queue(queueName, { connection: this.connection });
      this.hostQueues.set(queueName, queue);
      // Worker ids change with every restart: the producers of the oldest ones go.
      if (this.hostQueues.size > HOST_QUEUES_KEPT) {
        const [oldest, producer] = this.hostQueues.entries().next().value!;
        this.hostQueues.delete(oldest);
        producer.close().catch((err: Error) => this.logger.warn(`closing ${oldest}: ${err.message}`));
      }
    }
    return queue.add(name, payload, opts);
  }

  /** The same job on every live worker's own queue (but `except`, which did it itself); how many got it. */
  async broadcast<J extends JobName<'host'>>(
    name: J,
    payload: JobPayload<'host', J>,
    except?: string,
  ): Promise<number> {
    const workers = (await this.liveWorkers()).filter((w) => w.id !== except);
    await Promise.all(
      workers.map((w) =>
        this.enqueueOnHost(w.id, name, payload, { removeOnComplete: true, removeOnFail: 100 }),
      ),
    );
    return workers.length;
  }

  /** A live worker with a warm container of the deployment, or null (any worker may take it then). */
  async placement(deploymentUuid: string): Promise<string | null> {
    const pick = Math.floor(Math.random() * 2 ** 31);
    return (await this.connection.eval(
      PLACE_SCRIPT,
      1,
      warmKey(deploymentUuid),
      workerAliveKey(''),
      pick,
    )) as string | null;
  }

  /** The workers whose liveness key is there, with what they say of themselves; the gone ones are forgotten. */
  async liveWorkers(): Promise<WorkerStatus[]> {
    const ids = await this.connection.smembers(WORKERS_KEY);
    if (!ids.length) return [];
    const values = await this.connection.mget(ids.map(workerAliveKey));
    const gone = ids.filter((_, i) => values[i] === null);
    if (gone.length) await this.connection.srem(WORKERS_KEY, ...gone);
    return values.filter((v): v is string => v !== null).flatMap((v) => this.parseStatus(v));
  }

  /** A heartbeat's status; one that is not (unreadable, or an older worker's bare "1") is left out. */
  private parseStatus(value: string): WorkerStatus[] {
    try {
      const status = JSON.parse(value) as WorkerStatus | number;
      if (typeof status === 'object' && status !== null) return [status];
    } catch (err) {
      this.logger.warn(`unreadable worker status ${value.slice(0, 80)}: ${(err as Error).message}`);
    }
    return [];
  }

  async onModuleDestroy() {
    const queues = [...Object.values(this.queues), ...this.hostQueues.values()];
    // A queue still initialising when its connection closes fails after close() removed its error
    // listener, which ends the process (a short CLI run): let initialisation settle first, briefly.
    await Promise.race([
      Promise.allSettled(queues.map((q) => q.waitUntilReady())),
      new Promise((r) => setTimeout(r, COMMAND_TIMEOUT_MS)),
    ]);
    await Promise.all(queues.map((q) => q.close()));
    this.connection.disconnect();
  }
}
