import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Which door accepted an event: an async invoke (counted in its caller's rate windows at the door),
 * or a door without a caller (a redrive, a function destination, a schedule run), whose first
 * attempt is counted in its owner's windows instead. Earlier events are told apart as they were
 * recorded.
 */
export class EventDoors1765600000000 implements MigrationInterface {
  name = 'EventDoors1765600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE async_events ADD COLUMN door varchar(12) NOT NULL DEFAULT 'invoke'`);
    await q.query(`
      UPDATE async_events ev SET door = CASE
        WHEN ev.redrive_of IS NOT NULL THEN 'redrive'
        WHEN ev.idempotency_key LIKE 'destination:%' THEN 'destination'
        WHEN e.trigger = 'schedule' THEN 'schedule'
        ELSE 'invoke' END
      FROM executions e WHERE e.uuid = ev.execution_uuid`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE async_events DROP COLUMN door`);
  }
}
