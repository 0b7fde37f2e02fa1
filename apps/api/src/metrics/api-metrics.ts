import { Metrics } from '@fnhost/observability';
import { JobQueue, WORKER_BEAT_TTL_S } from '@fnhost/queue';
import { KEYS, RedisService } from '@fnhost/redis';
import { Injectable } from '@nestjs/common';
import { Counter, Gauge, Histogram } from 'prom-client';

export type Rejection = 'rate_limit' | 'concurrency' | 'quota' | 'replayed_signature';

/**
 * What the api counts (`GET /metrics`): refusals, synchronous invocations end to end, and the
 * cluster's queues and workers as this api sees them at the scrape.
 */
@Injectable()
export class ApiMetrics {
  readonly rejections: Counter<'reason'>;
  private readonly invocationSeconds: Histogram<'trigger' | 'part'>;
  private readonly streamBytes: Counter<'trigger'>;
  private readonly firstByteSeconds: Histogram<'trigger'>;

  constructor(
    private readonly metrics: Metrics,
    jobs: JobQueue,
    redis: RedisService,
  ) {
    const registers = [metrics.registry];
    this.rejections = new Counter({
      name: 'fnhost_rejections_total',
      help: "Requests refused: over a rate limit, over the function's concurrency limit, over its team's quota of calls running, a signature used again",
      labelNames: ['reason'],
      registers,
    });
    this.invocationSeconds = new Histogram({
      name: 'fnhost_api_invocation_duration_seconds',
      help: "Synchronous invocations at the api: part=total from admission to the result, part=platform all of it but the worker's run of the invocation",
      labelNames: ['trigger', 'part'],
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300],
      registers,
    });
    this.streamBytes = new Counter({
      name: 'fnhost_stream_bytes_total',
      help: 'Bytes of streamed replies passed to their callers',
      labelNames: ['trigger'],
      registers,
    });
    this.firstByteSeconds = new Histogram({
      name: 'fnhost_stream_time_to_first_byte_seconds',
      help: "Streamed replies: from admission to the first byte of the function's body at the api",
      labelNames: ['trigger'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      registers,
    });
    if (!metrics.enabled) return;
    new Gauge({
      name: 'fnhost_queue_jobs',
      help: 'Jobs per queue and state (host: the workers own queues, summed)',
      labelNames: ['queue', 'state'],
      registers,
      async collect() {
        this.reset();
        for (const [queue, states] of Object.entries(await jobs.depths()))
          for (const [state, count] of Object.entries(states)) this.set({ queue, state }, count);
      },
    });
    new Gauge({
      name: 'fnhost_worker_heartbeat_age_seconds',
      help: "Seconds since each live worker's last heartbeat",
      labelNames: ['worker', 'host'],
      registers,
      async collect() {
        this.reset();
        for (const w of await jobs.liveWorkers()) {
          const leftMs = await redis.client.pttl(KEYS.workerAlive(w.id));
          if (leftMs >= 0) this.set({ worker: w.id, host: w.host }, WORKER_BEAT_TTL_S - leftMs / 1000);
        }
      },
    });
  }

  rejected(reason: Rejection): void {
    if (this.metrics.enabled) this.rejections.inc({ reason });
  }

  /** A streamed reply's first body byte reached the api `ms` after admission. */
  firstByte(trigger: string, ms: number): void {
    if (this.metrics.enabled) this.firstByteSeconds.observe({ trigger }, ms / 1000);
  }

  /** `bytes` more of a streamed reply went to its caller. */
  streamed(trigger: string, bytes: number): void {
    if (this.metrics.enabled) this.streamBytes.inc({ trigger }, bytes);
  }

  /** A synchronous invocation answered after `totalMs`, `workerMs` of them the worker's run. */
  invoked(trigger: string, totalMs: number, workerMs: number): void {
    if (!this.metrics.enabled) return;
    this.invocationSeconds.observe({ trigger, part: 'total' }, totalMs / 1000);
    this.invocationSeconds.observe({ trigger, part: 'platform' }, Math.max(0, totalMs - workerMs) / 1000);
  }
}
