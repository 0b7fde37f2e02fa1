import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A broker message with no identity of its own (a RabbitMQ message without `message-id`) is known
 * by its content: its receipt keeps that key, and a redelivery of it takes the receipt of an equal
 * message recorded and not yet acknowledged (decision 41).
 */
export class ContentReceipts1766900000000 implements MigrationInterface {
  name = 'ContentReceipts1766900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE trigger_receipts ADD COLUMN content_key text;
      CREATE INDEX trigger_receipts_content ON trigger_receipts (trigger_uuid, content_key)
        WHERE content_key IS NOT NULL;
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE trigger_receipts DROP COLUMN content_key;`);
  }
}
