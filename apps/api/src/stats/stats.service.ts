import { awaitRecorded, JobQueue } from '@fnhost/queue';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AuthUser } from '../auth/current-user.decorator';
import { FunctionsService } from '../functions/functions.service';
import { DailyDto, HourlyDto, Period, PERIODS, StatsDto } from './dto/stats.dto';

type Row = { total: number; success: number; errors: number; avg: string | null };

const AGGREGATES = `count(*)::int AS total,
  count(*) FILTER (WHERE e.status = 'success')::int AS success,
  count(*) FILTER (WHERE e.status IN ('error', 'timeout'))::int AS errors,
  round(avg(e.duration_ms)::numeric, 2) AS avg`;

/** Executions of the user's live functions, optionally of one function ($2). */
const SCOPE = `FROM executions e JOIN functions f ON f.uuid = e.function_uuid
  WHERE f.user_id = $1 AND f.status <> 'deleted' AND ($2::uuid IS NULL OR f.uuid = $2::uuid)`;

const SERIES = {
  hour: { step: '1 hour', label: `to_char(s.b, 'YYYY-MM-DD"T"HH24:00:00"Z"')`, key: 'hour' },
  day: { step: '1 day', label: `to_char(s.b, 'YYYY-MM-DD')`, key: 'day' },
} as const;

/** Counts and averages computed in PostgreSQL; series are zero-filled UTC buckets, oldest first. */
@Injectable()
export class StatsService {
  constructor(
    private readonly db: DataSource,
    private readonly functions: FunctionsService,
    private readonly jobs: JobQueue,
  ) {}

  /** The function asked about (null: all of the user's), once its answered executions are recorded. */
  private async scope(user: AuthUser, functionUuid?: string): Promise<string | null> {
    const fn = functionUuid ? (await this.functions.findOwned(user, functionUuid)).uuid : null;
    const all = fn
      ? [fn]
      : (
          (await this.db.query(`SELECT uuid FROM functions WHERE user_id = $1 AND status <> 'deleted'`, [
            user.id,
          ])) as { uuid: string }[]
        ).map((f) => f.uuid);
    await awaitRecorded(this.jobs.connection, all);
    return fn;
  }

  async summary(user: AuthUser, period: Period, functionUuid?: string): Promise<StatsDto> {
    const fn = await this.scope(user, functionUuid);
    const [row] = (await this.db.query(
      `SELECT ${AGGREGATES} ${SCOPE} AND e.started_at >= now() - $3::interval`,
      [user.id, fn, PERIODS[period]],
    )) as Row[];
    const stats: StatsDto = {
      invocations_count: row.total,
      success_count: row.success,
      error_count: row.errors,
      average_latency_ms: Number(row.avg ?? 0),
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
    const fn = await this.scope(user, functionUuid);
    const { step, label, key } = SERIES[unit];
    const rows = (await this.db.query(
      `WITH bounds AS (SELECT date_trunc('${unit}', now() AT TIME ZONE 'UTC') AS last),
       agg AS (
         SELECT date_trunc('${unit}', e.started_at AT TIME ZONE 'UTC') AS b, ${AGGREGATES}
         ${SCOPE} AND e.started_at >= ((SELECT last FROM bounds) - ($3 - 1) * interval '${step}') AT TIME ZONE 'UTC'
         GROUP BY 1)
       SELECT ${label} AS bucket, COALESCE(agg.total, 0) AS total, COALESCE(agg.success, 0) AS success,
              COALESCE(agg.errors, 0) AS errors, agg.avg
       FROM bounds, generate_series(bounds.last - ($3 - 1) * interval '${step}', bounds.last, interval '${step}') AS s(b)
       LEFT JOIN agg ON agg.b = s.b
       ORDER BY s.b`,
      [user.id, fn, count],
    )) as (Row & { bucket: string })[];
    return rows.map((r) => ({
      [key]: r.bucket,
      total_requests: r.total,
      success_count: r.success,
      error_count: r.errors,
      average_latency_ms: Number(r.avg ?? 0),
    }));
  }
}
