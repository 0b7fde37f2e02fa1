import { LATEST, Rollouts, RolloutState } from '@fnhost/database';
import { Ticker } from '@fnhost/common';
import { JobQueue } from '@fnhost/queue';
import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { WorkerConfig } from '../config';
import { WorkerMetrics } from '../metrics/worker-metrics';

/** Rollout steps decided per tick at most (the rest wait for the next tick). */
const BATCH = 20;
const STATES: RolloutState[] = ['in_progress', 'promoted', 'rolled_back', 'aborted'];

/**
 * Decides rollouts: every ROLLOUT_TICK_MS each worker takes the steps due, each in a transaction
 * of its own holding the rollout's row (`FOR UPDATE SKIP LOCKED`), so however many workers look a
 * step is decided once, and a restart finds the state where PostgreSQL keeps it. The rules are
 * Rollouts' (libs/database). A promotion to `latest` retires the old version on every worker.
 */
@Injectable()
export class RolloutDecider implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(RolloutDecider.name);
  private readonly ticker = new Ticker(
    () => this.tick(),
    (err) => this.logger.warn(`rollouts not decided this tick: ${err.message}`),
  );
  /** The latest rollout state of each function that had one lately: fnhost_rollout_state. */
  private states = new Map<string, RolloutState>();

  constructor(
    private readonly config: WorkerConfig,
    private readonly db: DataSource,
    private readonly jobs: JobQueue,
    metrics: WorkerMetrics,
  ) {
    metrics.gauge(
      'fnhost_rollout_state',
      "1 for the state of each function's latest rollout (in the last day): in_progress, promoted, rolled_back or aborted",
      ['function', 'state'],
      (g) => {
        for (const [fn, state] of this.states)
          for (const s of STATES)
            g.set({ function: metrics.functionLabel(fn), state: s }, s === state ? 1 : 0);
      },
    );
  }

  onApplicationBootstrap() {
    this.ticker.start(this.config.ROLLOUT_TICK_MS);
  }

  onApplicationShutdown() {
    this.ticker.stop();
  }

  private async tick(): Promise<void> {
    // One due step at a time, each in its own transaction.
    for (let n = 0; n < BATCH && (await this.decideOne()); n++);
    await this.readStates();
  }

  /** Decides one due step; false when none is due (or all are held by other workers). */
  private async decideOne(): Promise<boolean> {
    const decided = await this.db.transaction(async (tx) => {
      const [due] = await Rollouts.lockDue(tx, 1);
      if (!due) return null;
      const state = await Rollouts.decide(tx, due, this.config.ROLLOUT_SECOND_MS);
      return { rollout: due, state };
    });
    if (!decided) return false;
    const { rollout, state } = decided;
    if (state !== 'in_progress')
      this.logger.log(
        `rollout of deployment ${rollout.deployment_uuid} to ${rollout.policy.target}: ${state}`,
      );
    if (state === 'promoted' && rollout.policy.target === LATEST)
      await this.jobs
        .broadcast('activate', {
          functionUuid: rollout.function_uuid,
          deploymentUuid: rollout.deployment_uuid,
        })
        .catch((err: Error) =>
          this.logger.warn(`promotion not broadcast (${err.message}): the reapers retire`),
        );
    return true;
  }

  private async readStates(): Promise<void> {
    const rows = (await this.db.query(
      `SELECT DISTINCT ON (function_uuid) function_uuid, state FROM rollouts
       WHERE state = 'in_progress' OR finished_at > now() - interval '1 day'
       ORDER BY function_uuid, created_at DESC`,
    )) as { function_uuid: string; state: RolloutState }[];
    this.states = new Map(rows.map((r) => [r.function_uuid, r.state]));
  }
}
