import { MigrationInterface, QueryRunner } from 'typeorm';

/** Deployment archives of the `postgres` storage driver (STORAGE_DRIVER), shared by every host. */
export class Archives1764400000000 implements MigrationInterface {
  name = 'Archives1764400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE archives (
        key varchar(512) PRIMARY KEY,
        data bytea NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    // Archives are gzip already: storing them compressed again only costs CPU.
    await q.query(`ALTER TABLE archives ALTER COLUMN data SET STORAGE EXTERNAL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE archives`);
  }
}
