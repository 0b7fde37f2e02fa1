import { badRequest, ReplyHeaders, unavailable, unreachableDependency, withHeaders } from '@fnhost/common';
import { Execution, TeamQuotas } from '@fnhost/database';
import { ExecutionLedger, leaseMs, WORKER_LOST } from '@fnhost/engine';
import { InvokePayload, InvokeResult, JobQueue, StreamStarted } from '@fnhost/queue';
import { KEYS, RedisService } from '@fnhost/redis';
import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { isUUID } from 'class-validator';
import { randomUUID } from 'crypto';
import { Repository } from 'typeorm';
import { SignatureUse, SignatureVerifier } from '../api-keys/signature-verifier';
import { ApiConfig } from '../config';
import { FunctionsService } from '../functions/functions.service';
import { InvocableFunction } from '../functions/invocable';
import { Admission, AdmissionRequest, Admitted } from './admission';
import { addressOf, Target, targetOf } from './addressing';
import { InvocationDispatch } from './invocation-dispatch';
import { InvocationRequest } from './invocation-request';
import { invokeInput, wantsStream } from './invoke-input';
import { ReplyReader, StreamedReply, StreamEnd } from '../reply/reply-reader';
import { ResultWaiter } from '../reply/result-waiter';
import { RunningCalls } from './running-calls';
import { ApiMetrics } from '../metrics/api-metrics';
import { PinoLogger } from 'nestjs-pino';
import { continuing, currentTraceparent, traced } from '@fnhost/observability';
import { SpanKind } from '@opentelemetry/api';

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

/** The core's answer to a door: its value, and the headers the door's reply carries. */
export interface Answered<T> {
  value: T;
  headers: ReplyHeaders;
}

/**
 * A synchronous invocation, from a door's request to its answer: every check, then admission
 * (which counts the request, takes the signature's single use and the concurrency lease), then the
 * job on a worker and its result on this process's channel. No HTTP object reaches it: doors
 * decode their requests (InvocationRequest) and write their replies from its answer. Admission is the last refusal: past it,
 * only a worker or this service's lost-worker path ends the lease.
 */
@Injectable()
export class InvocationService {
  private readonly logger = new Logger(InvocationService.name);

  constructor(
    private readonly config: ApiConfig,
    private readonly functions: FunctionsService,
    private readonly signatures: SignatureVerifier,
    private readonly admission: Admission,
    private readonly quotas: TeamQuotas,
    private readonly redis: RedisService,
    private readonly waiter: ResultWaiter,
    private readonly running: RunningCalls,
    private readonly dispatcher: InvocationDispatch,
    private readonly jobs: JobQueue,
    private readonly metrics: ApiMetrics,
    private readonly log: PinoLogger,
    @InjectRepository(Execution) private readonly executions: Repository<Execution>,
  ) {}

  /** A streamed reply when the caller takes one (InvocationRequest.stream) and the function streams. */
  async invoke(r: InvocationRequest): Promise<Answered<InvokeResult | StreamedReply>> {
    const tracker = `user:${r.caller.id}`;
    const { fn, target, input, replay, stream } = await this.check(r, true).catch((err) =>
      this.admission.refuse(err, tracker),
    );
    return this.admitAndRun({
      tracker,
      fn,
      target,
      replay,
      traceparent: r.traceparent,
      event: () => JSON.stringify(input),
      stream,
    });
  }

