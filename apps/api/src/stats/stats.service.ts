import { ExecutionRecord } from '@fnhost/database';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AuthUser } from '../auth/current-user.decorator';
import { ExecutionOutbox } from '../executions/outbox';
import { FunctionsService } from '../functions/functions.service';
import { DailyDto, HourlyDto, Period, PERIODS, StatsDto } from './dto/stats.dto';

/** Counts and the sum of durations: what adds up across PostgreSQL and the outbox. */
type Row = { total: number; success: number; errors: number; sum: string | null };

const AGGREGATES = `count(*)::int AS total,
  count(*) FILTER (WHERE e.status = 'success')::int AS success,
  count(*) FILTER (WHERE e.status IN ('error', 'timeout'))::int AS errors,
  sum(e.duration_ms)::bigint AS sum`;

const HOUR_MS = 3600_000;
const PERIOD_MS: Record<Period, number> = {
  '1h': HOUR_MS,
  '24h': 24 * HOUR_MS,
  '7d': 168 * HOUR_MS,
  '30d': 720 * HOUR_MS,
};

/** A row with the pending records added, and its average (2 decimals, 0 when none). */
function totals(row: Row, pending: readonly ExecutionRecord[]) {
  const total = row.total + pending.length;
  const sum = Number(row.sum ?? 0) + pending.reduce((n, r) => n + r.durationMs, 0);
  return {
    total,
    success: row.success + pending.filter((r) => r.status === 'success').length,
    errors: row.errors + pending.filter((r) => r.status !== 'success').length,
    average: total ? Math.round((sum / total) * 100) / 100 : 0,
  };
}

/** Finished executions of the user's live functions, optionally of one function ($2). */
const SCOPE = `FROM executions e JOIN functions f ON f.uuid = e.function_uuid
  WHERE f.user_id = $1 AND f.status <> 'deleted' AND ($2::uuid IS NULL OR f.uuid = $2::uuid)
    AND e.completed_at IS NOT NULL`;

const SERIES = {
  hour: { step: '1 hour', label: `to_char(s.b, 'YYYY-MM-DD"T"HH24:00:00"Z"')`, key: 'hour' },
  day: { step: '1 day', label: `to_char(s.b, 'YYYY-MM-DD')`, key: 'day' },
} as const;

/**
 * Counts and averages computed in PostgreSQL, plus the executions still in the outbox; series are
 * zero-filled UTC buckets, oldest first.
 */
@Injectable()
export class StatsService {
  constructor(
    private readonly db: DataSource,
    private readonly functions: FunctionsService,
    private readonly outbox: ExecutionOutbox,
  ) {}

  /** The function asked about (null: all of the user's), and the pending records of the scope. */
  private async scope(user: AuthUser, functionUuid?: string) {
    const fn = functionUuid ? (await this.functions.findOwned(user, functionUuid)).uuid : null;
    const all = fn
      ? [fn]
      : (
          (await this.db.query(`SELECT uuid FROM functions WHERE user_id = $1 AND status <> 'deleted'`, [
            user.id,
          ])) as { uuid: string }[]
        ).map((f) => f.uuid);
    return { fn, pending: await this.outbox.pending(all) };
  }

  async summary(user: AuthUser, period: Period, functionUuid?: string): Promise<StatsDto> {
    const { fn, pending } = await this.scope(user, functionUuid);
    const since = Date.now() - PERIOD_MS[period];
    const [row] = (await this.db.query(
      `SELECT ${AGGREGATES} ${SCOPE} AND e.started_at >= now() - $3::interval`,
      [user.id, fn, PERIODS[period]],
    )) as Row[];
    const t = totals(
      row,
      pending.filter((r) => Date.parse(r.startedAt) >= since),
    );
    const stats: StatsDto = {
      invocations_count: t.total,
      success_count: t.success,
      error_count: t.errors,
      average_latency_ms: t.average,
      period,
    };
    if (fn) return stats;
    const [{ count }] = await this.db.query(
      `SELECT count(*)::int AS count FROM functions WHERE user_id = $1 AND status <> 'deleted'`,
      [user.id],
    );
    return { total_functions: count, ...stats };
  }

  async hourly(user: AuthUser, hours: number, functionUuid?: string): Promise<HourlyDto> {
    return { data: await this.series(user, 'hour', hours, functionUuid), hours };
  }

  async daily(user: AuthUser, days: number, functionUuid?: string): Promise<DailyDto> {
    return { data: await this.series(user, 'day', days, functionUuid), days };
  }

  /** `count` buckets of `unit` ending with the current one, joined with the aggregated executions. */
  private async series(user: AuthUser, unit: 'hour' | 'day', count: number, functionUuid?: string) {
    const { fn, pending } = await this.scope(user, functionUuid);
    const { step, label, key } = SERIES[unit];
    const rows = (await this.db.query(
      `WITH bounds AS (SELECT date_trunc('${unit}', now() AT TIME ZONE 'UTC') AS last),
       agg AS (
         SELECT date_trunc('${unit}', e.started_at AT TIME ZONE 'UTC') AS b, ${AGGREGATES}
         ${SCOPE} AND e.started_at >= ((SELECT last FROM bounds) - ($3 - 1) * interval '${step}') AT TIME ZONE 'UTC'
         GROUP BY 1)
       SELECT ${label} AS bucket, COALESCE(agg.total, 0) AS total, COALESCE(agg.success, 0) AS success,
              COALESCE(agg.errors, 0) AS errors, agg.sum
       FROM bounds, generate_series(bounds.last - ($3 - 1) * interval '${step}', bounds.last, interval '${step}') AS s(b)
       LEFT JOIN agg ON agg.b = s.b
       ORDER BY s.b`,
      [user.id, fn, count],
    )) as (Row & { bucket: string })[];
    // A pending record's bucket, labelled as PostgreSQL labels them.
    const bucketOf = (r: ExecutionRecord) => {
      const iso = new Date(r.startedAt).toISOString();
      return unit === 'hour' ? `${iso.slice(0, 13)}:00:00Z` : iso.slice(0, 10);
    };
    return rows.map((r) => {
      const t = totals(
        r,
        pending.filter((p) => bucketOf(p) === r.bucket),
      );
      return {
        [key]: r.bucket,
        total_requests: t.total,
        success_count: t.success,
        error_count: t.errors,
        average_latency_ms: t.average,
      };
    });
  }
}
