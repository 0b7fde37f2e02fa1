import { nextRun } from '@fnhost/runtime';
import { Ticker } from '@fnhost/common';
import { EventIntake } from '@fnhost/engine';
import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { randomUUID } from 'crypto';
import { DataSource } from 'typeorm';
import { WorkerConfig } from '../config';

/** Schedules fired per tick at most (the rest wait for the next tick). */
const BATCH = 100;

interface Due {
  uuid: string;
  function_uuid: string;
  cron: string;
  timezone: string;
  body: string;
  next_run_at: Date;
  user_id: number;
  alias: string;
  /** What its alias routes to now (its runs resolve the alias again at each attempt). */
  deployment_uuid: string | null;
}

/**
 * Fires cron schedules: every SCHEDULE_TICK_MS each worker takes the schedules due, locked so
 * that however many workers look, a run fires once (`FOR UPDATE SKIP LOCKED`, and the run's
 * idempotency key). Each run is an asynchronous invocation with trigger `schedule`, accepted
 * (EventIntake, no cap: schedules bound their own rate) in the same transaction that moves the
 * schedule on to its next time after now: runs missed while no worker ran fire once, never as a
 * backlog.
 */
@Injectable()
export class ScheduleRunner implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(ScheduleRunner.name);
  private readonly ticker = new Ticker(
    () => this.tick(),
    (err) => this.logger.warn(`schedules not fired this tick: ${err.message}`),
  );

  constructor(
    private readonly config: WorkerConfig,
    private readonly db: DataSource,
    private readonly intake: EventIntake,
  ) {}

  onApplicationBootstrap() {
    this.ticker.start(this.config.SCHEDULE_TICK_MS);
  }

  onApplicationShutdown() {
    this.ticker.stop();
  }

  private async tick(): Promise<void> {
    const fired = await this.db.transaction(async (tx) => {
      const due = (await tx.query(
        `SELECT s.uuid, s.function_uuid, s.cron, s.timezone, s.body, s.next_run_at, f.user_id, s.alias, r.deployment_uuid
         FROM schedules s JOIN functions f ON f.uuid = s.function_uuid AND f.status <> 'deleted'
         LEFT JOIN function_routes r ON r.function_uuid = f.uuid AND r.alias = s.alias
         WHERE s.enabled AND s.next_run_at <= now()
         ORDER BY s.next_run_at LIMIT $1 FOR UPDATE OF s SKIP LOCKED`,
        [BATCH],
      )) as Due[];
      const accepted: string[] = [];
      for (const s of due) {
        await tx.query(`UPDATE schedules SET next_run_at = $2, last_run_at = now() WHERE uuid = $1`, [
          s.uuid,
          nextRun(s.cron, s.timezone, new Date()),
        ]);
        if (!s.deployment_uuid) {
          this.logger.warn(
            `schedule ${s.uuid}: function ${s.function_uuid} has no version under alias ${s.alias}, run skipped`,
          );
          continue;
        }
        const executionUuid = randomUUID();
        const run = await this.intake.acceptIn(tx, {
          executionUuid,
          functionUuid: s.function_uuid,
          deploymentUuid: s.deployment_uuid,
          userId: s.user_id,
          body: s.body,
          trigger: 'schedule',
          door: 'schedule',
          idempotencyKey: `schedule:${s.uuid}:${s.next_run_at.toISOString()}`,
          redriveOf: null,
          route: s.alias,
        });
        if (run.accepted) accepted.push(executionUuid);
      }
      return accepted;
    });
    await this.intake.queue(fired.map((executionUuid) => ({ executionUuid })));
  }
}
