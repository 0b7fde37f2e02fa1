import { MigrationInterface, QueryRunner } from 'typeorm';

/** The reconciler forgets finished events by age (EventLedger.expire): by creation time, indexed. */
export class AsyncRetention1764800000000 implements MigrationInterface {
  name = 'AsyncRetention1764800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX async_events_created_idx ON async_events (created_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX async_events_created_idx`);
  }
}
