import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The worker running an asynchronous attempt: once its heartbeat is gone the attempt is counted
 * lost and its concurrency slot freed, without waiting for the function's timeout to pass.
 */
export class AttemptRunners1766600000000 implements MigrationInterface {
  name = 'AttemptRunners1766600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE async_events ADD COLUMN worker_id varchar(64);
      CREATE INDEX async_events_running_idx ON async_events (worker_id) WHERE state = 'running';
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      DROP INDEX async_events_running_idx;
      ALTER TABLE async_events DROP COLUMN worker_id;
    `);
  }
}
