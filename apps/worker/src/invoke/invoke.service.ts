import { ExecutionTrigger } from '@fnhost/database';
import { Leases } from '@fnhost/engine';
import { ANSWER_BY_MARGIN_MS, InvokePayload, InvokeResult } from '@fnhost/queue';
import { RedisService } from '@fnhost/redis';
import { httpReply, INVOKE_LIMITS, MAX_INSTANCES_PER_HOST, storableText } from '@fnhost/runtime';
import { isUtf8 } from 'buffer';
import { WorkerConfig } from '../config';
import { ReplyStream, StreamSummary } from './reply-stream';
import { Injectable, Logger } from '@nestjs/common';
import { CallOutcome, InstanceCalls } from '../containers/instance-calls';
import { WarmPool } from '../containers/warm-pool';
import { WorkerMetrics } from '../metrics/worker-metrics';
import { ExecutionRecorder } from './execution-recorder';
import { PinoLogger } from 'nestjs-pino';
import { continuing, spanOver, traced } from '@fnhost/observability';
import { SpanKind } from '@opentelemetry/api';
import { Job } from 'bullmq';

/** Runs one invocation, records it (execution + log rows) whatever the outcome, and replies to the api. */
@Injectable()
export class InvokeService {
  private readonly logger = new Logger(InvokeService.name);

  constructor(
    private readonly pool: WarmPool,
    private readonly calls: InstanceCalls,
    private readonly recorder: ExecutionRecorder,
    private readonly metrics: WorkerMetrics,
    private readonly log: PinoLogger,
    private readonly leases: Leases,
    private readonly redis: RedisService,
    private readonly config: WorkerConfig,
  ) {}

  async run(payload: InvokePayload, job: Pick<Job, 'timestamp'>): Promise<void> {
    // Picked up after the api had to give up on it (a Redis outage): the caller was answered 503
    // already and may retry, so running it now would run it twice. It never runs: the api, unable
    // to take the job back, left its lease to be withdrawn here (Leases retries while Redis is away).
    if (Date.now() > payload.answerBy + ANSWER_BY_MARGIN_MS) {
      await this.leases.withdraw(payload.lease);
      this.logger.warn(`invocation ${payload.executionUuid} skipped: its caller was answered already`);
      return;
    }
    const bindings = { execution_id: payload.executionUuid, function_id: payload.functionUuid };
    const attributes = {
      'fnhost.function_id': payload.functionUuid,
      'fnhost.execution_id': payload.executionUuid,
    };
    await this.log.runInContext(
      () =>
        continuing(payload.traceparent, () => {
          spanOver('queue', job.timestamp);
          return traced(
            'run',
            attributes,
            async () => {
              const result = await this.execute({ ...payload, trigger: payload.http ? 'http' : 'sync' });
              await traced('record', {}, () =>
                this.recorder.complete(payload, payload.http ? asHttpReply(result) : result),
              );
            },
            { kind: SpanKind.CONSUMER },
          );
        }),
      { bindings },
    );
  }

  /** Where a streamed reply goes: the caller's reply stream when it reads one, else gathered. */
  private replyStream(
    payload: Pick<InvokePayload, 'executionUuid' | 'timeoutMs'> &
      Partial<Pick<InvokePayload, 'stream' | 'replyTo'>>,
    startedAt: number,
  ) {
    // Forwarded only to a caller that takes streams and waits on a channel (not an async attempt).
    const replyTo = payload.stream ? payload.replyTo : undefined;
    return new ReplyStream(
      replyTo
        ? {
            kind: 'forward',
            redis: this.redis.bulk,
            executionUuid: payload.executionUuid,
            replyTo,
            ttlS: Math.ceil(payload.timeoutMs / 1000),
          }
        : { kind: 'gather' },
      {
        maxBytes: replyTo ? this.config.STREAM_MAX_MB * 1024 * 1024 : INVOKE_LIMITS.resultBytes,
        idleMs: this.config.STREAM_IDLE_S * 1000,
      },
      startedAt,
    );
  }

  /** Invocations placed here together in one job: side by side; the job ends once all have. */
  async runAll(invocations: InvokePayload[], job: Pick<Job, 'timestamp'>): Promise<void> {
    const failed = (await Promise.allSettled(invocations.map((p) => this.run(p, job)))).find(
      (o) => o.status === 'rejected',
    );
    if (failed) throw failed.reason;
  }

