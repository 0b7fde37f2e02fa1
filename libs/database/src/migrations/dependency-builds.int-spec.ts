import { randomBytes } from 'crypto';
import { DataSource } from 'typeorm';
import { databaseBefore, migrateRest } from '../../../../test/integration/services';

describe('migration DependencyBuilds1765700000000 on a database of before', () => {
  let db: DataSource;
  afterAll(() => db?.destroy());

  it('moves every stored archive into chunks, byte for byte, and deployments keep their rows', async () => {
    const before = await databaseBefore('fnhost_int_migrate_deps', 'DependencyBuilds1765700000000');
    const archives = [randomBytes(3 * 1024 * 1024), randomBytes(10), Buffer.alloc(0)];
    for (const [i, data] of archives.entries())
      await before.query('INSERT INTO archives (key, data) VALUES ($1, $2)', [
        `functions/f/v${i + 1}.tar.gz`,
        data,
      ]);
    db = await migrateRest(before);
    const rows = (await db.query(
      "SELECT key, string_agg(data, ''::bytea ORDER BY seq) AS data FROM archive_chunks GROUP BY key ORDER BY key",
    )) as { key: string; data: Buffer }[];
    expect(rows.map((r) => r.key)).toEqual([
      'functions/f/v1.tar.gz',
      'functions/f/v2.tar.gz',
      'functions/f/v3.tar.gz',
    ]);
    rows.forEach((r, i) => expect(r.data.equals(archives[i])).toBe(true));
    const [table] = (await db.query("SELECT to_regclass('archives') AS t")) as { t: string | null }[];
    expect(table.t).toBeNull();
    const columns = (await db.query(
      "SELECT column_name FROM information_schema.columns WHERE table_name = 'deployments' AND column_name IN ('install', 'build_secrets', 'dependencies_key') ORDER BY 1",
    )) as { column_name: string }[];
    expect(columns.map((c) => c.column_name)).toEqual(['build_secrets', 'dependencies_key', 'install']);
  });
});
