import { KEYS, RedisService } from '@fnhost/redis';
import { Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { JobsOptions, Queue } from 'bullmq';
import { hostQueueName, JobName, JobPayload, jobOptions, QUEUES, SharedQueueName } from './contracts';
import { WorkerStatus } from './workers';

/** Producers for workers' own queues kept at most: more than the workers one cluster runs at once. */
const HOST_QUEUES_KEPT = 256;
/** The job states a queue's depth counts (BullMQ's names). */
const QUEUE_STATES = ['waiting', 'active', 'delayed', 'prioritized'] as const;
type QueueState = (typeof QUEUE_STATES)[number];
/** At shutdown, how long queues still initialising may take before they are closed anyway. */
const SETTLE_MS = 2000;
/**
 * A producer on the command connection, without BullMQ's check of the server's version: a command
 * sent once, as the producer starts, which when it timed out (Redis or the machine stalled while a
 * process booted) failed the producer for good, every add rejected. The workers' BullMQ consumers,
 * on blocking connections, still check it.
 */
const producer = (name: string, redis: RedisService) =>
  new Queue(name, { connection: redis.client, skipVersionCheck: true });

/** The only way to put a job on a queue: the payload type follows the queue and job name. */
@Injectable()
export class JobQueue implements OnModuleDestroy {
  private readonly logger = new Logger(JobQueue.name);
  private readonly queues: { [Q in SharedQueueName]: Queue };
  /** Producers for workers' own queues, made on first use. */
  private readonly hostQueues = new Map<string, Queue>();

  constructor(private readonly redis: RedisService) {
    this.queues = Object.fromEntries(QUEUES.map((name) => [name, producer(name, redis)])) as {
      [Q in SharedQueueName]: Queue;
    };
    for (const queue of Object.values(this.queues)) queue.on('error', redis.reporter());
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

  /** Attempt `attempt` of an asynchronous invocation, after `delayMs` (its job id makes a second queueing a no-op). */
  enqueueAttempt(executionUuid: string, attempt: number, delayMs = 0) {
    return this.enqueue(
      'events',
      'attempt',
      { executionUuid, attempt },
      jobOptions.attempt(executionUuid, attempt, delayMs),
    );
  }

  /** Several jobs of one queue in one round trip. */
  enqueueBulk<Q extends SharedQueueName, J extends JobName<Q>>(
    queue: Q,
    name: J,
    jobs: { payload: JobPayload<Q, J>; opts?: JobsOptions }[],
  ) {
    return this.queues[queue].addBulk(jobs.map((j) => ({ name, data: j.payload, opts: j.opts })));
  }

  /** A job for one worker's own queue. */
  enqueueOnHost<J extends JobName<'host'>>(
    workerId: string,
    name: J,
    payload: JobPayload<'host', J>,
    opts?: JobsOptions,
  ) {
    return this.hostQueue(workerId).add(name, payload, opts);
  }

  /**
   * Jobs waiting, running and delayed per queue: the shared ones, and the live workers' own queues
   * summed as `host` (their names change with every worker start).
   */
  async depths(): Promise<Record<string, Record<QueueState, number>>> {
    const count = (queue: Queue) =>
      queue.getJobCounts(...QUEUE_STATES) as Promise<Record<QueueState, number>>;
    const depths: Record<string, Record<QueueState, number>> = {};
    for (const name of QUEUES) depths[name] = await count(this.queues[name]);
    const host = Object.fromEntries(QUEUE_STATES.map((s) => [s, 0])) as Record<QueueState, number>;
    for (const worker of await this.liveWorkers()) {
      const counts = await count(this.hostQueue(worker.id));
      for (const state of QUEUE_STATES) host[state] += counts[state];
    }
    depths.host = host;
    return depths;
  }

  /** Jobs on a worker's own queue that it has yet to take. */
  async hostBacklog(workerId: string): Promise<number> {
    const counts = await this.hostQueue(workerId).getJobCounts('waiting', 'prioritized');
    return counts.waiting + counts.prioritized;
  }

  private hostQueue(workerId: string): Queue {
    const queueName = hostQueueName(workerId);
    let queue = this.hostQueues.get(queueName);
    if (!queue) {
      queue = producer(queueName, this.redis);
      this.hostQueues.set(queueName, queue);
      // Worker ids change with every restart: the producers of the oldest ones go.
      if (this.hostQueues.size > HOST_QUEUES_KEPT) {
        const [oldest, producer] = this.hostQueues.entries().next().value!;
        this.hostQueues.delete(oldest);
        producer.close().catch((err: Error) => this.logger.warn(`closing ${oldest}: ${err.message}`));
      }
    }
    return queue;
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

  /**
   * The worker running (or that ran) a job of the shared invoke queue: BullMQ records each
   * worker's name (its worker id, given at construction) on the jobs it takes.
   */
  async runnerOf(jobId: string): Promise<string | undefined> {
    return (await this.queues.invoke.getJob(jobId))?.processedBy;
  }

  /** The workers whose liveness key is there, with what they say of themselves; the gone ones are forgotten. */
  async liveWorkers(): Promise<WorkerStatus[]> {
    const redis = this.redis.client;
    const ids = await redis.smembers(KEYS.workers);
    if (!ids.length) return [];
    const values = await redis.mget(ids.map(KEYS.workerAlive));
    const gone = ids.filter((_, i) => values[i] === null);
    if (gone.length) await redis.srem(KEYS.workers, ...gone);
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
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.allSettled(queues.map((q) => q.waitUntilReady())),
      new Promise((r) => (timer = setTimeout(r, SETTLE_MS))),
    ]);
    clearTimeout(timer); // else it holds the process up to SETTLE_MS after everything closed
    await Promise.all(queues.map((q) => q.close()));
  }
}
