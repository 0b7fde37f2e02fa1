import { unavailable } from '@fnhost/common';
import { Execution } from '@fnhost/database';
import { ExecutionLedger, Leases, WORKER_LOST } from '@fnhost/engine';
import { InvokePayload, InvokeResult, JobQueue, StreamStarted } from '@fnhost/queue';
import { KEYS, RedisService } from '@fnhost/redis';
import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { currentTraceparent } from '@fnhost/observability';
import { Repository } from 'typeorm';
import { ApiConfig } from '../config';
import { InvocableFunction } from '../functions/invocable';
import { ApiMetrics } from '../metrics/api-metrics';
import { ReplyReader, StreamedReply, StreamEnd } from '../reply/reply-reader';
import { ResultWaiter } from '../reply/result-waiter';
import type { Admitted } from './admission';
import type { Target } from './addressing';
import { InvocationDispatch } from './invocation-dispatch';

/** How often a waiting caller checks that the worker running its invocation is alive. */
const WORKER_CHECK_MS = 1000;
/** The worker published a result this process could not read (its stored copy expired). */
const resultLost = (executionUuid: string) => () => {
  throw unavailable(`the result of execution ${executionUuid} was lost; see its record`);
};

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

/**
 * Runs an admitted invocation: its job on a worker, then its answer (a result on this process's
 * channel, or a reply its worker streams), watching the worker while the caller waits. The lease
 * is the worker's to complete; this side withdraws it when no worker took the job in time, and
 * loses it when the worker running it is gone.
 */
@Injectable()
export class InvocationRunner {
  private readonly logger = new Logger(InvocationRunner.name);

  constructor(
    private readonly config: ApiConfig,
    private readonly waiter: ResultWaiter,
    private readonly dispatcher: InvocationDispatch,
    private readonly jobs: JobQueue,
    private readonly redis: RedisService,
    private readonly leases: Leases,
    private readonly metrics: ApiMetrics,
    @InjectRepository(Execution) private readonly executions: Repository<Execution>,
  ) {}

  /**
   * Runs an admitted invocation on a worker: job, then the result on this process's channel (or
   * the word that its reply streams, for a caller that takes one).
   */
  async run(
    fn: InvocableFunction,
    { deploymentUuid, alias }: Target,
    executionUuid: string,
    { lease, placed }: Admitted,
    event: string,
    http: InvokePayload['http'],
    stream: boolean,
  ): Promise<InvokeResult | StreamedReply> {
    const pending = this.waiter.expect(executionUuid);
    const enqueuedAt = Date.now();
    try {
      const payload: InvokePayload = {
        executionUuid,
        lease,
        functionUuid: fn.uuid,
        deploymentUuid,
        alias,
        event,
        timeoutMs: fn.timeoutS * 1000,
        configRevision: fn.configRevision,
        answerBy: Date.now() + this.config.INVOKE_PICKUP_TIMEOUT_MS,
        replyTo: this.waiter.channel,
        ...(http && { http }),
        ...(stream && { stream: true }),
        traceparent: currentTraceparent(),
      };
      const queued = await this.dispatcher.dispatch(placed, payload);
      const result = await race(pending.promise, this.config.INVOKE_PICKUP_TIMEOUT_MS).catch(
        resultLost(executionUuid),
      );
      if (result) return this.answer(result, payload, placed, enqueuedAt);
      // Still queued after the pickup time: no worker is taking work. Withdraw it and say so.
      // Taken meanwhile, it runs: its worker completes the lease.
      if (await queued.withdraw())
        throw unavailable('no worker picked up the invocation in time, try again later');
      const answered = await this.whileWorkerAlive(pending.promise, payload, placed, {
        since: enqueuedAt,
        until: lease.expiresAt,
      });
      if (answered) return this.answer(answered, payload, placed, enqueuedAt);
      await this.lost(payload, enqueuedAt);
      throw unavailable(WORKER_LOST);
    } finally {
      pending.cancel();
    }
  }

  /**
   * The result, its time counted (end to end, and the platform's share: all but the worker's run),
   * or the reply its worker streams.
   */
  private answer(
    result: InvokeResult | StreamStarted,
    payload: InvokePayload,
    placed: string | null,
    enqueuedAt: number,
  ): InvokeResult | Promise<StreamedReply> {
    if ('streaming' in result) return this.streamed(payload, placed, enqueuedAt);
    this.metrics.invoked(payload.http ? 'http' : 'sync', Date.now() - enqueuedAt, result.durationMs);
    return result;
  }

