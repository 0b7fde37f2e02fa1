import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Builds that install dependencies: what a deployment's build installs (`npm ci`, `npm install`,
 * `pip`, or nothing), the account secrets its install step reads, and the stored tree it installed
 * (`dependencies/<account>/<hash>.tar.gz`, shared by the account's builds with the same inputs).
 * Archives of the `postgres` storage driver move to 1 MiB chunks, so neither an upload nor a build
 * holds a whole archive in memory; every archive moves with nothing lost.
 */
export class DependencyBuilds1765700000000 implements MigrationInterface {
  name = 'DependencyBuilds1765700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE deployments
        ADD COLUMN install varchar(12),
        ADD COLUMN build_secrets text[] NOT NULL DEFAULT '{}',
        ADD COLUMN dependencies_key varchar(512)`);
    await q.query(`
      CREATE TABLE archive_chunks (
        key varchar(512) NOT NULL,
        seq integer NOT NULL,
        data bytea NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (key, seq)
      )`);
    await q.query(`ALTER TABLE archive_chunks ALTER COLUMN data SET STORAGE EXTERNAL`);
    await q.query(
      `INSERT INTO archive_chunks (key, seq, data, created_at) SELECT key, 0, data, created_at FROM archives`,
    );
    await q.query(`DROP TABLE archives`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE archives (key varchar(512) PRIMARY KEY, data bytea NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now())`);
    await q.query(`
      INSERT INTO archives (key, data, created_at)
      SELECT key, string_agg(data, ''::bytea ORDER BY seq), min(created_at) FROM archive_chunks GROUP BY key`);
    await q.query(`DROP TABLE archive_chunks`);
    await q.query(
      `ALTER TABLE deployments DROP COLUMN install, DROP COLUMN build_secrets, DROP COLUMN dependencies_key`,
    );
  }
}
