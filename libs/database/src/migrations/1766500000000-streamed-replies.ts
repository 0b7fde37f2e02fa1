import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Streamed replies. An execution whose function streamed its reply records the bytes it sent and
 * the time to its first byte (its `result` holds the first 64 KB, as other results are clipped). A
 * function URL's `invoke_mode` says whether it streams replies to its callers.
 */
export class StreamedReplies1766500000000 implements MigrationInterface {
  name = 'StreamedReplies1766500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE executions ADD COLUMN stream_bytes bigint, ADD COLUMN stream_ttfb_ms int;
      ALTER TABLE function_urls ADD COLUMN invoke_mode varchar(16) NOT NULL DEFAULT 'buffered'
        CHECK (invoke_mode IN ('buffered', 'response_stream'));
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE function_urls DROP COLUMN invoke_mode;
      ALTER TABLE executions DROP COLUMN stream_ttfb_ms, DROP COLUMN stream_bytes;
    `);
  }
}