  /** Runs an invocation on an instance of its version on this host, and counts it; never throws. */
  async execute(
    payload: Pick<
      InvokePayload,
      'executionUuid' | 'functionUuid' | 'deploymentUuid' | 'event' | 'timeoutMs' | 'configRevision'
    > &
      Partial<Pick<InvokePayload, 'stream' | 'replyTo' | 'http'>> & { trigger: ExecutionTrigger },
  ): Promise<InvokeResult> {
    const startedAt = new Date();
    let functionMs = 0;
    let version: number | undefined;
    const reply = this.replyStream(payload, startedAt.getTime());
    const done = async (
      outcome: Pick<InvokeResult, 'status' | 'result' | 'errorMessage' | 'logs'>,
    ): Promise<InvokeResult> => {
      const partial = reply.streamed
        ? streamedResult(
            outcome,
            await reply.finish({ status: outcome.status, error: outcome.errorMessage }),
            payload,
          )
        : outcome;
      const completedAt = new Date();
      const durationMs = completedAt.getTime() - startedAt.getTime();
      this.metrics.invoked(payload.functionUuid, version, payload.trigger, partial.status, {
        functionMs,
        durationMs,
      });
      // One line per invocation, as Lambda's REPORT: the caller's execution_id is bound by the context.
      this.logger.log({
        msg: 'invocation finished',
        trigger: payload.trigger,
        status: partial.status,
        duration_ms: durationMs,
        function_ms: functionMs,
      });
      return {
        executionUuid: payload.executionUuid,
        ...partial,
        startedAt: startedAt.toISOString(),
        completedAt: completedAt.toISOString(),
        durationMs,
      };
    };
    let outcome: CallOutcome = { kind: 'unreachable', reason: 'not attempted' };
    // A container removed behind the pool's back never saw the request: the next instance, else a
    // fresh one. Each unreachable one is discarded, so this ends once a fresh one is reached.
    for (let attempt = 0; attempt <= MAX_INSTANCES_PER_HOST && outcome.kind === 'unreachable'; attempt++) {
      let warm;
      try {
        // A call waits for room (max_instances, the host's memory budget) up to its own timeout.
        warm = await traced('instance', {}, () =>
          this.pool.acquire(payload.deploymentUuid, payload.configRevision, payload.timeoutMs),
        );
      } catch (err) {
        return done({
          status: 'error',
          result: null,
          errorMessage: `function could not start: ${(err as Error).message}`,
          logs: [],
        });
      }
      const calledAt = Date.now();
      const instance = warm;
      version = warm.version;
      outcome = await traced('call', { 'fnhost.container': warm.containerName }, () =>
        this.calls.call(instance, payload.event, payload.executionUuid, payload.timeoutMs, reply),
      );
      functionMs += Date.now() - calledAt;
    }
    switch (outcome.kind) {
      case 'reply':
        return done({
          status: outcome.reply.status,
          result: outcome.reply.result,
          errorMessage: outcome.reply.error,
          logs: outcome.reply.logs,
        });
      case 'timeout':
        return done({
          status: 'timeout',
          result: null,
          errorMessage: `function timed out after ${payload.timeoutMs / 1000}s`,
          logs: outcome.logs,
        });
      case 'unreachable':
      case 'crash':
        return done({
          status: 'error',
          result: null,
          errorMessage:
            outcome.reason === 'out of memory'
              ? 'function exceeded its memory limit (out of memory)'
              : `function process crashed (${outcome.reason})`,
          logs: outcome.kind === 'crash' ? outcome.logs : [],
        });
    }
  }
}

/** What a streamed reply came to: its bytes and first bytes recorded; gathered, its body is the result. */
function streamedResult(
  outcome: Pick<InvokeResult, 'status' | 'result' | 'errorMessage' | 'logs'>,
  s: StreamSummary,
  payload: Pick<InvokePayload, 'http'>,
): Pick<InvokeResult, 'status' | 'result' | 'errorMessage' | 'logs' | 'stream'> {
  // A stream cut first (the caller left, a limit) is why it ended, whatever the handler did after.
  const status = s.broken !== null ? 'error' : outcome.status;
  const text = (b: Buffer) => b.toString('utf8');
  let result: unknown = null;
  if (status === 'success' && s.body)
    result = payload.http
      ? {
          ...s.head,
          ...(isUtf8(s.body)
            ? { body: text(s.body), isBase64Encoded: false }
            : { body: s.body.toString('base64'), isBase64Encoded: true }),
        }
      : text(s.body);
  return {
    status,
    result,
    errorMessage: s.broken ?? outcome.errorMessage,
    logs: outcome.logs,
    // NUL and broken UTF-8 made storable: a binary body's first bytes are kept as text.
    stream: { bytes: s.bytes, ttfbMs: s.ttfbMs, first: storableText(text(s.first)) },
  };
}

/** A function URL's successful result becomes its checked reply; one that is no reply is an error. */
function asHttpReply(result: InvokeResult): InvokeResult {
  if (result.status !== 'success') return result;
  const checked = httpReply(result.result);
  if ('reply' in checked) return { ...result, result: checked.reply };
  return { ...result, status: 'error', result: null, errorMessage: checked.error };
}
