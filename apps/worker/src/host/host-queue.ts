import { hostQueueName, JobQueue } from '@fnhost/queue';
import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { Worker } from 'bullmq';
import { CleanupService } from '../cleanup/cleanup.service';
import { WorkerPresence } from '../containers/worker-presence';
import { DeployService } from '../deploy/deploy.service';
import { InvokeService } from '../invoke/invoke.service';
import { dispatcher } from '../job-handlers';
import { WorkerConfig } from '../config';

/**
 * This worker's own queue (`host-<worker id>`): invocations placed here because this host holds a
 * warm container, and the broadcasts every host must act on (rollback, delete). Its name changes
 * with each process, so it is made at boot rather than declared like the shared queues.
 */
@Injectable()
export class HostQueue implements OnApplicationBootstrap {
  private worker?: Worker;

  constructor(
    private readonly config: WorkerConfig,
    private readonly jobs: JobQueue,
    private readonly presence: WorkerPresence,
    private readonly invoke: InvokeService,
    private readonly deploy: DeployService,
    private readonly cleanup: CleanupService,
  ) {}

  onApplicationBootstrap(): void {
    const dispatch = dispatcher('host', {
      run: (p) => this.invoke.run(p),
      activate: (p) => this.deploy.activateOnWorker(p),
      purge: (p) => this.cleanup.purgeHost(p),
    });
    this.worker = new Worker(hostQueueName(this.presence.workerId), dispatch, {
      connection: this.jobs.blockingConnection(),
      concurrency: this.config.WORKER_CONCURRENCY,
      // As on the shared invoke queue: an invocation runs at most once; the other jobs are idempotent.
      maxStalledCount: 0,
      // Each job records who runs it (its processedBy): the api asks whether that worker is alive.
      name: this.presence.workerId,
    });
  }

  /** At shutdown, with the shared queues' processors: no new job, the running ones finish. */
  async close(): Promise<void> {
    await this.worker?.close();
    (await this.worker?.client)?.disconnect();
  }
}
