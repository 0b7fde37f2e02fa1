import { DataSource } from 'typeorm';
import { activeFunction, intDataSource, migrate } from '../../../../test/integration/services';
import { WorkerConfig } from '../config';
import { ExecutionRetention, PRUNE_BATCH } from './execution-retention';

const DAY = 86_400_000;
/** The pass's clock: the tier's other specs write recent executions, never past a retention. */
const NOW = new Date();

describe('ExecutionRetention (PostgreSQL)', () => {
  let db: DataSource;
  const retention = (defaults = 30, max = 90) =>
    new ExecutionRetention(
      { EXECUTION_RETENTION_DAYS: defaults, EXECUTION_RETENTION_MAX_DAYS: max } as WorkerConfig,
      db,
    );
  /**
   * `n` finished executions of `fn`, `daysAgo` before the top of NOW's hour and a millisecond
   * apart (one UTC hour), each `ms` long, with a log line each.
   */
  const executions = async (fn: string, n: number, daysAgo: number, status = 'success', ms = 12) => {
    const rows = (await db.query(
      `INSERT INTO executions (uuid, function_uuid, status, started_at, completed_at, duration_ms, trigger, attempts,
         input_truncated, result_truncated)
       SELECT gen_random_uuid(), $1, $2, t, t + interval '1 second', $5, 'sync', 1, false, false
       FROM generate_series(1, $3) i,
         LATERAL (SELECT date_trunc('hour', $4::timestamptz AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'
                         - make_interval(days => $6) + i * interval '1 ms') AS s(t)
       RETURNING uuid`,
      [fn, status, n, NOW, ms, daysAgo],
    )) as { uuid: string }[];
    await db.query(
      `INSERT INTO execution_logs (execution_uuid, function_uuid, seq, timestamp, level, message)
       SELECT u, $1, 0, now(), 'info', 'line' FROM unnest($2::uuid[]) u`,
      [fn, rows.map((r) => r.uuid)],
    );
  };
  const left = async (fn: string) =>
    (
      (await db.query(
        `SELECT (SELECT count(*)::int FROM executions WHERE function_uuid = $1) AS executions,
                (SELECT count(*)::int FROM execution_logs WHERE function_uuid = $1) AS logs`,
        [fn],
      )) as { executions: number; logs: number }[]
    )[0];
  const rollups = (fn: string) =>
    db.query(
      `SELECT status, duration_ms, count FROM execution_rollups WHERE function_uuid = $1 ORDER BY status, duration_ms`,
      [fn],
    );

  beforeAll(async () => {
    await migrate();
    db = await intDataSource();
  });
  afterAll(() => db.destroy());

  it("prunes by the team's own retention, else the default, never past the maximum, and folds them into rollups", async () => {
    const own = await activeFunction(db);
    const byDefault = await activeFunction(db);
    const capped = await activeFunction(db);
    await db.query(`UPDATE teams SET execution_retention_days = 7 WHERE uuid = $1`, [own.team]);
    await db.query(`UPDATE teams SET execution_retention_days = 365 WHERE uuid = $1`, [capped.team]);
    for (const { fn } of [own, byDefault, capped]) {
      await executions(fn, 3, 6);
      await executions(fn, 2, 8, 'error', 40);
      await executions(fn, 4, 31);
      await executions(fn, 5, 95, 'timeout', 1000);
    }
    // A call still running when it would be past: kept until it finishes; so is an asynchronous
    // one whose attempt failed and whose retry is due.
    await db.query(
      `INSERT INTO executions (uuid, function_uuid, status, started_at, trigger, attempts, input_truncated, result_truncated)
       VALUES (gen_random_uuid(), $1, 'running', $2, 'sync', 1, false, false)`,
      [own.fn, new Date(NOW.getTime() - 40 * DAY)],
    );
    const [{ uuid: retried }] = (await db.query(
      `INSERT INTO executions (uuid, function_uuid, status, started_at, completed_at, duration_ms, trigger, attempts,
         input_truncated, result_truncated)
       VALUES (gen_random_uuid(), $1, 'error', $2, $2, 5, 'async', 1, false, false) RETURNING uuid`,
      [own.fn, new Date(NOW.getTime() - 40 * DAY)],
    )) as { uuid: string }[];
    await db.query(
      `INSERT INTO async_events (execution_uuid, function_uuid, user_id, body, state, max_retries, expires_at)
       VALUES ($1, $2, $3, '{}', 'queued', 2, $4)`,
      [retried, own.fn, own.userId, NOW],
    );

    const pass = await retention().prune(NOW);
    expect(pass.executions).toBeGreaterThanOrEqual(11 + 9 + 5);
    expect(await left(own.fn)).toEqual({ executions: 3 + 2, logs: 3 });
    expect(await left(byDefault.fn)).toEqual({ executions: 5, logs: 5 });
    expect(await left(capped.fn)).toEqual({ executions: 9, logs: 9 });
    expect(await rollups(own.fn)).toEqual([
      { status: 'error', duration_ms: 40, count: 2 },
      { status: 'success', duration_ms: 12, count: 4 },
    ]);
    // Those past the statistics' horizon (95 days) leave no rollup; 4 successes a millisecond
    // apart make one row, in their UTC hour.
    expect(pass.rollups).toBeGreaterThanOrEqual(3);
    const [{ hours }] = await db.query(
      `SELECT count(DISTINCT hour)::int AS hours FROM execution_rollups WHERE function_uuid = $1`,
      [own.fn],
    );
    expect(hours).toBe(2);
    expect(await retention().prune(NOW)).toEqual({ executions: 0, rollups: 0 });
  });

  it('adds to an hour it already folded, in batches; drops rollups past the statistics horizon', async () => {
    const { fn } = await activeFunction(db);
    await executions(fn, PRUNE_BATCH + 5, 40);
    expect((await retention().prune(NOW)).executions).toBeGreaterThanOrEqual(PRUNE_BATCH + 5);
    await executions(fn, 2, 40);
    await retention().prune(NOW);
    expect(await rollups(fn)).toEqual([{ status: 'success', duration_ms: 12, count: PRUNE_BATCH + 7 }]);
    expect(await left(fn)).toEqual({ executions: 0, logs: 0 });
    // An hour folded 91 days ago is past the 90 the statistics read.
    await db.query(
      `UPDATE execution_rollups SET hour = $2::timestamptz - interval '91 days' WHERE function_uuid = $1`,
      [fn, NOW],
    );
    expect((await retention().prune(NOW)).rollups).toBeGreaterThanOrEqual(1);
    expect(await rollups(fn)).toEqual([]);
  });
});
