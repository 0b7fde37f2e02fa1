import { Broker, Reach, Subscription, TRIGGER_LIMITS } from '@fnhost/triggers';
import { Logger } from '@nestjs/common';
import { setTimeout as sleep } from 'timers/promises';
import type { HeldTrigger, TriggerReport } from './held-trigger';
import type { TriggerDeliveries } from './trigger-deliveries';
import type { TriggerMetrics } from './trigger-metrics';

/** How long a take waits for a first message before the loop looks again (stop, backpressure). */
const IDLE_MS = 500;
/** How long a stop waits for its client to close the connection. */
const STOP_WAIT_MS = 10_000;
/** The lag is asked of the broker at most this often. */
const LAG_EVERY_MS = 2000;

export interface ConsumerDeps {
  broker: Broker;
  /** The connection ready to dial (secrets opened, hosts checked), asked at every (re)connect. */
  reach: () => Promise<Reach>;
  deliveries: TriggerDeliveries;
  metrics: TriggerMetrics;
  backoffMaxMs: number;
  /** How long to wait while the trigger's in-flight events are at max_in_flight. */
  pollMs: number;
}

/**
 * One trigger's consumer on the worker holding its lease: connects, takes messages, hands them
 * over as events (TriggerDeliveries) and acknowledges them once durable; while the trigger's
 * unfinished events are at max_in_flight it takes nothing (the broker's window then stops the
 * flow). A lost broker or database is the `error` state with its message, and a reconnect after
 * a backoff doubling from 1 s: never a crash. Unacknowledged messages come again from the broker.
 */
export class TriggerConsumer {
  private readonly logger: Logger;
  private stopped = false;
  /** Cuts a backoff short at stop: the supervisor's tick waits for the stop. */
  private readonly stopping = new AbortController();
  private subscription?: Subscription;
  private readonly report: TriggerReport = {
    state: 'starting',
    lastError: null,
    lag: null,
    delivered: 0,
    lastMessageAt: null,
  };
  private lagAskedAt = 0;
  readonly done: Promise<void>;

  constructor(
    readonly trigger: HeldTrigger,
    private readonly deps: ConsumerDeps,
  ) {
    this.logger = new Logger(`TriggerConsumer ${trigger.uuid}`);
    this.done = this.run();
  }

  /** The status since the last call (its delivered count then starts again from 0). */
  takeReport(): TriggerReport {
    const report = { ...this.report };
    this.report.delivered = 0;
    return report;
  }

  /**
   * Stops taking messages; resolves once the connection is closed (unacknowledged ones come
   * again), or after STOP_WAIT_MS: the supervisor's pass waits for it, and a client that never
   * finishes closing must not hold every other trigger of this worker.
   */
  async stop(): Promise<void> {
    this.stopped = true;
    this.stopping.abort();
    const stopped = (async () => {
      await this.subscription?.close().catch(() => undefined);
      await this.done;
      return true;
    })();
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), STOP_WAIT_MS)));
    const closed = await Promise.race([stopped, late]);
    clearTimeout(timer);
    if (!closed) this.logger.warn(`consumer not closed within ${STOP_WAIT_MS / 1000} s: left to its client`);
  }

  private async run(): Promise<void> {
    let failures = 0;
    while (!this.stopped) {
      try {
        this.subscription = await this.deps.broker.subscribe(
          await this.deps.reach(),
          this.trigger.source,
          this.window(),
          `fnhost-trigger-${this.trigger.uuid}`,
        );
        if (this.stopped) break;
        this.set('running', null);
        failures = 0;
        await Promise.race([
          this.pump(this.subscription),
          this.subscription.lost.then((err) => {
            throw err;
          }),
        ]);
      } catch (err) {
        if (this.stopped) break;
        failures++;
        const message = (err as Error).message || String(err);
        if (this.report.lastError !== message) this.logger.warn(`consumer: ${message}`);
        this.set('error', message);
        await this.subscription?.close().catch(() => undefined);
        this.subscription = undefined;
        await sleep(Math.min(1000 * 2 ** (failures - 1), this.deps.backoffMaxMs), undefined, {
          signal: this.stopping.signal,
        }).catch(() => undefined);
      }
    }
    await this.subscription?.close().catch(() => undefined);
  }

  /**
   * How many messages the broker may hand over unacknowledged: a batch's worth at least, else what
   * max_in_flight lets in (up to 100), or the source's own prefetch.
   */
  private window(): number {
    const { batch, max_in_flight, source } = this.trigger;
    if ('prefetch' in source && source.prefetch) return source.prefetch;
    return Math.max(batch.max_messages, Math.min(max_in_flight, TRIGGER_LIMITS.maxMessages));
  }

  private async pump(sub: Subscription): Promise<void> {
    const { batch, max_in_flight, uuid } = this.trigger;
    // Ends with its subscription: a lost one is replaced, and its pump must not outlive it.
    while (!this.stopped && this.subscription === sub) {
      await this.refreshLag(sub);
      const room = max_in_flight - (await this.deps.deliveries.inFlight(uuid, max_in_flight));
      if (room <= 0) {
        await sleep(this.deps.pollMs);
        continue;
      }
      // One event per batch, or per message: never more events at once than there is room for.
      const max = batch.max_messages > 1 ? batch.max_messages : Math.min(room, TRIGGER_LIMITS.maxMessages);
      const messages = await sub.take(max, batch.max_wait_ms, IDLE_MS);
      if (!messages.length || this.stopped || this.subscription !== sub) continue;
      const { accepted, duplicates } = await this.deps.deliveries
        .deliver(this.trigger, messages)
        .catch((err) => {
          this.deps.metrics.messages(uuid, 'failed', messages.length);
          throw err;
        });
      await sub.ack(messages);
      const lapsed = messages.filter((m) => m.lapses);
      if (lapsed.length) await this.deps.deliveries.forget(uuid, lapsed);
      this.deps.metrics.messages(uuid, 'accepted', accepted);
      this.deps.metrics.messages(uuid, 'duplicate', duplicates);
      this.report.delivered += accepted;
      this.report.lastMessageAt = new Date();
      if (this.report.state !== 'running') this.set('running', null);
    }
  }

  private async refreshLag(sub: Subscription): Promise<void> {
    if (Date.now() - this.lagAskedAt < LAG_EVERY_MS) return;
    this.lagAskedAt = Date.now();
    this.report.lag = await sub.lag().catch(() => this.report.lag);
    if (this.report.lag !== null) this.deps.metrics.lag(this.trigger.uuid, this.report.lag);
  }

  private set(state: TriggerReport['state'], lastError: string | null): void {
    this.report.state = state;
    // An error stays visible once the consumer recovered, until the next one replaces it.
    if (lastError !== null) this.report.lastError = lastError;
  }
}
