import { randomBytes } from 'crypto';
import { DataSource } from 'typeorm';
import { databaseBefore, functionWithVersions, migrateRest } from '../../../../test/integration/services';

describe('migration TeamQuotas1766100000000 on a database of before', () => {
  let db: DataSource;
  afterAll(() => db?.destroy());

  it('records the size of every archive stored in PostgreSQL; one on a file system stays to be measured', async () => {
    const before = await databaseBefore('fnhost_int_migrate_quotas', 'TeamQuotas1766100000000');
    const fn = await functionWithVersions(before, 2);
    // Version 1 in two chunks; version 2 on a file system (no chunks).
    for (const [seq, data] of [randomBytes(1024 * 1024), randomBytes(10)].entries())
      await before.query('INSERT INTO archive_chunks (key, seq, data) VALUES ($1, $2, $3)', [
        `functions/${fn}/v1.tar.gz`,
        seq,
        data,
      ]);
    db = await migrateRest(before);
    const rows = (await db.query(
      'SELECT version, archive_bytes FROM deployments WHERE function_uuid = $1 ORDER BY version',
      [fn],
    )) as { version: number; archive_bytes: string | null }[];
    expect(rows).toEqual([
      { version: 1, archive_bytes: String(1024 * 1024 + 10) },
      { version: 2, archive_bytes: null },
    ]);
    const [quotas] = (await db.query("SELECT to_regclass('team_quotas') AS t")) as { t: string | null }[];
    expect(quotas.t).toBe('team_quotas');
  });
});
