import { MigrationInterface, QueryRunner } from 'typeorm';

/** Cron schedules: each run is an asynchronous invocation with trigger `schedule`. */
export class Schedules1764700000000 implements MigrationInterface {
  name = 'Schedules1764700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE schedules (
        uuid uuid PRIMARY KEY,
        function_uuid uuid NOT NULL REFERENCES functions (uuid) ON DELETE CASCADE,
        cron varchar(100) NOT NULL,
        timezone varchar(64) NOT NULL,
        body text NOT NULL,
        enabled boolean NOT NULL,
        next_run_at timestamptz,
        last_run_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX schedules_function_idx ON schedules (function_uuid, created_at);
      CREATE INDEX schedules_due_idx ON schedules (next_run_at) WHERE enabled;
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE schedules`);
  }
}