  /**
   * The reply its worker streams: read from its reply stream on a connection of its own. While the
   * stream is quiet its worker is checked as a waiting caller's is: a lost one ends the reply (its
   * lease freed, its execution recorded lost), as does the lease's end.
   */
  private async streamed(
    payload: InvokePayload,
    placed: string | null,
    enqueuedAt: number,
  ): Promise<StreamedReply> {
    const { executionUuid, lease } = payload;
    const trigger = payload.http ? 'http' : 'sync';
    let runner = placed ?? undefined;
    const stalled = async (): Promise<StreamEnd | null> => {
      if (this.leases.lapsed(lease))
        return { status: 'timeout', error: 'the worker running the invocation did not answer in time' };
      runner ??= await this.jobs.runnerOf(executionUuid);
      if (!runner || (await this.redis.client.exists(KEYS.workerAlive(runner)))) return null;
      this.logger.warn(`streamed invocation ${executionUuid}: worker ${runner} was lost`);
      await this.lost(payload, enqueuedAt);
      return { status: 'error', error: WORKER_LOST };
    };
    const reader = new ReplyReader(
      this.redis.client,
      this.redis.blocking(),
      executionUuid,
      stalled,
      Math.ceil((lease.expiresAt - Date.now()) / 1000) + 60,
    );
    const head = await reader.head().catch((err: unknown) => {
      reader.close();
      throw err;
    });
    const metrics = this.metrics;
    async function* body(): AsyncGenerator<Buffer, StreamEnd> {
      const chunks = reader.body();
      let first = true;
      for (;;) {
        const next = await chunks.next();
        if (next.done) return next.value;
        if (first) metrics.firstByte(trigger, Date.now() - enqueuedAt);
        first = false;
        metrics.streamed(trigger, next.value.length);
        yield next.value;
      }
    }
    return {
      executionUuid,
      head,
      body: body(),
      passed: (bytes) => reader.passed(bytes),
      leave: (why) => reader.leave(why),
    };
  }

  /**
   * The result of a running invocation, or null when the worker running it died (its heartbeat
   * is gone): asked every WORKER_CHECK_MS, so a caller learns of a lost worker within seconds.
   * The job is not run again elsewhere (maxStalledCount 0). 503 once the lease ends (it lapses then),
   * or as soon as the invocation is seen finished: its answer was published while this process's
   * subscriber was away (a Redis failover) and will never come.
   */
  private async whileWorkerAlive(
    result: Promise<InvokeResult | StreamStarted>,
    { executionUuid, functionUuid }: InvokePayload,
    placed: string | null,
    { since, until }: { since: number; until: number },
  ): Promise<InvokeResult | StreamStarted | null> {
    let runner = placed ?? undefined;
    while (Date.now() < until) {
      const done = await race(result, Math.min(WORKER_CHECK_MS, until - Date.now())).catch(
        resultLost(executionUuid),
      );
      if (done) return done;
      if (this.waiter.mayHaveMissed(since) && (await this.finished(executionUuid, functionUuid))) {
        // Published at this very moment, or while this process's subscriber was away (then never).
        const late = await race(result, WORKER_CHECK_MS).catch(resultLost(executionUuid));
        return late ?? resultLost(executionUuid)();
      }
      runner ??= await this.jobs.runnerOf(executionUuid);
      if (runner && !(await this.redis.client.exists(KEYS.workerAlive(runner)))) {
        this.logger.warn(`invocation ${executionUuid}: worker ${runner} was lost`);
        return null;
      }
    }
    throw unavailable('the worker running the invocation did not answer in time');
  }

  /** Whether the invocation's record exists: in the function's outbox, or written already. */
  private async finished(executionUuid: string, functionUuid: string): Promise<boolean> {
    if (await this.redis.client.hexists(KEYS.outbox(functionUuid), executionUuid)) return true;
    return this.executions.existsBy({ uuid: executionUuid });
  }

  /**
   * The invocation's worker was lost: it can neither answer nor complete the lease. Its execution
   * is recorded lost (once: the worker may have recorded it already).
   */
  private async lost(payload: InvokePayload, startedAt: number) {
    await this.leases.lose(payload.lease);
    const { http, executionUuid, functionUuid, deploymentUuid, alias, event } = payload;
    await ExecutionLedger.lost(this.executions.manager, {
      http,
      executionUuid,
      functionUuid,
      deploymentUuid,
      alias,
      event,
      startedAt,
    });
  }
}
