import { RedisService } from '@fnhost/redis';
import { Processor } from '@nestjs/bullmq';
import { Injectable, OnModuleInit } from '@nestjs/common';
import { Worker } from 'bullmq';
import { CleanupService } from './cleanup/cleanup.service';
import { StaleService } from './cleanup/stale.service';
import { AuditRetention } from './cleanup/audit-retention';
import { ExecutionRetention } from './cleanup/execution-retention';
import { DeployService } from './deploy/deploy.service';
import { AsyncAttempts } from './events/async-attempts.service';
import { Deliveries } from './events/deliveries.service';
import { WorkerConfig } from './config';
import { dispatcher, DispatchingProcessor } from './job-handlers';

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

/**
 * Attempts of asynchronous invocations (each holds the function's concurrency lease while it runs)
 * and deliveries. Made here rather than by @Processor, whose options are fixed at import: the lock
 * is a setting (ASYNC_JOB_LOCK_MS), which tests shorten so that a killed worker's jobs come back
 * in seconds, as in production they do in about a minute.
 */
@Injectable()
export class EventsProcessor implements OnModuleInit {
  worker!: Worker;

  constructor(
    private readonly config: WorkerConfig,
    private readonly redis: RedisService,
    private readonly attempts: AsyncAttempts,
    private readonly deliveries: Deliveries,
  ) {}

  onModuleInit() {
    const lockMs = this.config.ASYNC_JOB_LOCK_MS;
    this.worker = new Worker(
      'events',
      dispatcher('events', {
        attempt: (p, job, token) => this.attempts.run(p, job, token),
        deliver: (p) => this.deliveries.deliver(p),
      }),
      { connection: this.redis.blocking(), concurrency: 20, lockDuration: lockMs, stalledInterval: lockMs },
    );
  }
}

/** The processors of the build, cleanup and events queues (invocations: InvokeWorkers); drained first at shutdown. */
export const PROCESSORS = [DeployProcessor, CleanupProcessor, EventsProcessor];
