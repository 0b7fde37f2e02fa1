import Docker from 'dockerode';
import { spawnSync } from 'child_process';
import { Client } from 'pg';
import { call, expectError } from './support/http';
import { newUserToken, testDb } from './support/fixtures';
import { deployActive, initFunction, invoke } from './support/functions';
import { operatorCli, OPERATOR_CLI } from './support/operator-cli';
import { port, portOf, processEnv, ROOT, spawnApp, waitFor } from './support/stack';
import { until } from './support/wait';

const DAY = 24 * 3600_000;
const HANDLER = (v: number) => `exports.handler = async () => ({ v: ${v} });\n`;
const docker = new Docker({ socketPath: '/run/podman/podman.sock' });

const cliArgs = (command: string, now: Date) => [...OPERATOR_CLI, command, '--now', now.toISOString()];
function cli(command: string, now: Date): string {
  const run = spawnSync(process.execPath, cliArgs(command, now), {
    cwd: ROOT,
    env: processEnv(),
    encoding: 'utf8',
    timeout: 120000,
  });
  if (run.status !== 0) throw new Error(`${command} failed: ${run.stderr}`);
  return run.stdout.trim();
}
/** A scan without blocking this process (a blocking one stalls fetch's keep-alive bookkeeping). */
async function scan(now: Date): Promise<string> {
  const { code, stdout, out } = await cliAsync('cleanup:scan', now);
  if (code !== 0) throw new Error(`cleanup:scan failed: ${out}`);
  return stdout.trim();
}
const cliAsync = (command: string, now: Date) => operatorCli([command, '--now', now.toISOString()]);

type Pending = {
  function_uuid: string;
  deletion_date: string;
  days_remaining: number;
  reason: string;
  image_tag: string;
};

