import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A function's configuration (memory, timeout, env, secrets, description) changes without a build:
 * the function row holds the current one and its revision, `function_config_revisions` every one
 * since creation. A version names the secrets of its function.json. Account secrets are sealed
 * values (AES-256-GCM) with the id of the key that sealed them, so the key can rotate.
 */
export class FunctionConfiguration1765000000000 implements MigrationInterface {
  name = 'FunctionConfiguration1765000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE functions
        ADD COLUMN description varchar(256) NOT NULL DEFAULT '',
        ADD COLUMN env jsonb NOT NULL DEFAULT '{}',
        ADD COLUMN secrets text[] NOT NULL DEFAULT '{}',
        ADD COLUMN config_revision integer NOT NULL DEFAULT 1;
      ALTER TABLE deployments ADD COLUMN secrets text[] NOT NULL DEFAULT '{}';
      CREATE TABLE function_config_revisions (
        function_uuid uuid NOT NULL REFERENCES functions (uuid) ON DELETE CASCADE,
        revision integer NOT NULL,
        memory integer NOT NULL,
        timeout integer NOT NULL,
        env jsonb NOT NULL,
        secrets text[] NOT NULL,
        description varchar(256) NOT NULL,
        changed text[] NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (function_uuid, revision)
      );
      INSERT INTO function_config_revisions (function_uuid, revision, memory, timeout, env, secrets, description, changed, created_at)
        SELECT uuid, 1, memory, timeout, '{}', '{}', '', '{}', created_at FROM functions;
      CREATE TABLE secrets (
        id serial PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        name varchar(64) NOT NULL,
        key_id varchar(16) NOT NULL,
        sealed bytea NOT NULL,
        size integer NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (user_id, name)
      );
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      DROP TABLE secrets;
      DROP TABLE function_config_revisions;
      ALTER TABLE deployments DROP COLUMN secrets;
      ALTER TABLE functions DROP COLUMN description, DROP COLUMN env, DROP COLUMN secrets, DROP COLUMN config_revision;
    `);
  }
}