  /**
   * Admits a checked request (the last refusal) and runs it: for every synchronous trigger.
   * `event` is made once the execution has its id (a function URL's event carries it).
   */
  async admitAndRun(r: {
    tracker: AdmissionRequest['tracker'];
    fn: InvocableFunction;
    target: Target;
    replay?: SignatureUse;
    event: (executionUuid: string) => string;
    http?: InvokePayload['http'];
    /** The caller's W3C trace header: the invocation's trace continues it. */
    traceparent?: string | string[];
    /** The caller takes a streamed reply (the function may still answer at once). */
    stream?: boolean;
  }): Promise<Answered<InvokeResult | StreamedReply>> {
    const executionUuid = randomUUID();
    this.log.assign({ execution_id: executionUuid });
    const attributes = { 'fnhost.function_id': r.fn.uuid, 'fnhost.execution_id': executionUuid };
    return this.running.track(() =>
      continuing(r.traceparent, () =>
        traced(
          'invoke',
          attributes,
          async () => {
            const admitted = await traced('admission', {}, async () =>
              this.admission.admit({
                tracker: r.tracker,
                functionUuid: r.fn.uuid,
                teamUuid: r.fn.teamUuid,
                deploymentUuid: r.target.deploymentUuid,
                executionUuid,
                leaseMs: leaseMs.call(this.config.INVOKE_PICKUP_TIMEOUT_MS, r.fn.timeoutS),
                maxSlots: this.config.MAX_CONCURRENT_EXECUTIONS,
                teamMaxSlots: (await this.quotas.limits(r.fn.teamUuid)).concurrent_executions,
                replay: r.replay,
              }),
            );
            // Counted either way: a 503 after admission carries the windows' headers too.
            const headers = { ...admitted.headers, 'X-Fnhost-Version': String(r.target.version) };
            const result = await this.run(
              r.fn,
              r.target,
              executionUuid,
              admitted,
              r.event(executionUuid),
              r.http,
              r.stream === true,
            ).catch((err: unknown) => Promise.reject(withHeaders(err, headers)));
            return { value: result, headers };
          },
          { kind: SpanKind.SERVER },
        ),
      ),
    );
  }

  /**
   * Everything that can refuse the request before admission, cheapest first; ownership before
   * the signature, then a version to run at the request's address (`pick`: a canary is chosen now).
   * For every trigger a request starts (asynchronous invokes too).
   */
  async check(r: InvocationRequest, pick: boolean) {
    if (!isUUID(r.functionId)) throw badRequest('id: must be a UUID');
    const address = addressOf(r.address);
    const input = invokeInput(r.input);
    const stream = wantsStream(r.stream);
    const fn = await this.functions.findInvocable(r.caller, r.functionId);
    const replay = this.signatures.verify(r.signed, fn);
    const target = await targetOf(this.executions.manager, fn, address, pick);
    return { fn, target, input, replay, stream };
  }

  /**
   * Runs an admitted invocation on a worker: job, then the result on this process's channel (or
   * the word that its reply streams, for a caller that takes one).
   */
  private async run(
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
      const queued = await this.dispatcher.dispatch(placed, payload).catch((err: unknown) => {
        // Redis unreachable (a failover): no worker may ever see the job, so nothing else frees
        // the lease; freed once Redis is back rather than held until it lapses.
        if (unreachableDependency(err)) this.admission.releaseWhenBack(lease);
        throw err;
      });
      const result = await race(pending.promise, this.config.INVOKE_PICKUP_TIMEOUT_MS).catch(
        resultLost(executionUuid),
      );
      if (result) return this.answer(result, payload, placed, enqueuedAt);
      // Still queued after the pickup time: no worker is taking work. Withdraw it and say so.
      // Withdrawn, it never runs: its lease is ours to free. Taken meanwhile, the worker frees it.
      if (await queued.withdraw()) {
        await this.admission.release(lease);
        throw unavailable('no worker picked up the invocation in time, try again later');
      }
      const answered = await this.whileWorkerAlive(pending.promise, payload, placed, {
        since: enqueuedAt,
        until: lease.expiresAt,
      });
      if (answered) return this.answer(answered, payload, placed, enqueuedAt);
      // Its worker died: it can neither answer nor free the lease.
      await this.admission.release(lease);
      await this.recordLost(payload, enqueuedAt);
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
      if (Date.now() > lease.expiresAt)
        return { status: 'timeout', error: 'the worker running the invocation did not answer in time' };
      runner ??= await this.jobs.runnerOf(executionUuid);
      if (!runner || (await this.redis.client.exists(KEYS.workerAlive(runner)))) return null;
      this.logger.warn(`streamed invocation ${executionUuid}: worker ${runner} was lost`);
      await this.admission.release(lease);
      await this.recordLost(payload, enqueuedAt);
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
      leave: () => reader.leave(),
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

  /** The invocation of a lost worker is recorded (once: the worker may have recorded it already). */
  private recordLost(
    { http, executionUuid, functionUuid, deploymentUuid, alias, event }: InvokePayload,
    startedAt: number,
  ) {
    return ExecutionLedger.lost(this.executions.manager, {
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
