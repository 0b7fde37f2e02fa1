import { hostQueueName, JobQueue } from '@fnhost/queue';
import { RedisService } from '@fnhost/redis';
import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { Processor, Worker } from 'bullmq';
import { setTimeout as sleep } from 'timers/promises';
import { CleanupService } from '../cleanup/cleanup.service';
import { WorkerConfig } from '../config';
import { WorkerPresence } from '../containers/worker-presence';
import { WarmPool } from '../containers/warm-pool';
import { DeployService } from '../deploy/deploy.service';
import { WorkerMetrics } from '../metrics/worker-metrics';
import { dispatcher } from '../job-handlers';
import { InvokeService } from './invoke.service';

/** A call admitted just before the worker left placement reaches its queue a round trip later. */
const PLACEMENT_SETTLE_MS = 500;
const BACKLOG_POLL_MS = 100;

/**
 * The BullMQ workers that take invocations: the shared `invoke` queue, and this worker's own
 * queue (`host-<worker id>`: invocations placed here because this host holds a warm container,
 * singly or several in one job, and the broadcasts every host must act on). Both are made at
 * boot under this worker's id as BullMQ's worker name, which BullMQ records on each job it takes
 * (`Job.processedBy`): the api asks by it whether the worker running an invocation is alive. An
 * invocation runs at most once (`maxStalledCount: 0`: a job stalled by a dead worker fails
 * instead of running again); the other jobs of the own queue are idempotent.
 */
@Injectable()
export class InvokeWorkers implements OnApplicationBootstrap {
  private readonly logger = new Logger(InvokeWorkers.name);
  private workers: Worker[] = [];

  constructor(
    private readonly config: WorkerConfig,
    private readonly redis: RedisService,
    private readonly presence: WorkerPresence,
    private readonly pool: WarmPool,
    private readonly jobs: JobQueue,
    private readonly invoke: InvokeService,
    private readonly deploy: DeployService,
    private readonly cleanup: CleanupService,
    private readonly metrics: WorkerMetrics,
  ) {}

  onApplicationBootstrap(): void {
    this.workers = [
      this.start('invoke', dispatcher('invoke', { run: (p, job) => this.invoke.run(p, job) })),
      this.start(
        hostQueueName(this.presence.workerId),
        dispatcher('host', {
          run: (p, job) => this.invoke.run(p, job),
          runs: (p, job) => this.invoke.runAll(p.invocations, job),
          activate: (p) => this.deploy.activateOnWorker(p),
          purge: (p) => this.cleanup.purgeHost(p),
        }),
      ),
    ];
  }

  private start(queue: string, handle: Processor): Worker {
    const worker = new Worker(queue, handle, {
      connection: this.redis.blocking(),
      concurrency: this.config.WORKER_CONCURRENCY,
      maxStalledCount: 0,
      name: this.presence.workerId,
    });
    this.metrics.watch(worker);
    return worker;
  }

  /**
   * At shutdown, with the other queues' processors: out of placement first; the shared queue
   * takes no new job at once, the own queue once the calls placed on it are taken (they were
   * placed here for its warm instances, and no other worker reads it); the running ones finish.
   */
  async close(): Promise<void> {
    await this.presence.withdraw(this.pool.memberships());
    const [shared, own] = this.workers;
    await Promise.all([this.stop(shared), this.workOff().then(() => this.stop(own))]);
  }

  private async workOff(): Promise<void> {
    await sleep(PLACEMENT_SETTLE_MS);
    try {
      while ((await this.jobs.hostBacklog(this.presence.workerId)) > 0) await sleep(BACKLOG_POLL_MS);
    } catch (err) {
      // Redis unreachable: its jobs cannot be taken either.
      this.logger.warn(`own queue not worked off: ${(err as Error).message}`);
    }
  }

  private async stop(worker: Worker): Promise<void> {
    await worker.close();
    (await worker.client).disconnect();
  }
}
