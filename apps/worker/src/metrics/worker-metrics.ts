import { Metrics } from '@fnhost/observability';
import { Injectable } from '@nestjs/common';
import { Worker } from 'bullmq';
import { Counter, Gauge, Histogram } from 'prom-client';

/** Seconds, from a millisecond's work to a long function's. */
const DURATION_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300];

/**
 * What the worker counts (`GET /metrics` on its health port): invocations by function, trigger
 * and status, their time split into the function's own and the platform's, cold starts, queue
 * waits and builds. The instances, stem cells and memory are gauges of the components holding them.
 */
@Injectable()
export class WorkerMetrics {
  private readonly registers;
  private readonly invocations: Counter<'function' | 'version' | 'trigger' | 'status'>;
  private readonly invocationSeconds: Histogram<'trigger' | 'part'>;
  private readonly coldStarts: Counter<'runtime' | 'source'>;
  private readonly coldStartSeconds: Histogram<'runtime' | 'source'>;
  private readonly queueWait: Histogram<'queue'>;
  private readonly builds: Counter<'status'>;
  private readonly buildSeconds: Histogram<'status'>;

  constructor(private readonly metrics: Metrics) {
    const registers = (this.registers = [metrics.registry]);
    this.invocations = new Counter({
      name: 'fnhost_invocations_total',
      help: 'Invocations run, by function (at most METRICS_MAX_FUNCTIONS ids, then "other"), version (empty: no instance ran it), trigger and status',
      labelNames: ['function', 'version', 'trigger', 'status'],
      registers,
    });
    this.invocationSeconds = new Histogram({
      name: 'fnhost_invocation_duration_seconds',
      help: "Invocations' time on the worker: part=function is the call to the function's instance, part=platform the rest (an instance found or started, the result recorded)",
      labelNames: ['trigger', 'part'],
      buckets: DURATION_BUCKETS,
      registers,
    });
    this.coldStarts = new Counter({
      name: 'fnhost_cold_starts_total',
      help: 'Instances started, by runtime and source (stem: a stem cell taken; image: a container of the version image)',
      labelNames: ['runtime', 'source'],
      registers,
    });
    this.coldStartSeconds = new Histogram({
      name: 'fnhost_cold_start_duration_seconds',
      help: 'From the start of an instance to its runtime answering',
      labelNames: ['runtime', 'source'],
      buckets: [0.025, 0.05, 0.1, 0.2, 0.35, 0.5, 1, 2, 5, 15],
      registers,
    });
    this.queueWait = new Histogram({
      name: 'fnhost_queue_wait_seconds',
      help: 'From a job being due to a worker taking it, by queue (host: the workers own queues)',
      labelNames: ['queue'],
      buckets: DURATION_BUCKETS,
      registers,
    });
    this.builds = new Counter({
      name: 'fnhost_builds_total',
      help: 'Builds finished, by status (active, canary: rolling out, or failed)',
      labelNames: ['status'],
      registers,
    });
    this.buildSeconds = new Histogram({
      name: 'fnhost_build_duration_seconds',
      help: 'Builds from the job taken to the version active, rolling out or failed',
      labelNames: ['status'],
      buckets: [1, 2.5, 5, 10, 20, 30, 60, 120, 300],
      registers,
    });
  }

  /** An invocation run: `functionMs` of its `durationMs` on the worker were the call to its instance. */
  invoked(
    functionUuid: string,
    version: number | undefined,
    trigger: string,
    status: string,
    { functionMs, durationMs }: { functionMs: number; durationMs: number },
  ): void {
    if (!this.metrics.enabled) return;
    const fn = this.functionLabel(functionUuid);
    // A function past the cap shares "other": its versions too, or the cap would not bound the series.
    this.invocations.inc({
      function: fn,
      version: fn === 'other' ? '' : String(version ?? ''),
      trigger,
      status,
    });
    this.invocationSeconds.observe({ trigger, part: 'function' }, functionMs / 1000);
    this.invocationSeconds.observe({ trigger, part: 'platform' }, (durationMs - functionMs) / 1000);
  }

  coldStart(runtime: string, source: 'stem' | 'image', ms: number): void {
    if (!this.metrics.enabled) return;
    this.coldStarts.inc({ runtime, source });
    this.coldStartSeconds.observe({ runtime, source }, ms / 1000);
  }

  built(status: 'active' | 'canary' | 'failed', ms: number): void {
    if (!this.metrics.enabled) return;
    this.builds.inc({ status });
    this.buildSeconds.observe({ status }, ms / 1000);
  }

  /** The function label of an id, within the cap. */
  functionLabel(functionUuid: string): string {
    return this.metrics.functions.of(functionUuid);
  }

  /** A gauge read at each scrape from the component that holds the state (or the store it is in). */
  gauge<L extends string>(
    name: string,
    help: string,
    labelNames: L[],
    read: (g: Gauge<L>) => void | Promise<void>,
  ): void {
    new Gauge<L>({
      name,
      help,
      labelNames,
      registers: this.registers,
      async collect() {
        this.reset();
        await read(this);
      },
    });
  }

  /** Every job a BullMQ worker takes counts its wait, by its queue (the workers' own ones as `host`). */
  watch(worker: Worker): void {
    if (!this.metrics.enabled) return;
    const queue = worker.name.startsWith('host-') ? 'host' : worker.name;
    worker.on('active', (job) => {
      const due = job.timestamp + (job.opts.delay ?? 0);
      this.queueWait.observe({ queue }, Math.max(0, Date.now() - due) / 1000);
    });
  }
}
