import { AppConfig } from '@fnhost/common';
import { JobQueue, SCHEDULES } from '@fnhost/queue';
import { Processor } from '@nestjs/bullmq';
import { OnApplicationBootstrap } from '@nestjs/common';
import { CleanupService } from './cleanup/cleanup.service';
import { StaleService } from './cleanup/stale.service';
import { DeployService } from './deploy/deploy.service';
import { InvokeService } from './invoke/invoke.service';
import { DispatchingProcessor } from './job-handlers';

// Builds are CPU-heavy on 2 cores: one at a time per worker. Invocations mostly wait on I/O.
@Processor('deploy', { concurrency: 1, lockDuration: 120_000 })
export class DeployProcessor extends DispatchingProcessor<'deploy'> {
  constructor(deploy: DeployService) {
    super('deploy', {
      build: (p) => deploy.build(p),
      activate: (p) => deploy.activateOnWorker(p),
    });
  }
}

// An invocation runs at most once: a job stalled by a dead worker fails instead of running again.
@Processor('invoke', { maxStalledCount: 0 })
export class InvokeProcessor extends DispatchingProcessor<'invoke'> implements OnApplicationBootstrap {
  constructor(
    invoke: InvokeService,
    private readonly config: AppConfig,
  ) {
    super('invoke', { run: (p) => invoke.run(p) });
  }

  onApplicationBootstrap() {
    this.worker.concurrency = this.config.WORKER_CONCURRENCY;
  }
}

@Processor('cleanup', { concurrency: 1 })
export class CleanupProcessor extends DispatchingProcessor<'cleanup'> implements OnApplicationBootstrap {
  constructor(
    cleanup: CleanupService,
    stale: StaleService,
    private readonly jobs: JobQueue,
  ) {
    super('cleanup', {
      'function.delete': (p) => cleanup.deleteFunction(p),
      'stale.scan': (p) => stale.scan(p),
      'deletions.run': (p) => stale.runDue(p),
    });
  }

  /** Upserting is idempotent: every worker may do it, the schedule stays one. */
  async onApplicationBootstrap() {
    const queue = this.jobs.queue('cleanup');
    await queue.upsertJobScheduler(
      SCHEDULES.staleScan.id,
      { pattern: SCHEDULES.staleScan.pattern, tz: 'UTC' },
      { name: 'stale.scan', data: {} },
    );
    await queue.upsertJobScheduler(
      SCHEDULES.deletionsRun.id,
      { pattern: SCHEDULES.deletionsRun.pattern, tz: 'UTC' },
      { name: 'deletions.run', data: {} },
    );
  }
}
