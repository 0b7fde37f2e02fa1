import type { Period, Schemas } from '@fnhost/sdk';
import { useState } from 'preact/hooks';
import { Chart, Line } from './chart';
import { Card, ErrorBox, useInterval, useLoad } from './ui';

type Bucket = Schemas['BucketDto'];
type Unit = 'hourly' | 'daily';

const PERIODS: Period[] = ['1h', '24h', '7d', '30d'];
/** Buckets per chart: a day of hours or a month of days (the API allows 168 and 90). */
const SPAN: Record<Unit, number> = { hourly: 24, daily: 30 };
const REFRESH_MS = 15_000;

const TRAFFIC: Line[] = [
  { label: 'requests', value: (b: Bucket) => b.total_requests, color: '#2563eb' },
  { label: 'errors', value: (b: Bucket) => b.error_count, color: '#dc2626' },
  { label: 'throttled', value: (b: Bucket) => b.throttled_count, color: '#b45309' },
];
const LATENCY: Line[] = [
  { label: 'ms p50', value: (b: Bucket) => b.p50_latency_ms, color: '#7c3aed' },
  { label: 'ms p95', value: (b: Bucket) => b.p95_latency_ms, color: '#db2777' },
  { label: 'ms p99', value: (b: Bucket) => b.p99_latency_ms, color: '#0f766e' },
];

export interface StatsSource {
  totals: (period: Period) => Promise<Schemas['StatsDto']>;
  series: (unit: Unit, count: number) => Promise<{ data: Bucket[] }>;
}

/** Totals for a chosen period, and hourly or daily charts; shared by the overview and a function. */
export function Stats({ source, scope }: { source: StatsSource; scope: string }) {
  const [period, setPeriod] = useState<Period>('24h');
  const [unit, setUnit] = useState<Unit>('hourly');
  const totals = useLoad(() => source.totals(period), [period, scope]);
  const series = useLoad(() => source.series(unit, SPAN[unit]), [unit, scope]);
  useInterval(() => (totals.reload(), series.reload()), REFRESH_MS);
  const t = totals.data;
  return (
    <>
      <Card
        title="Totals"
        actions={
          <label>
            Period{' '}
            <select
              value={period}
              onChange={(e) => setPeriod(e.currentTarget.value as Period)}
              aria-label="Period"
            >
              {PERIODS.map((p) => (
                <option key={p} value={p}>
                  last {p}
                </option>
              ))}
            </select>
          </label>
        }
      >
        <ErrorBox error={totals.error} />
        {t && (
          <dl class="totals">
            {t.total_functions !== undefined && <Total label="Functions" value={t.total_functions} />}
            <Total label="Invocations" value={t.invocations_count} />
            <Total label="Successes" value={t.success_count} />
            <Total label="Errors" value={t.error_count} />
            <Total label="Throttled" value={t.throttled_count} />
            <Total label="Average latency" value={`${t.average_latency_ms} ms`} />
            {(['p50', 'p95', 'p99'] as const).map((p) => (
              <Total key={p} label={`${p} latency`} value={ms(t[`${p}_latency_ms`])} />
            ))}
          </dl>
        )}
      </Card>
      <Card
        title="Activity"
        actions={
          <div class="toggle" role="group" aria-label="Buckets">
            {(['hourly', 'daily'] as Unit[]).map((u) => (
              <button
                key={u}
                type="button"
                class={u === unit ? '' : 'secondary'}
                aria-pressed={u === unit}
                onClick={() => setUnit(u)}
              >
                {u === 'hourly' ? 'Hourly' : 'Daily'}
              </button>
            ))}
          </div>
        }
      >
        <ErrorBox error={series.error} />
        {series.data && (
          <div class="charts">
            <Chart
              title="Requests and errors"
              data={series.data.data}
              lines={TRAFFIC}
              unit={unit === 'hourly' ? 'hour' : 'day'}
            />
            <Chart
              title="Latency percentiles"
              data={series.data.data}
              lines={LATENCY}
              unit={unit === 'hourly' ? 'hour' : 'day'}
            />
          </div>
        )}
      </Card>
    </>
  );
}

const ms = (value: number | null) => (value === null ? '—' : `${value} ms`);

function Total({ label, value }: { label: string; value: number | string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd data-total={label}>{value}</dd>
    </div>
  );
}
