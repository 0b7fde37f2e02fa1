import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Function URLs: at most one live URL per function, under a random slug. A deleted URL keeps its
 * row (deleted_at set) so that its slug, the primary key, is never handed out again. Changes are
 * announced like the function's own (change notifications), so every api's cache drops them.
 * Executions say which request a URL call served.
 */
export class FunctionUrls1764900000000 implements MigrationInterface {
  name = 'FunctionUrls1764900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE function_urls (
        slug varchar(32) PRIMARY KEY,
        function_uuid uuid NOT NULL REFERENCES functions (uuid) ON DELETE CASCADE,
        auth varchar(10) NOT NULL,
        cors jsonb,
        created_at timestamptz NOT NULL DEFAULT now(),
        deleted_at timestamptz
      );
      CREATE UNIQUE INDEX function_urls_live_idx ON function_urls (function_uuid) WHERE deleted_at IS NULL;
      CREATE TRIGGER function_urls_changed AFTER INSERT OR UPDATE OR DELETE ON function_urls
        FOR EACH ROW EXECUTE FUNCTION fnhost_notify_change('function', 'function_uuid');
      ALTER TABLE executions ADD COLUMN http_method varchar(10), ADD COLUMN http_path varchar(2048);
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE executions DROP COLUMN http_method, DROP COLUMN http_path;
      DROP TABLE function_urls;
    `);
  }
}
