import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Where an asynchronous invocation's outcome goes: the function's destinations (on success, on
 * failure) with the secret its webhooks are signed with, and an event's own callback URL.
 */
export class AsyncDestinations1764600000000 implements MigrationInterface {
  name = 'AsyncDestinations1764600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE async_configs
        ADD COLUMN on_success jsonb,
        ADD COLUMN on_failure jsonb,
        ADD COLUMN signing_secret varchar(64);
      ALTER TABLE async_events ADD COLUMN callback_url text;
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE async_events DROP COLUMN callback_url;
      ALTER TABLE async_configs DROP COLUMN on_success, DROP COLUMN on_failure, DROP COLUMN signing_secret;
    `);
  }
}
