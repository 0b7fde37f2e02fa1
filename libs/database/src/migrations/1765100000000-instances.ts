import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Elastic functions: how many instances a host may run of a function (`max_instances`), how many
 * calls one takes at once (`concurrency_per_instance`) and how many stay started (`min_instances`),
 * part of the function's configuration and of its revisions.
 */
export class Instances1765100000000 implements MigrationInterface {
  name = 'Instances1765100000000';

  async up(q: QueryRunner): Promise<void> {
    for (const table of ['functions', 'function_config_revisions'])
      await q.query(`
        ALTER TABLE ${table}
          ADD COLUMN min_instances integer NOT NULL DEFAULT 0,
          ADD COLUMN max_instances integer NOT NULL DEFAULT 10,
          ADD COLUMN concurrency_per_instance integer NOT NULL DEFAULT 10
      `);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['functions', 'function_config_revisions'])
      await q.query(
        `ALTER TABLE ${table} DROP COLUMN min_instances, DROP COLUMN max_instances, DROP COLUMN concurrency_per_instance`,
      );
  }
}
