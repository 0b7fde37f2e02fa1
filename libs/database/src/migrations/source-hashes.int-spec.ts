import { createHash, randomBytes } from 'crypto';
import { DataSource } from 'typeorm';
import { databaseBefore, migrateRest } from '../../../../test/integration/services';

describe('migration SourceHashes1766200000000 on a database of before', () => {
  let db: DataSource;
  afterAll(() => db?.destroy());

  it('hashes every archive stored in PostgreSQL, its chunks in order; one on a file system stays unknown', async () => {
    const before = await databaseBefore('fnhost_int_migrate_hashes', 'SourceHashes1766200000000');
    const [{ id }] = (await before.query(
      `INSERT INTO users (email) VALUES ('hash@int.test') RETURNING id`,
    )) as {
      id: number;
    }[];
    const [{ uuid: fn }] = (await before.query(
      `INSERT INTO functions (user_id, team_uuid, name, status)
       SELECT $1, uuid, 'f', 'active' FROM teams WHERE personal_of = $1 RETURNING uuid`,
      [id],
    )) as { uuid: string }[];
    for (const version of [1, 2])
      await before.query(
        `INSERT INTO deployments (function_uuid, version, image_tag, storage_key, status, runtime)
         VALUES ($1, $2, 'img', $3, 'inactive', 'node24')`,
        [fn, version, `functions/${fn}/v${version}.tar.gz`],
      );
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
