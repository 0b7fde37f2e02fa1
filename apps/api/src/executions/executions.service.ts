import { notFound, unavailable } from '@fnhost/common';
import { Execution, ExecutionLog, insertExecution } from '@fnhost/database';
import { awaitRecorded, InvokePayload, InvokeResult, JobQueue, workerAliveKey } from '@fnhost/queue';
import { Job } from 'bullmq';
import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { MoreThanOrEqual, Repository } from 'typeorm';
import { AuthUser } from '../auth/current-user.decorator';
import { FunctionsService } from '../functions/functions.service';
import { ConcurrencyLimiter } from './concurrency-limiter';
import { PageQueryDto } from '../common/api-queries';
import {
  ExecutionEnvelopeDto,
  ExecutionListDto,
  LogEntryDto,
  LogsDto,
  LogsQueryDto,
} from './dto/execution.dto';
import { ResultWaiter } from './result-waiter';
import { Invocation } from '../functions/invocable';
import { ApiConfig } from '../config';

/** How often a waiting caller checks that the worker running its invocation is alive. */
const WORKER_CHECK_MS = 1000;
const WORKER_LOST = 'the worker running the invocation was lost; it was not run again';
/** The worker published a result this process could not read (its stored copy expired). */
const resultLost = (executionUuid: string) => () => {
  throw unavailable(`the result of execution ${executionUuid} was lost; see its record`);
};

/** One logs response holds at most this much message text, whatever `limit` says. */
const LOGS_RESPONSE_BYTES = 1024 * 1024;

/** The promise's value, or null once `ms` pass; its rejection passes through. */
const race = <T>(promise: Promise<T>, ms: number) =>
  new Promise<T | null>((resolve, reject) => {
    const timer = setTimeout(() => resolve(null), ms);
    promise.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (err) => {
        clearTimeout(timer);
        reject(err);
      },
    );
  });

const toLogEntry = (l: ExecutionLog): LogEntryDto => ({
  timestamp: l.timestamp.toISOString(),
  level: l.level,
  message: l.message,
});

@Injectable()
export class ExecutionsService {
  private readonly logger = new Logger(ExecutionsService.name);

  constructor(
    private readonly config: ApiConfig,
    private readonly functions: FunctionsService,
    private readonly limiter: ConcurrencyLimiter,
    private readonly waiter: ResultWaiter,
    private readonly jobs: JobQueue,
    @InjectRepository(Execution) private readonly executions: Repository<Execution>,
    @InjectRepository(ExecutionLog) private readonly logs: Repository<ExecutionLog>,
  ) {}

  /** Runs an admitted invocation on a worker: job, then the result on this process's channel. */
  async invoke(invocation: Invocation, input: Record<string, unknown> | undefined): Promise<InvokeResult> {
    invocation.taken = true; // its slot is freed below, or by the worker with its answer
    const { fn, executionUuid, leaseMs } = invocation;
    const deploymentUuid = fn.activeDeploymentUuid;
    const timeoutMs = fn.timeoutS * 1000;
    const pending = this.waiter.expect(executionUuid);
    const enqueuedAt = Date.now();
    let result: InvokeResult | null = null;
    try {
      const payload: InvokePayload = {
        executionUuid,
        functionUuid: fn.uuid,
        deploymentUuid,
        event: JSON.stringify(input ?? {}),
        timeoutMs,
        answerBy: Date.now() + this.config.INVOKE_PICKUP_TIMEOUT_MS,
        replyTo: this.waiter.channel,
      };
      const opts = { jobId: executionUuid, removeOnComplete: true, removeOnFail: 1000 };
      // To a worker that holds a warm container of the deployment, so no other host cold-starts it.
      const placed = await this.jobs.placement(deploymentUuid);
      const job = placed
        ? await this.jobs.enqueueOnHost(placed, 'run', payload, opts)
        : await this.jobs.enqueue('invoke', 'run', payload, opts);
      result = await race(pending.promise, this.config.INVOKE_PICKUP_TIMEOUT_MS).catch(
        resultLost(executionUuid),
      );
      if (result) return result;
      // Still queued after the pickup time: no worker is taking work. Withdraw it and say so.
      const state = await job.getState();
      if (state === 'waiting' || state === 'prioritized' || state === 'delayed') {
        await job
          .remove()
          .catch((err: Error) => this.logger.warn(`withdrawing invocation ${executionUuid}: ${err.message}`));
        throw unavailable('no worker picked up the invocation in time, try again later');
      }
      result = await this.whileWorkerAlive(pending.promise, job, enqueuedAt + leaseMs);
      if (result) return result;
      await this.recordLost(fn.uuid, deploymentUuid, executionUuid, enqueuedAt);
      throw unavailable(WORKER_LOST);
    } finally {
      pending.cancel();
      // A worker that answered freed the slot with its answer.
      if (!result) await this.limiter.release(fn.uuid, executionUuid);
    }
  }

