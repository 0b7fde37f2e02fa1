import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Broker triggers. `triggers` holds each trigger's definition (connection without secret values:
 * secret names), its status as its consumer reports it, and the lease under which one worker
 * consumes it (`owner` until `lease_until`; `revision` moves on every change, so the holder
 * restarts its consumer). `trigger_receipts` records each message's identity once its event is
 * accepted, in the same transaction: a message redelivered after a crash, alone or in another
 * batch, runs no second time. An event names the trigger it came from (its in-flight count).
 */
export class Triggers1766400000000 implements MigrationInterface {
  name = 'Triggers1766400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE triggers (
        uuid uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        function_uuid uuid NOT NULL REFERENCES functions (uuid) ON DELETE CASCADE,
        name varchar(63) NOT NULL,
        type varchar(16) NOT NULL,
        connection jsonb NOT NULL,
        source jsonb NOT NULL,
        batch jsonb NOT NULL,
        max_in_flight int NOT NULL,
        enabled boolean NOT NULL DEFAULT true,
        revision int NOT NULL DEFAULT 1,
        state varchar(16) NOT NULL DEFAULT 'starting'
          CHECK (state IN ('starting', 'running', 'paused', 'error')),
        last_error text,
        lag bigint,
        messages_total bigint NOT NULL DEFAULT 0,
        last_message_at timestamptz,
        owner varchar(64),
        lease_until timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (function_uuid, name)
      );
      CREATE INDEX triggers_claimable ON triggers (lease_until) WHERE enabled;
      CREATE TABLE trigger_receipts (
        trigger_uuid uuid NOT NULL REFERENCES triggers (uuid) ON DELETE CASCADE,
        message_id text NOT NULL,
        execution_uuid uuid NOT NULL,
        received_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (trigger_uuid, message_id)
      );
      CREATE INDEX trigger_receipts_age ON trigger_receipts (received_at);
      ALTER TABLE async_events ADD COLUMN trigger_uuid uuid REFERENCES triggers (uuid) ON DELETE SET NULL;
      CREATE INDEX async_events_trigger_owed ON async_events (trigger_uuid)
        WHERE trigger_uuid IS NOT NULL AND state IN ('queued', 'running');
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE async_events DROP COLUMN trigger_uuid;
      DROP TABLE trigger_receipts;
      DROP TABLE triggers;
    `);
  }
}
