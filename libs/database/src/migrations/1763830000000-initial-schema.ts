import { MigrationInterface, QueryRunner } from 'typeorm';

export class InitialSchema1763830000000 implements MigrationInterface {
  name = 'InitialSchema1763830000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE users (
        id serial PRIMARY KEY,
        uuid uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
        email varchar(255) NOT NULL,
        idp_user_id varchar(255),
        password_hash varchar(255),
        status varchar(20) NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'blocked', 'deleted')),
        temporary_password boolean NOT NULL DEFAULT false,
        is_email_verified boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE UNIQUE INDEX users_email_key ON users (lower(email));
      CREATE INDEX users_idp_user_id_idx ON users (idp_user_id);

      CREATE TABLE user_information (
        id serial PRIMARY KEY,
        user_id integer NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
        first_name varchar(255), last_name varchar(255), phone_number varchar(50),
        country varchar(100), city varchar(100), address varchar(255), zip_code varchar(20),
        role varchar(50) NOT NULL DEFAULT 'user', avatar varchar(1024),
        updated_at timestamptz NOT NULL DEFAULT now()
      );

      CREATE TABLE functions (
        uuid uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        name varchar(63) NOT NULL,
        status varchar(20) NOT NULL DEFAULT 'init',
        skip_signing boolean NOT NULL DEFAULT false,
        memory integer NOT NULL DEFAULT 128,
        timeout integer NOT NULL DEFAULT 30,
        last_invoked_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE UNIQUE INDEX functions_user_name_key ON functions (user_id, name) WHERE status <> 'deleted';

      CREATE TABLE deployments (
        uuid uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        function_uuid uuid NOT NULL REFERENCES functions (uuid) ON DELETE CASCADE,
        version integer NOT NULL,
        image_tag varchar(255) NOT NULL,
        storage_key varchar(512) NOT NULL,
        status varchar(20) NOT NULL DEFAULT 'building',
        is_active boolean NOT NULL DEFAULT false,
        env jsonb NOT NULL DEFAULT '{}',
        error text,
        created_at timestamptz NOT NULL DEFAULT now(),
        deployed_at timestamptz,
        UNIQUE (function_uuid, version)
      );
      CREATE UNIQUE INDEX deployments_one_active ON deployments (function_uuid) WHERE is_active;

      CREATE TABLE executions (
        uuid uuid PRIMARY KEY,
        function_uuid uuid NOT NULL REFERENCES functions (uuid) ON DELETE CASCADE,
        deployment_uuid uuid,
        status varchar(20) NOT NULL,
        started_at timestamptz NOT NULL,
        completed_at timestamptz NOT NULL,
        duration_ms integer NOT NULL,
        error_message text
      );
      CREATE INDEX executions_function_started_idx ON executions (function_uuid, started_at);

      CREATE TABLE execution_logs (
        id bigserial PRIMARY KEY,
        execution_uuid uuid NOT NULL REFERENCES executions (uuid) ON DELETE CASCADE,
        function_uuid uuid NOT NULL,
        seq integer NOT NULL,
        timestamp timestamptz NOT NULL,
        level varchar(10) NOT NULL,
        message text NOT NULL
      );
      CREATE INDEX execution_logs_execution_idx ON execution_logs (execution_uuid);
      CREATE INDEX execution_logs_function_time_idx ON execution_logs (function_uuid, timestamp);

      CREATE TABLE api_keys (
        uuid uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        function_uuid uuid NOT NULL REFERENCES functions (uuid) ON DELETE CASCADE,
        public_key varchar(64) NOT NULL UNIQUE,
        private_key_hash varchar(64) NOT NULL,
        validity varchar(10) NOT NULL,
        expires_at timestamptz,
        is_active boolean NOT NULL DEFAULT true,
        name varchar(255),
        created_at timestamptz NOT NULL DEFAULT now(),
        revoked_at timestamptz
      );
      CREATE INDEX api_keys_function_active_idx ON api_keys (function_uuid, is_active);

      CREATE TABLE pending_deletions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        function_uuid uuid NOT NULL,
        function_name varchar(63) NOT NULL,
        image_tag varchar(255) NOT NULL,
        reason varchar(50) NOT NULL,
        status varchar(20) NOT NULL DEFAULT 'pending',
        deletion_date timestamptz NOT NULL,
        scheduled_at timestamptz NOT NULL DEFAULT now(),
        resolved_at timestamptz
      );
      CREATE INDEX pending_deletions_status_date_idx ON pending_deletions (status, deletion_date);
      CREATE UNIQUE INDEX pending_deletions_one_per_image ON pending_deletions (function_uuid, image_tag)
        WHERE status = 'pending';
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE pending_deletions, api_keys, execution_logs, executions, deployments, functions,
      user_information, users`);
  }
}