describe('stale functions', () => {
  let token: string;
  let db: Client;
  let stale: string;
  let fresh: string;
  // The clock override: a date 31 days ahead, when `stale` has been idle for 31 days.
  const future = new Date(Date.now() + 31 * DAY);

  beforeAll(async () => {
    token = (await newUserToken()).token;
    db = await testDb();
    stale = await initFunction(token);
    await deployActive(token, stale, { 'index.js': HANDLER(1) });
    await deployActive(token, stale, { 'index.js': HANDLER(2) });
    fresh = await initFunction(token);
    await deployActive(token, fresh, { 'index.js': HANDLER(1) });
    // `fresh` was invoked a day before the overridden date.
    await db.query(`UPDATE functions SET last_invoked_at = $2 WHERE uuid = $1`, [
      fresh,
      new Date(future.getTime() - DAY),
    ]);
  });
  afterAll(() => db.end());

  it('a scan schedules the idle function, image by image, and not the recently invoked one; twice adds nothing', async () => {
    expect(cli('cleanup:scan', future)).toMatch(/^cleanup:scan functions=\d+ pending_deletions=\d+$/);
    expect((await call('GET', `/api/functions/${stale}`, { token })).body.status).toBe('pending_deletion');
    expect((await call('GET', `/api/functions/${fresh}`, { token })).body.status).toBe('active');

    const list = await call<{ pending_deletions: Pending[]; count: number }>(
      'GET',
      '/api/functions/pending-deletions',
      { token },
    );
    expect(list.status).toBe(200);
    const mine = list.body.pending_deletions.filter((p) => p.function_uuid === stale);
    expect(mine.map((p) => p.image_tag).sort()).toEqual([`fnhost/fn-${stale}:v1`, `fnhost/fn-${stale}:v2`]);
    expect(list.body.count).toBe(list.body.pending_deletions.length);
    expect(list.body.pending_deletions.some((p) => p.function_uuid === fresh)).toBe(false);
    const dates = list.body.pending_deletions.map((p) => p.deletion_date);
    expect([...dates].sort()).toEqual(dates);
    expect(mine[0]).toMatchObject({
      reason: 'stale_function',
      function_status: 'pending_deletion',
      days_remaining: 38,
    });

    expect(cli('cleanup:scan', future)).toBe('cleanup:scan functions=0 pending_deletions=0');
    const { rows } = await db.query(
      `SELECT count(*)::int AS n FROM pending_deletions WHERE function_uuid = $1 AND status = 'pending'`,
      [stale],
    );
    expect(rows[0].n).toBe(2);
  });

  it('deletion-status counts days_remaining down as the date comes closer', async () => {
    const status = await call<{ deletion_info: Pending }>('GET', `/api/functions/${stale}/deletion-status`, {
      token,
    });
    expect(status.body).toMatchObject({
      function_uuid: stale,
      has_pending_deletion: true,
      deletion_info: { reason: 'stale_function', days_remaining: 38 },
    });
    await db.query(
      `UPDATE pending_deletions SET deletion_date = now() + interval '2 days 3 hours' WHERE function_uuid = $1 AND status = 'pending'`,
      [stale],
    );
    expect((await call('GET', `/api/functions/${stale}/deletion-status`, { token })).body).toMatchObject({
      deletion_info: { days_remaining: 3 },
    });
    await db.query(
      `UPDATE pending_deletions SET deletion_date = now() + interval '20 hours' WHERE function_uuid = $1 AND status = 'pending'`,
      [stale],
    );
    expect((await call('GET', `/api/functions/${stale}/deletion-status`, { token })).body).toMatchObject({
      deletion_info: { days_remaining: 1 },
    });
    expect((await call('GET', `/api/functions/${fresh}/deletion-status`, { token })).body).toEqual({
      function_uuid: fresh,
      function_name: expect.any(String),
      has_pending_deletion: false,
      deletion_info: null,
    });
  });

  it('an invocation during the grace period cancels the deletion; a later scan schedules it again', async () => {
    expect((await invoke(token, stale, {})).body).toMatchObject({ status: 'success', result: { v: 2 } });
    expect(
      (await call('GET', `/api/functions/${stale}/deletion-status`, { token })).body.has_pending_deletion,
    ).toBe(false);
    expect((await call('GET', `/api/functions/${stale}`, { token })).body.status).toBe('active');
    // Idle for 31 days after that invocation: scheduled again.
    expect(await scan(future)).toMatch(/functions=[1-9]/);
    expect((await call('GET', `/api/functions/${stale}`, { token })).body.status).toBe('pending_deletion');
  });

  it('a deploy during the grace period cancels the deletion', async () => {
    const fn = await initFunction(token);
    await deployActive(token, fn, { 'index.js': HANDLER(1) });
    await db.query(`UPDATE functions SET created_at = now() - interval '60 days' WHERE uuid = $1`, [fn]);
    await scan(new Date());
    expect((await call('GET', `/api/functions/${fn}`, { token })).body.status).toBe('pending_deletion');
    await deployActive(token, fn, { 'index.js': HANDLER(2) });
    expect((await call('GET', `/api/functions/${fn}`, { token })).body.status).toBe('active');
    expect(
      (await call('GET', `/api/functions/${fn}/deletion-status`, { token })).body.has_pending_deletion,
    ).toBe(false);
  });

  it('a cancel waiting on a deletion run that holds the rows gets a clear 409, not a silent no-op', async () => {
    const fn = await initFunction(token);
    await deployActive(token, fn, { 'index.js': HANDLER(1) });
    await db.query(`UPDATE functions SET created_at = now() - interval '60 days' WHERE uuid = $1`, [fn]);
    await scan(new Date());
    // The run's claim, done by hand: rows locked, then completed and the function deleted.
    const run = await testDb();
    try {
      await run.query('BEGIN');
      await run.query(
        `SELECT id FROM pending_deletions WHERE function_uuid = $1 AND status = 'pending' FOR UPDATE`,
        [fn],
      );
      const cancel = call('POST', `/api/functions/${fn}/cancel-deletion`, { token });
      // Wait until the cancel is blocked on those rows.
      for (let i = 0; i < 100; i++) {
        const { rows } = await db.query(
          // Of this database only: other shards' databases have sessions of their own.
          `SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE '%pending_deletions%'`,
        );
        if (rows.length) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      await run.query(
        `UPDATE pending_deletions SET status = 'completed' WHERE function_uuid = $1 AND status = 'pending'`,
        [fn],
      );
      await run.query(`UPDATE functions SET status = 'deleted' WHERE uuid = $1`, [fn]);
      await run.query('COMMIT');
      expectError(await cancel, 409, 'Conflict', /is being deleted/);
    } finally {
      await run.end();
    }
  });

  it('cancel restores the status; a second cancel is 404; another user gets 404', async () => {
    const other = (await newUserToken()).token;
    expectError(
      await call('POST', `/api/functions/${stale}/cancel-deletion`, { token: other }),
      404,
      'Not found',
    );
    const res = await call('POST', `/api/functions/${stale}/cancel-deletion`, { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: expect.any(String),
      function: { uuid: stale, name: expect.any(String), status: 'active' },
    });
    expect(
      (await call('GET', `/api/functions/${stale}/deletion-status`, { token })).body.has_pending_deletion,
    ).toBe(false);
    expectError(
      await call('POST', `/api/functions/${stale}/cancel-deletion`, { token }),
      404,
      'Not found',
      /no pending deletion/,
    );
    // The cancel restarted the stale clock: not eligible 29 days on, eligible 31 days on.
    expect(await scan(new Date(Date.now() + 29 * DAY))).toBe('cleanup:scan functions=0 pending_deletions=0');
    await db.query(`UPDATE functions SET last_invoked_at = NULL WHERE uuid = $1`, [stale]);
    expect(await scan(new Date(Date.now() + 29 * DAY))).toBe('cleanup:scan functions=0 pending_deletions=0');
    expect(await scan(new Date(Date.now() + 31 * DAY))).toMatch(/functions=[1-9]/);
    await call('POST', `/api/functions/${stale}/cancel-deletion`, { token });
    expectError(
      await call('GET', `/api/functions/not-a-uuid/deletion-status`, { token }),
      400,
      'Invalid request',
    );
  });

  it('a due cleanup removes the function, its image and container, and is idempotent across two workers', async () => {
    await db.query(
      `UPDATE functions SET last_invoked_at = NULL, stale_reset_at = NULL, created_at = now() - interval '60 days' WHERE uuid = $1`,
      [stale],
    );
    await scan(new Date());
    expect((await call('GET', `/api/functions/${stale}`, { token })).body.status).toBe('pending_deletion');
    const due = new Date(Date.now() + 8 * DAY);

    const second = spawnApp('worker', { WORKER_PORT: portOf(3199) });
    try {
      await waitFor(`http://127.0.0.1:${port(3199)}/health`);
      const runs = await Promise.all([cliAsync('cleanup:run', due), cliAsync('cleanup:run', due)]);
      for (const r of runs)
        expect(r).toMatchObject({ code: 0, out: expect.stringMatching(/cleanup:run deleted=\d+/) });
    } finally {
      second.kill('SIGTERM');
    }
    expectError(await call('GET', `/api/functions/${stale}`, { token }), 404, 'Not found');
    const { rows } = await db.query(
      `SELECT status FROM pending_deletions WHERE function_uuid = $1 ORDER BY status`,
      [stale],
    );
    // Cancelled by the invocation, by the cancel, by the second cancel; then completed.
    expect(rows.map((r) => r.status)).toEqual([...Array(6).fill('cancelled'), 'completed', 'completed']);
    expect((await db.query('SELECT 1 FROM functions WHERE uuid = $1', [stale])).rowCount).toBe(0);
    expect(await docker.listImages({ filters: { reference: [`fnhost/fn-${stale}`] } })).toHaveLength(0);
    expect(await docker.listContainers({ all: true, filters: { name: [`fnhost-${stale}-`] } })).toHaveLength(
      0,
    );
    expect(cli('cleanup:run', due)).toBe('cleanup:run deleted=0');
    expect((await call('GET', `/api/functions/${fresh}`, { token })).body.status).toBe('active');
  });

  /** A function idle for 60 days, scheduled for deletion by a scan. */
  async function pendingFunction(): Promise<string> {
    const fn = await initFunction(token);
    await deployActive(token, fn, { 'index.js': HANDLER(1) });
    await db.query(`UPDATE functions SET created_at = now() - interval '60 days' WHERE uuid = $1`, [fn]);
    await scan(new Date());
    expect((await call('GET', `/api/functions/${fn}`, { token })).body.status).toBe('pending_deletion');
    return fn;
  }

  /** Once `trigger`'s execution succeeded: revived, and a cleanup past the grace period leaves it. */
  async function expectRevivedBy(fn: string, trigger: string): Promise<void> {
    await until(`a successful ${trigger} execution`, async () => {
      const list = await call<{ executions: { status: string }[] }>(
        'GET',
        `/api/functions/${fn}/executions?trigger=${trigger}`,
        { token },
      );
      return list.body.executions.some((e) => e.status === 'success');
    });
    expect((await call('GET', `/api/functions/${fn}`, { token })).body.status).toBe('active');
    expect(
      (await call('GET', `/api/functions/${fn}/deletion-status`, { token })).body.has_pending_deletion,
    ).toBe(false);
    expect(cli('cleanup:run', new Date(Date.now() + 8 * DAY))).toBe('cleanup:run deleted=0');
    expect((await call('GET', `/api/functions/${fn}`, { token })).status).toBe(200);
  }

  it('an asynchronous invoke during the grace period cancels the deletion: the function survives the cleanup', async () => {
    const fn = await pendingFunction();
    const accepted = await call('POST', `/api/functions/${fn}/invoke`, {
      token,
      json: { body: {} },
      headers: { prefer: 'respond-async' },
    });
    expect(accepted.status).toBe(202);
    await expectRevivedBy(fn, 'async');
  });

  it('a scheduled run during the grace period cancels the deletion: the function survives the cleanup', async () => {
    const fn = await pendingFunction();
    const schedule = await call('POST', `/api/functions/${fn}/schedules`, {
      token,
      json: { cron: '@daily', body: {} },
    });
    expect(schedule.status).toBe(201);
    await db.query(`UPDATE schedules SET next_run_at = now() WHERE uuid = $1`, [schedule.body.id]);
    await expectRevivedBy(fn, 'schedule');
  });
});
