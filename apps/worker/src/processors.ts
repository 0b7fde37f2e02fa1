import { Processor } from '@nestjs/bullmq';
import { CleanupService } from './cleanup/cleanup.service';
import { StaleService } from './cleanup/stale.service';
import { AuditRetention } from './cleanup/audit-retention';
import { ExecutionRetention } from './cleanup/execution-retention';
import { DeployService } from './deploy/deploy.service';
import { AsyncAttempts } from './events/async-attempts.service';
import { Deliveries } from './events/deliveries.service';
import { DispatchingProcessor } from './job-handlers';

// Builds are CPU-heavy on 2 cores: one at a time per worker.
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

@Processor('cleanup', { concurrency: 1 })
export class CleanupProcessor extends DispatchingProcessor<'cleanup'> {
  constructor(
    cleanup: CleanupService,
    stale: StaleService,
    audit: AuditRetention,
    executions: ExecutionRetention,
  ) {
    super('cleanup', {
      'function.delete': (p) => cleanup.deleteFunction(p),
      'version.delete': (p) => cleanup.deleteVersion(p),
      // The daily pass: stale functions, and the audit log's old entries.
      'stale.scan': async (p) => {
        await audit.prune(p.now ? new Date(p.now) : undefined);
        return stale.scan(p);
      },
      'deletions.run': (p) => stale.runDue(p),
      'executions.prune': (p) => executions.prune(p.now ? new Date(p.now) : undefined),
    });
  }
}

// Attempts of asynchronous invocations: each holds the function's concurrency lease while it runs.
@Processor('events', { concurrency: 20 })
export class EventsProcessor extends DispatchingProcessor<'events'> {
  constructor(attempts: AsyncAttempts, deliveries: Deliveries) {
    super('events', {
      attempt: (p, job, token) => attempts.run(p, job, token),
      deliver: (p) => deliveries.deliver(p),
    });
  }
}

/** The processors of the build, cleanup and events queues (invocations: InvokeWorkers); drained first at shutdown. */
export const PROCESSORS = [DeployProcessor, CleanupProcessor, EventsProcessor];
