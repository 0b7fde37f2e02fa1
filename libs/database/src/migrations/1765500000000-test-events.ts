import { MigrationInterface, QueryRunner } from 'typeorm';

/** Saved test events: named inputs of a function, picked in the playground or by `fnhost invoke --event`. */
export class TestEvents1765500000000 implements MigrationInterface {
  name = 'TestEvents1765500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE test_events (
        function_uuid uuid NOT NULL REFERENCES functions (uuid) ON DELETE CASCADE,
        name varchar(64) NOT NULL,
        event jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (function_uuid, name)
      )
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE test_events`);
  }
}
