import { MigrationInterface, QueryRunner } from 'typeorm';

/** Calls refused with 429 (rate limit or concurrency), per function and hour, for the statistics. */
export class ThrottleCounts1765400000000 implements MigrationInterface {
  name = 'ThrottleCounts1765400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE throttle_counts (
        function_uuid uuid NOT NULL REFERENCES functions(uuid) ON DELETE CASCADE,
        hour timestamptz NOT NULL,
        count integer NOT NULL,
        PRIMARY KEY (function_uuid, hour)
      )
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE throttle_counts`);
  }
}
