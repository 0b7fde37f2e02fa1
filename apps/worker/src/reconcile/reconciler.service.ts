import { Ticker } from '@fnhost/common';
import { Deployment } from '@fnhost/database';
import { attemptHolder, EventLedger } from '@fnhost/engine';
import {
  jobIds,
  jobOptions,
  JobQueue,
  SCHEDULES,
  WORKER_BEAT_INTERVAL_MS,
  WORKER_BEAT_TTL_S,
} from '@fnhost/queue';
import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Job } from 'bullmq';
import { randomUUID } from 'crypto';
import { DataSource, LessThan, Repository } from 'typeorm';
import { WorkerConfig } from '../config';
import { DeployService } from '../deploy/deploy.service';
import { AsyncAttempts } from '../events/async-attempts.service';
import { KEYS, RedisService } from '@fnhost/redis';

/** Work this young may still be on its way to the queue (the api between its commit and its enqueue). */
const MIN_AGE_MS = 30_000;
const MAX_BUILD_ATTEMPTS = 3;
/** Deletes the lock only while it holds the caller's token. */
const RELEASE_IF_OWNED = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`;
const LIVE = new Set(['waiting', 'active', 'delayed', 'prioritized', 'waiting-children']);
/**
 * How long after the workers (re)connected to Redis a missing heartbeat means a lost worker: a
 * Redis that restarted empty, or a replica promoted after the heartbeats it held expired, holds
 * none until every live worker has beaten again.
 */
const HEARTBEATS_SETTLED_MS = WORKER_BEAT_TTL_S * 1000 + WORKER_BEAT_INTERVAL_MS;

/**
 * PostgreSQL is the record of the work owed; Redis only carries it. On boot, on every Redis
 * (re)connection and every RECONCILE_INTERVAL_MS, one worker re-creates what Redis lost: the job
 * schedulers, the builds of deployments still `building`, the cleanups of deleted functions, the
 * attempts of asynchronous invocations (and it counts the attempts running past their time).
 * Every heartbeat interval, one worker counts lost the attempts of workers whose heartbeat is
 * gone, as the api does a synchronous call's: their slots are freed within seconds, not once the
 * function's timeout has passed.
 */
@Injectable()
export class Reconciler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(Reconciler.name);
  private timer?: NodeJS.Timeout;
  private readonly lostRunners = new Ticker(
    () => this.countLostRunners(),
    (err) => this.logger.warn(`lost workers not checked: ${err.message}`),
  );

  constructor(
    private readonly config: WorkerConfig,
    private readonly attempts: AsyncAttempts,
    private readonly jobs: JobQueue,
    private readonly redis: RedisService,
    private readonly db: DataSource,
    private readonly deploy: DeployService,
    @InjectRepository(Deployment) private readonly deployments: Repository<Deployment>,
  ) {}

  onApplicationBootstrap() {
    // A reconnection may follow a Redis that restarted empty, or a failover.
    this.redis.client.on('ready', () => {
      this.redis.client
        .set(KEYS.heartbeatsSince, Date.now())
        .catch((err: Error) => this.logger.warn(`reconnection not noted: ${err.message}`));
      void this.run();
    });
    if (this.redis.client.status === 'ready') void this.run();
    this.timer = setInterval(() => void this.run(), this.config.RECONCILE_INTERVAL_MS);
    this.lostRunners.start(WORKER_BEAT_INTERVAL_MS);
  }

  onApplicationShutdown() {
    clearInterval(this.timer);
    this.lostRunners.stop();
  }

  /**
   * The attempts running on workers whose heartbeat is gone are lost: counted failed (retried, or
   * dead letters) and their slots freed. Only attempts whose slot this Redis holds: its heartbeats
   * say nothing of a worker of another Redis (a stack sharing the database), and an attempt whose
   * slot lapsed is counted once past its time. A worker cut off from Redis alone is taken for lost
   * too, as its synchronous callers are told: what it settles later no longer matches the event's
   * attempt and changes nothing.
   */
  async countLostRunners(): Promise<void> {
    const client = this.redis.client;
    if (!(await this.heartbeatsSettled())) return;
    // One worker a period: the others would find the same attempts settled already.
    if (!(await client.set(KEYS.lostRunnersLock, '1', 'PX', WORKER_BEAT_INTERVAL_MS, 'NX'))) return;
    const runners = await EventLedger.runners(this.db.manager);
    if (!runners.length) return;
    const beats = await client.mget(runners.map(KEYS.workerAlive));
    const gone = runners.filter((_, i) => beats[i] === null);
    if (!gone.length) return;
    const running = await EventLedger.runningOn(this.db.manager, gone);
    const slots = running.reduce(
      (p, e) => p.zscore(KEYS.slots(e.function_uuid), attemptHolder(e.execution_uuid, e.attempts)),
      client.pipeline(),
    );
    const held = ((await slots.exec()) ?? []).map(([err, score]) => !err && score !== null);
    for (const [i, e] of running.entries()) {
      if (!held[i]) continue;
      this.logger.warn(`attempt ${e.attempts} of event ${e.execution_uuid}: its worker was lost`);
      await this.attempts.lost(e.execution_uuid, e.attempts);
    }
  }

  /**
   * Whether the heartbeats have had their lifetime since the workers last (re)connected
   * (KEYS.heartbeatsSince: written on every reconnection, and gone with a Redis that lost its data).
   */
  private async heartbeatsSettled(): Promise<boolean> {
    const since = Number(await this.redis.client.get(KEYS.heartbeatsSince));
    if (since) return Date.now() - since >= HEARTBEATS_SETTLED_MS;
    await this.redis.client.set(KEYS.heartbeatsSince, Date.now(), 'NX');
    return false;
  }

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
        await this.requeueEvents();
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
    await queue.upsertJobScheduler(
      SCHEDULES.executionsPrune.id,
      { pattern: SCHEDULES.executionsPrune.pattern, tz: 'UTC' },
      { name: 'executions.prune', data: {} },
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

  /** Events due that no queue holds (Redis lost them) are queued again; attempts past their time were lost with their worker. */
  private async requeueEvents(): Promise<void> {
    await EventLedger.expire(this.db.manager);
    for (const e of await EventLedger.owed(this.db.manager, this.config.ASYNC_REQUEUE_AFTER_MS)) {
      if (e.state === 'running') {
        this.logger.warn(
          `attempt ${e.attempts} of event ${e.execution_uuid} outlived its time: its worker was lost`,
        );
        await this.attempts.lost(e.execution_uuid, e.attempts);
        continue;
      }
      const attempt = e.attempts + 1;
      if (
        await this.isLive(await this.jobs.queue('events').getJob(jobIds.attempt(e.execution_uuid, attempt)))
      )
        continue;
      await this.attempts.requeue(e.execution_uuid, attempt);
      this.logger.warn(`attempt ${attempt} of event ${e.execution_uuid} was not queued: queued again`);
    }
  }
}
