import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * build_attempts: how often a build was queued, so the reconciler gives up on one that keeps
 * getting lost. stale_reset_at: a cancelled deletion restarts the function's stale clock.
 */
export class DurableWork1764100000000 implements MigrationInterface {
  name = 'DurableWork1764100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE deployments ADD COLUMN build_attempts integer NOT NULL DEFAULT 1;
      ALTER TABLE functions ADD COLUMN stale_reset_at timestamptz;
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE deployments DROP COLUMN build_attempts;
      ALTER TABLE functions DROP COLUMN stale_reset_at;
    `);
  }
}