  /**
   * The result of a running invocation, or null when the worker running it died (its heartbeat
   * is gone): asked every WORKER_CHECK_MS, so a caller learns of a lost worker within seconds.
   * The job is not run again elsewhere (maxStalledCount 0). 503 once the deadline passes.
   */
  private async whileWorkerAlive(
    result: Promise<InvokeResult>,
    job: Job<InvokePayload>,
    deadlineAt: number,
  ): Promise<InvokeResult | null> {
    const { executionUuid } = job.data;
    const jobKey = `${job.queueQualifiedName}:${job.id}`;
    while (Date.now() < deadlineAt) {
      const done = await race(result, Math.min(WORKER_CHECK_MS, deadlineAt - Date.now())).catch(
        resultLost(executionUuid),
      );
      if (done) return done;
      const workerId = await this.jobs.connection.hget(jobKey, 'pb');
      if (workerId && !(await this.jobs.connection.exists(workerAliveKey(workerId)))) {
        this.logger.warn(`invocation ${executionUuid}: worker ${workerId} was lost`);
        return null;
      }
    }
    throw unavailable('the worker running the invocation did not answer in time');
  }

  /** The invocation of a lost worker is recorded (once: the worker may have recorded it already). */
  private recordLost(
    functionUuid: string,
    deploymentUuid: string,
    executionUuid: string,
    enqueuedAt: number,
  ) {
    return insertExecution(this.executions.manager, {
      executionUuid,
      functionUuid,
      deploymentUuid,
      status: 'error',
      startedAt: new Date(enqueuedAt).toISOString(),
      completedAt: new Date().toISOString(),
      durationMs: Date.now() - enqueuedAt,
      errorMessage: WORKER_LOST,
      logs: [],
    });
  }

  async list(
    user: AuthUser,
    functionUuid: string,
    { page, per_page: perPage, offset }: PageQueryDto,
  ): Promise<ExecutionListDto> {
    const fn = await this.functions.findOwned(user, functionUuid);
    await awaitRecorded(this.jobs.connection, [fn.uuid]);
    const [rows, total] = await this.executions.findAndCount({
      where: { functionUuid: fn.uuid },
      order: { startedAt: 'DESC', uuid: 'ASC' },
      take: perPage,
      skip: offset,
    });
    return {
      executions: rows.map((e) => ({
        uuid: e.uuid,
        status: e.status,
        started_at: e.startedAt.toISOString(),
        completed_at: e.completedAt.toISOString(),
        duration_ms: e.durationMs,
      })),
      page,
      per_page: perPage,
      total,
      has_next: offset + rows.length < total,
    };
  }

  async get(user: AuthUser, functionUuid: string, executionUuid: string): Promise<ExecutionEnvelopeDto> {
    const fn = await this.functions.findOwned(user, functionUuid);
    await awaitRecorded(this.jobs.connection, [fn.uuid]);
    const e = await this.executions.findOneBy({ uuid: executionUuid, functionUuid: fn.uuid });
    if (!e) throw notFound(`execution ${executionUuid} not found`);
    const logs = await this.logs.find({ where: { executionUuid: e.uuid }, order: { seq: 'ASC' } });
    return {
      execution: {
        uuid: e.uuid,
        function_uuid: e.functionUuid,
        status: e.status,
        started_at: e.startedAt.toISOString(),
        completed_at: e.completedAt.toISOString(),
        duration_ms: e.durationMs,
        invocation: {
          uuid: e.uuid,
          timestamp: e.startedAt.toISOString(),
          success: e.status === 'success',
          duration_ms: e.durationMs,
          error_message: e.errorMessage,
        },
        logs: logs.map(toLogEntry),
      },
    };
  }

  /**
   * With `since`: the first entries from then on; without: the latest. Oldest first either way.
   * At most `limit` entries and LOGS_RESPONSE_BYTES of text: a response the api can afford to hold.
   */
  async functionLogs(user: AuthUser, functionUuid: string, query: LogsQueryDto): Promise<LogsDto> {
    const fn = await this.functions.findOwned(user, functionUuid);
    const { limit } = query;
    const since = query.since ? new Date(query.since) : undefined;
    await awaitRecorded(this.jobs.connection, [fn.uuid]);
    const rows = await this.logs.find({
      where: { functionUuid: fn.uuid, ...(since && { timestamp: MoreThanOrEqual(since) }) },
      order: since ? { timestamp: 'ASC', id: 'ASC' } : { timestamp: 'DESC', id: 'DESC' },
      take: limit,
    });
    let bytes = 0;
    const kept = rows.filter((l) => (bytes += Buffer.byteLength(l.message)) <= LOGS_RESPONSE_BYTES);
    if (!since) kept.reverse();
    return { logs: kept.map(toLogEntry) };
  }
}
