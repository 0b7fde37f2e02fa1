import { ExecutionRecord } from '@fnhost/engine';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AuthUser } from '../auth/current-user.decorator';
import { ExecutionOutbox } from '../executions/outbox';
import { FunctionsService } from '../functions/functions.service';
import { DailyDto, FunctionsStatsDto, HourlyDto, Period, StatsDto } from './dto/stats.dto';
import { TeamAccess } from '../teams/team-access';

/** What PostgreSQL answers per group (a period, a bucket, a function). */
interface Row {
  total: number;
  success: number;
  errors: number;
  average: number | null;
  p50: number | null;
  p95: number | null;
  p99: number | null;
  throttled: number;
}

const AGGREGATES = `count(*)::int AS total,
  count(*) FILTER (WHERE e.status = 'success')::int AS success,
  count(*) FILTER (WHERE e.status IN ('error', 'timeout'))::int AS errors,
  round(avg(e.duration_ms), 2)::float8 AS average,
  round(percentile_cont(0.5) WITHIN GROUP (ORDER BY e.duration_ms)::numeric, 2)::float8 AS p50,
  round(percentile_cont(0.95) WITHIN GROUP (ORDER BY e.duration_ms)::numeric, 2)::float8 AS p95,
  round(percentile_cont(0.99) WITHIN GROUP (ORDER BY e.duration_ms)::numeric, 2)::float8 AS p99`;

/**
 * The finished executions of the team's live functions ($1), optionally of one function ($2),
 * started from $3, as one table `e`: PostgreSQL's rows, those the retention pruned (a rollup's
 * row stands for `count` of them, started in its hour), and the records still in the outbox ($4-$7).
 */
const EXECUTIONS = `executions_in_scope AS (
  SELECT e.function_uuid, e.started_at, e.duration_ms, e.status
  FROM executions e JOIN functions f ON f.uuid = e.function_uuid
  WHERE f.team_uuid = $1::uuid AND f.status <> 'deleted' AND ($2::uuid IS NULL OR f.uuid = $2::uuid)
    AND e.completed_at IS NOT NULL AND e.started_at >= $3
  UNION ALL
  SELECT r.function_uuid, r.hour, r.duration_ms, r.status
  FROM execution_rollups r JOIN functions f ON f.uuid = r.function_uuid CROSS JOIN LATERAL generate_series(1, r.count)
  WHERE f.team_uuid = $1::uuid AND f.status <> 'deleted' AND ($2::uuid IS NULL OR f.uuid = $2::uuid)
    AND r.hour >= $3
  UNION ALL
  SELECT p.* FROM unnest($4::uuid[], $5::timestamptz[], $6::int[], $7::text[])
    AS p(function_uuid, started_at, duration_ms, status)
  WHERE p.started_at >= $3
)`;

/** Calls refused per function and hour, from the hour holding $3 on, in the same scope. */
const THROTTLES = `throttles_in_scope AS (
  SELECT t.function_uuid, t.hour, t.count
  FROM throttle_counts t JOIN functions f ON f.uuid = t.function_uuid
  WHERE f.team_uuid = $1::uuid AND f.status <> 'deleted' AND ($2::uuid IS NULL OR f.uuid = $2::uuid)
    AND t.hour >= date_trunc('hour', $3::timestamptz)
)`;

/** What a statistic covers, as asked: one function, or a team (the caller's personal team when neither). */
type ScopeOf = { fn?: string; team?: string };
interface Scope {
  team: string;
  fn: string | null;
}

const HOUR_MS = 3600_000;
const PERIOD_MS: Record<Period, number> = {
  '1h': HOUR_MS,
  '24h': 24 * HOUR_MS,
  '7d': 168 * HOUR_MS,
  '30d': 720 * HOUR_MS,
};

const SERIES = {
  hour: { step: '1 hour', label: `to_char(s.b, 'YYYY-MM-DD"T"HH24:00:00"Z"')`, key: 'hour' },
  day: { step: '1 day', label: `to_char(s.b, 'YYYY-MM-DD')`, key: 'day' },
} as const;

const latency = (r: Row) => ({
  average_latency_ms: r.average ?? 0,
  p50_latency_ms: r.p50,
  p95_latency_ms: r.p95,
  p99_latency_ms: r.p99,
  throttled_count: r.throttled,
});

/**
 * Counts, averages and percentiles computed in PostgreSQL over its rows and the executions still
 * in the outbox (handed to the same query); series are zero-filled UTC buckets, oldest first.
 */
@Injectable()
export class StatsService {
  constructor(
    private readonly db: DataSource,
    private readonly functions: FunctionsService,
    private readonly access: TeamAccess,
    private readonly outbox: ExecutionOutbox,
  ) {}

  /** A scope's totals: one function's, or a team's (the caller's personal team when left out). */
  async summary(user: AuthUser, period: Period, of: ScopeOf): Promise<StatsDto> {
    const scope = await this.scopeOf(user, of);
    const since = new Date(Date.now() - PERIOD_MS[period]);
    const [row] = await this.scoped<Row>(
      scope,
      since,
      `WITH ${EXECUTIONS}, ${THROTTLES}
       SELECT ${AGGREGATES}, (SELECT COALESCE(sum(count), 0)::int FROM throttles_in_scope) AS throttled
       FROM executions_in_scope e`,
    );
    const stats: StatsDto = {
      invocations_count: row.total,
      success_count: row.success,
      error_count: row.errors,
      ...latency(row),
      period,
    };
    if (scope.fn) return stats;
    const [{ count }] = await this.db.query(
      `SELECT count(*)::int AS count FROM functions WHERE team_uuid = $1 AND status <> 'deleted'`,
      [scope.team],
    );
    return { total_functions: count, ...stats };
  }

