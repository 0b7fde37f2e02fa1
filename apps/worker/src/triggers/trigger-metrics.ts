import { Metrics } from '@fnhost/observability';
import { Injectable } from '@nestjs/common';
import { Counter, Gauge } from 'prom-client';

export type MessageOutcome = 'accepted' | 'duplicate' | 'failed';

/**
 * Broker triggers' figures on the worker holding them, labelled by trigger id: messages taken by
 * outcome (accepted as events, duplicate: a redelivery of one accepted before, failed: not handed
 * over, so not acknowledged and delivered again), and the lag the broker reports.
 */
@Injectable()
export class TriggerMetrics {
  private readonly counted: Counter<'trigger' | 'outcome'>;
  private readonly lagGauge: Gauge<'trigger'>;

  constructor(metrics: Metrics) {
    const registers = [metrics.registry];
    this.counted = new Counter({
      name: 'fnhost_trigger_messages_total',
      help: 'Broker messages taken by a trigger, by trigger id and outcome (accepted, duplicate: a redelivery, failed: left to the broker)',
      labelNames: ['trigger', 'outcome'],
      registers,
    });
    this.lagGauge = new Gauge({
      name: 'fnhost_trigger_lag',
      help: 'Messages waiting in the source of a trigger held by this worker, as its broker reports them',
      labelNames: ['trigger'],
      registers,
    });
  }

  messages(trigger: string, outcome: MessageOutcome, n: number): void {
    if (n > 0) this.counted.inc({ trigger, outcome }, n);
  }

  lag(trigger: string, n: number): void {
    this.lagGauge.set({ trigger }, n);
  }

  /** A trigger no longer held here: its lag is another worker's to report. */
  forget(trigger: string): void {
    this.lagGauge.remove({ trigger });
  }
}
