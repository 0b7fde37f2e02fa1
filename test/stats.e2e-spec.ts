import { Client } from 'pg';
import { call, expectError } from './support/http';
import { newUserToken, testDb } from './support/fixtures';
import { initFunction } from './support/functions';

const HOUR = 3600_000;
const hourKey = (d: Date) => `${d.toISOString().slice(0, 13)}:00:00Z`;
const dayKey = (d: Date) => d.toISOString().slice(0, 10);

type Bucket = {
  hour?: string;
  day?: string;
  total_requests: number;
  success_count: number;
  error_count: number;
  average_latency_ms: number;
  p50_latency_ms: number | null;
  p95_latency_ms: number | null;
  p99_latency_ms: number | null;
  throttled_count: number;
};
/** Percentiles as PostgreSQL's percentile_cont interpolates them; no throttles in this suite. */
const latency = (p50: number | null, p95: number | null, p99: number | null) => ({
  p50_latency_ms: p50,
  p95_latency_ms: p95,
  p99_latency_ms: p99,
  throttled_count: 0,
});
const NONE = latency(null, null, null);

describe('statistics', () => {
  let token: string;
  let db: Client;
  let a: string;
  let b: string;
  let c: string;
  let now: number;
  const at = (msAgo: number) => new Date(now - msAgo);

  /**
   * A series' answer, and the bucket keys its window has at the server's time: the keys as of just
   * before and just after the request, which differ only when an hour (or a day) turned meanwhile.
   */
  const series = async <T>(get: () => Promise<T>, keysAt: (t: number) => string[]) => {
    const before = Date.now();
    const res = await get();
    return { res, windows: [keysAt(before), keysAt(Date.now())] };
  };

  const insert = (fn: string, status: string, msAgo: number, duration: number) =>
    db.query(
      `INSERT INTO executions (uuid, function_uuid, status, started_at, completed_at, duration_ms)
       VALUES (gen_random_uuid(), $1, $2, $3, $3::timestamptz + make_interval(secs => $4 / 1000.0), $4)`,
      [fn, status, at(msAgo), duration],
    );

  beforeAll(async () => {
    now = Date.now();
    token = (await newUserToken()).token;
    db = await testDb();
    [a, b, c] = [await initFunction(token), await initFunction(token), await initFunction(token)];
    await insert(a, 'success', 10 * 60_000, 100);
    await insert(a, 'error', 10 * 60_000, 200);
    await insert(a, 'success', 3 * 24 * HOUR, 50);
    await insert(a, 'success', 40 * 24 * HOUR, 7); // outside every period
    await insert(b, 'success', 5 * 60_000, 10);
    await insert(c, 'timeout', 2 * HOUR, 300);
  });
  afterAll(() => db.end());

  it.each([
    // 10, 100, 200 ms; then 300 too; then 50 too.
    [
      '1h',
      {
        invocations_count: 3,
        success_count: 2,
        error_count: 1,
        average_latency_ms: 103.33,
        ...latency(100, 190, 198),
      },
    ],
    [
      '24h',
      {
        invocations_count: 4,
        success_count: 2,
        error_count: 2,
        average_latency_ms: 152.5,
        ...latency(150, 285, 297),
      },
    ],
    [
      '7d',
      {
        invocations_count: 5,
        success_count: 3,
        error_count: 2,
        average_latency_ms: 132,
        ...latency(100, 280, 296),
      },
    ],
    [
      '30d',
      {
        invocations_count: 5,
        success_count: 3,
        error_count: 2,
        average_latency_ms: 132,
        ...latency(100, 280, 296),
      },
    ],
  ])('overview for %s', async (period, expected) => {
    const res = await call('GET', `/api/stats/overview?period=${period}`, { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ total_functions: 3, ...expected, period });
  });

  it('overview defaults to 24h; a function with no executions averages 0', async () => {
    expect((await call('GET', '/api/stats/overview', { token })).body).toMatchObject({
      period: '24h',
      invocations_count: 4,
    });
    const empty = await initFunction(token);
    expect((await call('GET', `/api/functions/${empty}/stats`, { token })).body).toEqual({
      invocations_count: 0,
      success_count: 0,
      error_count: 0,
      average_latency_ms: 0,
      ...NONE,
      period: '24h',
    });
  });

  it('per function: counts of that function only', async () => {
    const res = await call('GET', `/api/functions/${a}/stats?period=7d`, { token });
    expect(res.body).toEqual({
      invocations_count: 3,
      success_count: 2,
      error_count: 1,
      average_latency_ms: 116.67,
      ...latency(100, 190, 198),
      period: '7d',
    });
  });

  it("per function of the account's: calls, errors and their rate over the period, newest function first", async () => {
    type Row = { function_id: string; invocations_count: number };
    const res = await call<{ period: string; functions: Row[] }>('GET', '/api/stats/functions', { token });
    expect(res.body.period).toBe('24h');
    const byId = new Map(res.body.functions.map((f) => [f.function_id, f]));
    const shape = (calls: number, errors: number, average: number, p95: number | null) => ({
      invocations_count: calls,
      error_count: errors,
      error_rate: calls ? Math.round((errors / calls) * 10_000) / 10_000 : 0,
      throttled_count: 0,
      average_latency_ms: average,
      p95_latency_ms: p95,
    });
    expect(byId.get(a)).toEqual({ function_id: a, ...shape(2, 1, 150, 195) });
    expect(byId.get(b)).toEqual({ function_id: b, ...shape(1, 0, 10, 10) });
    expect(byId.get(c)).toEqual({ function_id: c, ...shape(1, 1, 300, 300) });
    expect(res.body.functions.slice(-3).map((f) => f.function_id)).toEqual([c, b, a]);
    const quiet = res.body.functions.find((f) => ![a, b, c].includes(f.function_id))!;
    expect(quiet).toMatchObject(shape(0, 0, 0, null));
    const week = await call<{ functions: Row[] }>('GET', '/api/stats/functions?period=7d', { token });
    expect(week.body.functions.find((f) => f.function_id === a)!.invocations_count).toBe(3);
    expectError(
      await call('GET', '/api/stats/functions?period=1y', { token }),
      400,
      'Invalid request',
      /period/,
    );
    const other = (await newUserToken()).token;
    expect((await call('GET', '/api/stats/functions', { token: other })).body).toEqual({
      period: '24h',
      functions: [],
    });
  });

  it('hourly: zero-filled at both ends, oldest first, UTC hours', async () => {
    const { res, windows } = await series(
      () =>
        call<{ data: Bucket[]; hours: number }>('GET', `/api/functions/${c}/stats/hourly?hours=5`, { token }),
      (t) => [4, 3, 2, 1, 0].map((h) => hourKey(new Date(t - h * HOUR))),
    );
    expect(res.status).toBe(200);
    expect(res.body.hours).toBe(5);
    expect(windows).toContainEqual(res.body.data.map((x) => x.hour));
    const expected = res.body.data.map(
      (x) =>
        x.hour === hourKey(at(2 * HOUR))
          ? {
              total_requests: 1,
              success_count: 0,
              error_count: 1,
              average_latency_ms: 300,
              ...latency(300, 300, 300),
            }
          : { total_requests: 0, success_count: 0, error_count: 0, average_latency_ms: 0, ...NONE }, // a gap, not 0 ms
    );
    expect(res.body.data.map(({ hour: _h, ...rest }) => rest)).toEqual(expected);
  });

  it('overview hourly sums every function per hour', async () => {
    // Four hours, not three: the hour may turn between the suite's calls and this one, and the
    // call two hours ago must still be inside the window.
    const res = await call<{ data: Bucket[] }>('GET', '/api/stats/overview/hourly?hours=4', { token });
    expect(res.body.data).toHaveLength(4);
    const byHour = new Map(res.body.data.map((x) => [x.hour, x]));
    const expect10m = byHour.get(hourKey(at(10 * 60_000)))!;
    const expect5m = byHour.get(hourKey(at(5 * 60_000)))!;
    const recent = expect10m === expect5m ? [expect10m] : [expect10m, expect5m];
    expect(recent.reduce((n, x) => n + x.total_requests, 0)).toBe(3);
    expect(byHour.get(hourKey(at(2 * HOUR)))).toMatchObject({
      total_requests: 1,
      error_count: 1,
      average_latency_ms: 300,
    });
  });

  it('daily: zero-filled, oldest first, last bucket today', async () => {
    const { res, windows } = await series(
      () =>
        call<{ data: Bucket[]; days: number }>('GET', `/api/functions/${a}/stats/daily?days=5`, { token }),
      (t) => [4, 3, 2, 1, 0].map((d) => dayKey(new Date(t - d * 24 * HOUR))),
    );
    expect(res.body.days).toBe(5);
    expect(windows).toContainEqual(res.body.data.map((x) => x.day));
    const byDay = new Map(res.body.data.map((x) => [x.day, x]));
    expect(byDay.get(dayKey(at(3 * 24 * HOUR)))).toMatchObject({
      total_requests: 1,
      success_count: 1,
      average_latency_ms: 50,
    });
    expect(res.body.data[0]).toMatchObject({ total_requests: 0, average_latency_ms: 0 });
    const total = res.body.data.reduce((n, x) => n + x.total_requests, 0);
    expect(total).toBe(3);
    const overview = await call<{ data: Bucket[]; days: number }>('GET', '/api/stats/overview/daily', {
      token,
    });
    expect(overview.body.days).toBe(30);
    expect(overview.body.data).toHaveLength(30);
  });

  it('thousands of executions are counted in SQL', async () => {
    const d = await initFunction(token);
    await db.query(
      `INSERT INTO executions (uuid, function_uuid, status, started_at, completed_at, duration_ms)
       SELECT gen_random_uuid(), $1, CASE WHEN i % 3 = 0 THEN 'error' ELSE 'success' END,
              now() - interval '20 minutes', now() - interval '20 minutes', i % 100
       FROM generate_series(1, 3000) AS i`,
      [d],
    );
    const res = await call('GET', `/api/functions/${d}/stats?period=1h`, { token });
    expect(res.body).toEqual({
      invocations_count: 3000,
      success_count: 2000,
      error_count: 1000,
      average_latency_ms: 49.5,
      ...latency(49.5, 94.05, 98.01),
      period: '1h',
    });
  });

  it('bad period, hours and days are 400; too large ones are clamped', async () => {
    expectError(
      await call('GET', '/api/stats/overview?period=2h', { token }),
      400,
      'Invalid request',
      /period must be one of 1h, 24h, 7d, 30d/,
    );
    expectError(
      await call('GET', `/api/functions/${a}/stats?period=week`, { token }),
      400,
      'Invalid request',
      /period/,
    );
    for (const bad of ['hours=0', 'hours=abc', 'hours=-3'])
      expectError(
        await call('GET', `/api/stats/overview/hourly?${bad}`, { token }),
        400,
        'Invalid request',
        /hours/,
      );
    for (const bad of ['days=0', 'days=1.5'])
      expectError(
        await call('GET', `/api/stats/overview/daily?${bad}`, { token }),
        400,
        'Invalid request',
        /days/,
      );
    const hours = await call<{ data: Bucket[]; hours: number }>(
      'GET',
      '/api/stats/overview/hourly?hours=500',
      { token },
    );
    expect(hours.body.hours).toBe(168);
    expect(hours.body.data).toHaveLength(168);
    const days = await call<{ data: Bucket[]; days: number }>('GET', '/api/stats/overview/daily?days=1000', {
      token,
    });
    expect(days.body.days).toBe(90);
    expect(days.body.data).toHaveLength(90);
  });

  it("another user's function stats are 404 and their executions do not count", async () => {
    const other = (await newUserToken()).token;
    for (const path of [
      `/api/functions/${a}/stats`,
      `/api/functions/${a}/stats/hourly`,
      `/api/functions/${a}/stats/daily`,
    ])
      expectError(await call('GET', path, { token: other }), 404, 'Not found');
    expect((await call('GET', '/api/stats/overview', { token: other })).body).toMatchObject({
      total_functions: 0,
      invocations_count: 0,
    });
  });
});
