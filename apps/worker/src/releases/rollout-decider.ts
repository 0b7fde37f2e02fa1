import { LATEST, Rollouts, RolloutState } from '@fnhost/releases';
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
      // Read from PostgreSQL at each scrape: no work while nobody scrapes.
      async (g) => {
        for (const { function_uuid: fn, state } of await this.latestStates())
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

  /**
   * The latest rollout state of each function that had one in the last day; none while PostgreSQL
   * cannot say (the scrape keeps the host's other metrics).
   */
  private async latestStates(): Promise<{ function_uuid: string; state: RolloutState }[]> {
    return this.db
      .query(
        `SELECT DISTINCT ON (function_uuid) function_uuid, state FROM rollouts
         WHERE state = 'in_progress' OR finished_at > now() - interval '1 day'
         ORDER BY function_uuid, created_at DESC`,
      )
      .catch((err: Error) => {
        this.logger.warn(`fnhost_rollout_state not read: ${err.message}`);
        return [];
      });
  }
}