  /** Per live function of the team's: its totals over the period (the functions list shows them). */
  async perFunction(user: AuthUser, period: Period, teamId?: string): Promise<FunctionsStatsDto> {
    const scope = await this.scopeOf(user, { team: teamId });
    const since = new Date(Date.now() - PERIOD_MS[period]);
    const rows = await this.scoped<Row & { function_uuid: string }>(
      scope,
      since,
      `WITH ${EXECUTIONS}, ${THROTTLES},
       agg AS (SELECT e.function_uuid, ${AGGREGATES} FROM executions_in_scope e GROUP BY 1),
       thr AS (SELECT function_uuid, sum(count)::int AS throttled FROM throttles_in_scope GROUP BY 1)
       SELECT f.uuid AS function_uuid, COALESCE(agg.total, 0) AS total, COALESCE(agg.errors, 0) AS errors,
         agg.average, agg.p95, COALESCE(thr.throttled, 0) AS throttled
       FROM functions f LEFT JOIN agg ON agg.function_uuid = f.uuid LEFT JOIN thr ON thr.function_uuid = f.uuid
       WHERE f.team_uuid = $1::uuid AND f.status <> 'deleted'
       ORDER BY f.created_at DESC, f.uuid`,
    );
    return {
      period,
      functions: rows.map((r) => ({
        function_id: r.function_uuid,
        invocations_count: r.total,
        error_count: r.errors,
        error_rate: r.total ? Math.round((r.errors / r.total) * 10_000) / 10_000 : 0,
        throttled_count: r.throttled,
        average_latency_ms: r.average ?? 0,
        p95_latency_ms: r.p95,
      })),
    };
  }

  async hourly(user: AuthUser, hours: number, of: ScopeOf): Promise<HourlyDto> {
    return { data: await this.series(await this.scopeOf(user, of), 'hour', hours), hours };
  }

  async daily(user: AuthUser, days: number, of: ScopeOf): Promise<DailyDto> {
    return { data: await this.series(await this.scopeOf(user, of), 'day', days), days };
  }

  /** The team and function a statistic covers, once the caller may read it. */
  private async scopeOf(user: AuthUser, of: ScopeOf): Promise<Scope> {
    if (of.fn) {
      const fn = await this.functions.find(user, of.fn, 'function.read');
      return { team: fn.teamUuid, fn: fn.uuid };
    }
    return { team: await this.access.teamFor(user, of.team, 'function.read'), fn: null };
  }

  /** `count` buckets of `unit` ending with the current one, joined with the aggregated executions. */
  private async series(scope: Scope, unit: 'hour' | 'day', count: number) {
    const { step, label, key } = SERIES[unit];
    // The first bucket's start, in UTC.
    const [{ first }] = (await this.db.query(
      `SELECT (date_trunc('${unit}', now() AT TIME ZONE 'UTC') - ($1 - 1) * interval '${step}') AT TIME ZONE 'UTC' AS first`,
      [count],
    )) as { first: Date }[];
    const rows = await this.scoped<Row & { bucket: string }>(
      scope,
      first,
      `WITH ${EXECUTIONS}, ${THROTTLES},
       agg AS (SELECT date_trunc('${unit}', e.started_at AT TIME ZONE 'UTC') AS b, ${AGGREGATES}
               FROM executions_in_scope e GROUP BY 1),
       thr AS (SELECT date_trunc('${unit}', t.hour AT TIME ZONE 'UTC') AS b, sum(t.count)::int AS throttled
               FROM throttles_in_scope t GROUP BY 1)
       SELECT ${label} AS bucket, COALESCE(agg.total, 0) AS total, COALESCE(agg.success, 0) AS success,
         COALESCE(agg.errors, 0) AS errors, agg.average, agg.p50, agg.p95, agg.p99,
         COALESCE(thr.throttled, 0) AS throttled
       FROM generate_series($3::timestamptz AT TIME ZONE 'UTC', now() AT TIME ZONE 'UTC', interval '${step}') AS s(b)
       LEFT JOIN agg ON agg.b = s.b LEFT JOIN thr ON thr.b = s.b
       ORDER BY s.b`,
    );
    return rows.map((r) => ({
      [key]: r.bucket,
      total_requests: r.total,
      success_count: r.success,
      error_count: r.errors,
      ...latency(r),
    }));
  }

  /**
   * Runs `sql` over the scope from `since`, with the scope's records still in the outbox as $4-$7:
   * in one snapshot with the outbox's check (ExecutionOutbox.pending), so a record written
   * meanwhile counts once.
   */
  private async scoped<T>({ team, fn }: Scope, since: Date, sql: string): Promise<T[]> {
    const all = fn
      ? [fn]
      : (
          (await this.db.query(`SELECT uuid FROM functions WHERE team_uuid = $1 AND status <> 'deleted'`, [
            team,
          ])) as { uuid: string }[]
        ).map((f) => f.uuid);
    return this.db.transaction('REPEATABLE READ', async (tx) => {
      const pending: ExecutionRecord[] = await this.outbox.pending(all, tx);
      return (await tx.query(sql, [
        team,
        fn,
        since,
        pending.map((r) => r.functionUuid),
        pending.map((r) => r.startedAt),
        pending.map((r) => r.durationMs),
        pending.map((r) => r.status),
      ])) as T[];
    });
  }
}
