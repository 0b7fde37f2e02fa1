import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Asynchronous invocations. An execution says how it was triggered and how many attempts it took;
 * one accepted asynchronously is written at once (status `queued`, no times yet). The owed work is
 * `async_events`: committed before the caller is answered 202, so whatever Redis loses the
 * reconciler queues again. `async_configs` holds a function's retry policy.
 */
export class AsyncInvocations1764500000000 implements MigrationInterface {
  name = 'AsyncInvocations1764500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE executions
        ADD COLUMN trigger varchar(10) NOT NULL DEFAULT 'sync',
        ADD COLUMN attempts integer NOT NULL DEFAULT 1,
        ALTER COLUMN completed_at DROP NOT NULL,
        ALTER COLUMN duration_ms DROP NOT NULL;
      CREATE INDEX executions_function_status_idx ON executions (function_uuid, status);

      CREATE TABLE async_events (
        execution_uuid uuid PRIMARY KEY REFERENCES executions (uuid) ON DELETE CASCADE,
        function_uuid uuid NOT NULL REFERENCES functions (uuid) ON DELETE CASCADE,
        user_id integer NOT NULL,
        body text NOT NULL,
        state varchar(10) NOT NULL,
        attempts integer NOT NULL DEFAULT 0,
        max_retries integer NOT NULL,
        expires_at timestamptz NOT NULL,
        run_after timestamptz NOT NULL DEFAULT now(),
        running_until timestamptz,
        idempotency_key varchar(255),
        redrive_of uuid,
        last_error text,
        created_at timestamptz NOT NULL DEFAULT now(),
        dead_at timestamptz
      );
      CREATE UNIQUE INDEX async_events_idempotency_idx ON async_events (function_uuid, idempotency_key)
        WHERE idempotency_key IS NOT NULL;
      CREATE INDEX async_events_owed_idx ON async_events (run_after) WHERE state IN ('queued', 'running');
      CREATE INDEX async_events_user_owed_idx ON async_events (user_id) WHERE state IN ('queued', 'running');
      CREATE INDEX async_events_dead_idx ON async_events (function_uuid, dead_at) WHERE state = 'dead';

      CREATE TABLE async_configs (
        function_uuid uuid PRIMARY KEY REFERENCES functions (uuid) ON DELETE CASCADE,
        max_retries integer NOT NULL,
        max_event_age_s integer NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      );
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      DROP TABLE async_configs;
      DROP TABLE async_events;
      DROP INDEX executions_function_status_idx;
      DELETE FROM executions WHERE completed_at IS NULL;
      ALTER TABLE executions
        DROP COLUMN trigger,
        DROP COLUMN attempts,
        ALTER COLUMN completed_at SET NOT NULL,
        ALTER COLUMN duration_ms SET NOT NULL;
    `);
  }
}
