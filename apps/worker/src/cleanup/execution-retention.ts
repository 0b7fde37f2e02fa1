import { STATS_HORIZON_DAYS } from '@fnhost/database';
import { ExecutionsPruneResult } from '@fnhost/queue';
import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { WorkerConfig } from '../config';

/** Executions removed per transaction: each batch commits on its own, so invocations never wait on the pass. */
export const PRUNE_BATCH = 1000;

/**
 * One batch of a function's executions finished before $2 (logs and async events cascade), folded
 * into its rollups: a count per UTC hour, status and duration, which the statistics read as those
 * rows. An event still owed (a retry due) keeps its execution, whose attempt finished.
 */
const PRUNE = `
  WITH doomed AS (
    SELECT uuid FROM executions x
    WHERE function_uuid = $1 AND started_at < $2 AND completed_at IS NOT NULL
      AND NOT EXISTS (SELECT 1 FROM async_events a WHERE a.execution_uuid = x.uuid AND a.state IN ('queued', 'running'))
    ORDER BY started_at LIMIT $3 FOR UPDATE SKIP LOCKED
  ), gone AS (
    DELETE FROM executions e USING doomed d WHERE e.uuid = d.uuid
    RETURNING e.function_uuid, date_trunc('hour', e.started_at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' AS hour,
      e.status, e.duration_ms
  ), folded AS (
    INSERT INTO execution_rollups (function_uuid, hour, status, duration_ms, count)
    SELECT function_uuid, hour, status, duration_ms, count(*) FROM gone GROUP BY 1, 2, 3, 4
    ON CONFLICT (function_uuid, hour, status, duration_ms)
      DO UPDATE SET count = execution_rollups.count + EXCLUDED.count
  )
  SELECT count(*)::int AS removed FROM gone`;

/**
 * The executions' one deleter, hourly: each function's past its team's retention (the team's
 * own, else EXECUTION_RETENTION_DAYS, never past EXECUTION_RETENTION_MAX_DAYS), oldest first,
 * and the rollups past the statistics' horizon.
 */
@Injectable()
export class ExecutionRetention {
  private readonly logger = new Logger(ExecutionRetention.name);

  constructor(
    private readonly config: WorkerConfig,
    private readonly db: DataSource,
  ) {}

  async prune(now = new Date()): Promise<ExecutionsPruneResult> {
    // Only the functions holding an execution past their cutoff.
    const due = (await this.db.query(
      `SELECT c.uuid, c.cutoff FROM (
         SELECT f.uuid, $1::timestamptz - make_interval(days => LEAST(COALESCE(t.execution_retention_days, $2), $3)) AS cutoff
         FROM functions f JOIN teams t ON t.uuid = f.team_uuid) c
       WHERE EXISTS (SELECT 1 FROM executions e
                     WHERE e.function_uuid = c.uuid AND e.started_at < c.cutoff AND e.completed_at IS NOT NULL)`,
      [now, this.config.EXECUTION_RETENTION_DAYS, this.config.EXECUTION_RETENTION_MAX_DAYS],
    )) as { uuid: string; cutoff: Date }[];
    let executions = 0;
    for (const { uuid, cutoff } of due) {
      for (;;) {
        const [{ removed }] = (await this.db.query(PRUNE, [uuid, cutoff, PRUNE_BATCH])) as {
          removed: number;
        }[];
        executions += removed;
        if (removed < PRUNE_BATCH) break;
      }
    }
    // Their space is reused only once vacuumed: done here, not left to an autovacuum that may be
    // off or far behind on tables this large (a plain VACUUM: no lock that stops a write).
    if (executions) await this.db.query('VACUUM (ANALYZE) executions, execution_logs, async_events');
    const [, rollups] = (await this.db.query(
      `DELETE FROM execution_rollups WHERE hour < $1::timestamptz - make_interval(days => $2)`,
      [now, STATS_HORIZON_DAYS],
    )) as [unknown, number];
    if (executions || rollups)
      this.logger.log(
        `executions: ${executions} past their retention folded into rollups, ${rollups} rollup row(s) past ${STATS_HORIZON_DAYS} days removed`,
      );
    return { executions, rollups };
  }
}
