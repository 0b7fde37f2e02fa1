import { createHash, randomBytes } from 'crypto';
import { DataSource } from 'typeorm';
import { databaseBefore, functionWithVersions, migrateRest } from '../../../../test/integration/services';

describe('migration SourceHashes1766200000000 on a database of before', () => {
  let db: DataSource;
  afterAll(() => db?.destroy());

  it('hashes every archive stored in PostgreSQL, its chunks in order; one on a file system stays unknown', async () => {
    const before = await databaseBefore('fnhost_int_migrate_hashes', 'SourceHashes1766200000000');
    const fn = await functionWithVersions(before, 2);
    const chunks = [randomBytes(1024 * 1024), randomBytes(77)];
    // Inserted out of order: the hash follows seq, not the rows' order.
    for (const seq of [1, 0])
      await before.query('INSERT INTO archive_chunks (key, seq, data) VALUES ($1, $2, $3)', [
        `functions/${fn}/v1.tar.gz`,
        seq,
        chunks[seq],
      ]);
    db = await migrateRest(before);
    const rows = (await db.query(
      'SELECT version, source_sha256 FROM deployments WHERE function_uuid = $1 ORDER BY version',
      [fn],
    )) as { version: number; source_sha256: string | null }[];
    expect(rows).toEqual([
      { version: 1, source_sha256: createHash('sha256').update(Buffer.concat(chunks)).digest('hex') },
      { version: 2, source_sha256: null },
    ]);
  });
});
