import { Processor } from '@nestjs/bullmq';
import { OnApplicationBootstrap } from '@nestjs/common';
import { CleanupService } from './cleanup/cleanup.service';
import { StaleService } from './cleanup/stale.service';
import { WorkerPresence } from './containers/worker-presence';
import { DeployService } from './deploy/deploy.service';
import { InvokeService } from './invoke/invoke.service';
import { DispatchingProcessor } from './job-handlers';
import { WorkerConfig } from './config';

// Builds are CPU-heavy on 2 cores: one at a time per worker. Invocations mostly wait on I/O.
// A build whose worker died is taken up by another one within about a minute (lock 30 s, then
// the stalled check); a build is idempotent, so running it again is safe.
@Processor('deploy', { concurrency: 1, lockDuration: 30_000, stalledInterval: 15_000, maxStalledCount: 2 })
export class DeployProcessor extends DispatchingProcessor<'deploy'> {
  constructor(deploy: DeployService) {
    super('deploy', {
      build: (p) => deploy.build(p),
    });
  }
}

// An invocation runs at most once: a job stalled by a dead worker fails instead of running again.
@Processor('invoke', { maxStalledCount: 0 })
export class InvokeProcessor extends DispatchingProcessor<'invoke'> implements OnApplicationBootstrap {
  constructor(
    invoke: InvokeService,
    private readonly config: WorkerConfig,
    private readonly presence: WorkerPresence,
  ) {
    super('invoke', { run: (p) => invoke.run(p) });
  }

  onApplicationBootstrap() {
    this.worker.concurrency = this.config.WORKER_CONCURRENCY;
    // Each job records who runs it (its processedBy): the api asks whether that worker is alive.
    this.worker.opts.name = this.presence.workerId;
  }
}

@Processor('cleanup', { concurrency: 1 })
export class CleanupProcessor extends DispatchingProcessor<'cleanup'> {
  constructor(cleanup: CleanupService, stale: StaleService) {
    super('cleanup', {
      'function.delete': (p) => cleanup.deleteFunction(p),
      'stale.scan': (p) => stale.scan(p),
      'deletions.run': (p) => stale.runDue(p),
    });
  }
}

/** Every queue's processor: registered by the module, drained first at shutdown. */
export const PROCESSORS = [DeployProcessor, InvokeProcessor, CleanupProcessor];
