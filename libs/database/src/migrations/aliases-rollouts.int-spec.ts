import { randomUUID } from 'crypto';
import { DataSource } from 'typeorm';
import { databaseBefore, functionWithVersions, migrateRest } from '../../../../test/integration/services';

describe('migration AliasesRollouts1766300000000 on a database of before', () => {
  let db: DataSource;
  afterAll(() => db?.destroy());

  it('what was there went through latest; a row written after without an alias has none', async () => {
    const before = await databaseBefore('fnhost_int_migrate_aliases', 'AliasesRollouts1766300000000');
    const fn = await functionWithVersions(before, 1);
    const [[{ uuid: deployment }]] = (await before.query(
      `UPDATE deployments SET status = 'active', is_active = true WHERE function_uuid = $1 RETURNING uuid`,
      [fn],
    )) as [{ uuid: string }[], number];
    const old = randomUUID();
    await before.query(
      `INSERT INTO executions (uuid, function_uuid, deployment_uuid, status, started_at, trigger, attempts, input_truncated, result_truncated)
       VALUES ($1, $2, $3, 'queued', now(), 'async', 0, false, false)`,
      [old, fn, deployment],
    );
    await before.query(
      `INSERT INTO async_events (execution_uuid, function_uuid, user_id, body, state, max_retries, expires_at, door)
       SELECT $1, $2, user_id, '{}', 'queued', 2, now() + interval '1 hour', 'invoke' FROM functions WHERE uuid = $2`,
      [old, fn],
    );
    await before.query(`INSERT INTO function_urls (slug, function_uuid, auth) VALUES ($1, $2, 'none')`, [
      randomUUID().replace(/-/g, '').slice(0, 22),
      fn,
    ]);
    await before.query(
      `INSERT INTO schedules (uuid, function_uuid, cron, timezone, body, enabled) VALUES ($1, $2, '@daily', 'UTC', '{}', true)`,
      [randomUUID(), fn],
    );
    db = await migrateRest(before);
    const fresh = randomUUID();
    await db.query(
      `INSERT INTO executions (uuid, function_uuid, deployment_uuid, status, started_at, trigger, attempts, input_truncated, result_truncated)
       VALUES ($1, $2, $3, 'success', now(), 'sync', 1, false, false)`,
      [fresh, fn, deployment],
    );
    const aliases = (await db.query(`SELECT uuid, alias FROM executions WHERE function_uuid = $1`, [fn])) as {
      uuid: string;
      alias: string | null;
    }[];
    expect(Object.fromEntries(aliases.map((a) => [a.uuid, a.alias]))).toEqual({
      [old]: 'latest',
      [fresh]: null,
    });
    expect(await db.query(`SELECT route FROM async_events WHERE execution_uuid = $1`, [old])).toEqual([
      { route: 'latest' },
    ]);
    expect(await db.query(`SELECT alias FROM function_urls WHERE function_uuid = $1`, [fn])).toEqual([
      { alias: 'latest' },
    ]);
    expect(await db.query(`SELECT alias FROM schedules WHERE function_uuid = $1`, [fn])).toEqual([
      { alias: 'latest' },
    ]);
    // The routing view shows the active version as latest.
    expect(
      await db.query(`SELECT alias, deployment_uuid FROM function_routes WHERE function_uuid = $1`, [fn]),
    ).toEqual([{ alias: 'latest', deployment_uuid: deployment }]);
  });
});
