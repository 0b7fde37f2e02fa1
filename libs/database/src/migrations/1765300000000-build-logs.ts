import { MigrationInterface, QueryRunner } from 'typeorm';

/** Each build keeps its output (the last BUILD_LOG_BYTES of it) for its author to read. */
export class BuildLogs1765300000000 implements MigrationInterface {
  name = 'BuildLogs1765300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE deployments
        ADD COLUMN build_log text NOT NULL DEFAULT '',
        ADD COLUMN build_log_truncated boolean NOT NULL DEFAULT false
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE deployments DROP COLUMN build_log, DROP COLUMN build_log_truncated`);
  }
}
