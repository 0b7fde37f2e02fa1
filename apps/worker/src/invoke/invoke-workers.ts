import { hostQueueName } from '@fnhost/queue';
import { RedisService } from '@fnhost/redis';
import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { Processor, Worker } from 'bullmq';
import { CleanupService } from '../cleanup/cleanup.service';
import { WorkerConfig } from '../config';
import { WorkerPresence } from '../containers/worker-presence';
import { DeployService } from '../deploy/deploy.service';
import { WorkerMetrics } from '../metrics/worker-metrics';
import { dispatcher } from '../job-handlers';
import { InvokeService } from './invoke.service';

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
  private workers: Worker[] = [];

  constructor(
    private readonly config: WorkerConfig,
    private readonly redis: RedisService,
    private readonly presence: WorkerPresence,
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

  /** At shutdown, with the other queues' processors: no new job, the running ones finish. */
  async close(): Promise<void> {
    await Promise.all(
      this.workers.map(async (w) => {
        await w.close();
        (await w.client).disconnect();
      }),
    );
  }
}
