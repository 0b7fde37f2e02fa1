import { Deployment } from '@fnhost/database';
import { jobIds, jobOptions, JobQueue, SCHEDULES } from '@fnhost/queue';
import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { InjectRepository } from '@nestjs/typeorm';
import { Job } from 'bullmq';
import { randomUUID } from 'crypto';
import { DataSource, LessThan, Repository } from 'typeorm';
import { DeployService } from '../deploy/deploy.service';
import { KEYS, RedisService } from '@fnhost/redis';

const RECONCILE_INTERVAL_MS = 60_000;
/** Work this young may still be on its way to the queue (the api between its commit and its enqueue). */
const MIN_AGE_MS = 30_000;
const MAX_BUILD_ATTEMPTS = 3;
/** Deletes the lock only while it holds the caller's token. */
const RELEASE_IF_OWNED = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`;
const LIVE = new Set(['waiting', 'active', 'delayed', 'prioritized', 'waiting-children']);

/**
 * PostgreSQL is the record of the work owed; Redis only carries it. On boot, on every Redis
 * (re)connection and every minute, one worker re-creates what Redis lost: the job schedulers,
 * the builds of deployments still `building`, the cleanups of deleted functions.
 */
@Injectable()
export class Reconciler implements OnApplicationBootstrap {
  private readonly logger = new Logger(Reconciler.name);

  constructor(
    private readonly jobs: JobQueue,
    private readonly redis: RedisService,
    private readonly db: DataSource,
    private readonly deploy: DeployService,
    @InjectRepository(Deployment) private readonly deployments: Repository<Deployment>,
  ) {}

  onApplicationBootstrap() {
    // A reconnection may follow a Redis that restarted empty.
    this.redis.client.on('ready', () => void this.run());
    if (this.redis.client.status === 'ready') void this.run();
  }

  @Interval(RECONCILE_INTERVAL_MS)
  async run(): Promise<void> {
    try {
      // The lock holds this run's own token: a run that outlived the lock's 60 s never frees the
      // lock a later run took.
      const token = randomUUID();
      if ((await this.redis.client.set(KEYS.reconcileLock, token, 'EX', 60, 'NX')) !== 'OK') return;
      try {
        await this.ensureSchedules();
        await this.requeueBuilds();
        await this.requeueDeletions();
      } finally {
        await this.redis.client.eval(RELEASE_IF_OWNED, 1, KEYS.reconcileLock, token);
      }
    } catch (err) {
      this.logger.warn(`reconcile skipped: ${(err as Error).message}`);
    }
  }

  /** Upserting is idempotent: the schedule stays one however often it runs. */
  private async ensureSchedules(): Promise<void> {
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

  /** Whether a job is queued or running; a finished or failed one is removed so its id can be reused. */
  private async isLive(job: Job | undefined): Promise<boolean> {
    if (!job) return false;
    if (LIVE.has(await job.getState())) return true;
    await job.remove();
    return false;
  }

  private async requeueBuilds(): Promise<void> {
    const stuck = await this.deployments.findBy({
      status: 'building',
      createdAt: LessThan(new Date(Date.now() - MIN_AGE_MS)),
    });
    for (const d of stuck) {
      if (await this.isLive(await this.jobs.queue('deploy').getJob(jobIds.build(d.uuid)))) continue;
      if (d.buildAttempts >= MAX_BUILD_ATTEMPTS) {
        await this.deploy.markFailed(
          d,
          `the build was lost ${d.buildAttempts} times (a worker stopped, or the queue lost it); deploy again`,
        );
        continue;
      }
      await this.deployments.increment({ uuid: d.uuid }, 'buildAttempts', 1);
      await this.jobs.enqueue('deploy', 'build', { deploymentUuid: d.uuid }, jobOptions.build(d.uuid));
      this.logger.warn(
        `build of deployment ${d.uuid} was not queued: queued again (attempt ${d.buildAttempts + 1})`,
      );
    }
  }

  private async requeueDeletions(): Promise<void> {
    const pending: { uuid: string }[] = await this.db.query(
      `SELECT uuid FROM functions WHERE status = 'deleted' AND updated_at < now() - make_interval(secs => $1)`,
      [MIN_AGE_MS / 1000],
    );
    for (const { uuid } of pending) {
      if (await this.isLive(await this.jobs.queue('cleanup').getJob(jobIds.functionDelete(uuid)))) continue;
      await this.jobs.enqueue(
        'cleanup',
        'function.delete',
        { functionUuid: uuid },
        jobOptions.functionDelete(uuid),
      );
      this.logger.warn(`cleanup of deleted function ${uuid} was not queued: queued again`);
    }
  }
}
