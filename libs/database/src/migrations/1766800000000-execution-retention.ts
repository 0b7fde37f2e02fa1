import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Executions and their logs are kept for a retention (EXECUTION_RETENTION_DAYS, or the team's own
 * within EXECUTION_RETENTION_MAX_DAYS). What the statistics need of a pruned execution stays as a
 * count per function, UTC hour, status and duration: the statistics read those as the rows they
 * stand for, so counts, averages and percentiles come out as they did before the pruning.
 */
export class ExecutionRetention1766800000000 implements MigrationInterface {
  name = 'ExecutionRetention1766800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE teams ADD COLUMN execution_retention_days integer
        CHECK (execution_retention_days BETWEEN 1 AND 3650);
      CREATE TABLE execution_rollups (
        function_uuid uuid NOT NULL REFERENCES functions (uuid) ON DELETE CASCADE,
        hour timestamptz NOT NULL,
        status varchar(20) NOT NULL,
        duration_ms integer,
        count integer NOT NULL CHECK (count > 0)
      );
      CREATE UNIQUE INDEX execution_rollups_key ON execution_rollups
        (function_uuid, hour, status, duration_ms) NULLS NOT DISTINCT;
      CREATE INDEX execution_rollups_hour_idx ON execution_rollups (hour);
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE execution_rollups; ALTER TABLE teams DROP COLUMN execution_retention_days;`);
  }
}
