import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An execution keeps its input (the event as received) and its result (the handler's return
 * value as JSON), each clipped to its first EXECUTION_IO_BYTES, so its page can show them.
 */
export class ExecutionIo1765200000000 implements MigrationInterface {
  name = 'ExecutionIo1765200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE executions
        ADD COLUMN input text,
        ADD COLUMN input_truncated boolean NOT NULL DEFAULT false,
        ADD COLUMN result text,
        ADD COLUMN result_truncated boolean NOT NULL DEFAULT false
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE executions DROP COLUMN input, DROP COLUMN input_truncated, DROP COLUMN result, DROP COLUMN result_truncated`,
    );
  }
}
