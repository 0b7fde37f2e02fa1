import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Aliases and rollouts. `function_aliases` names a version per function, with an optional canary
 * version taking a percent of its calls; a `latest` row exists only while the active version has a
 * canary (a rollout's), its own version being the active one. `function_routes` is the one place an
 * alias turns into versions: every door reads it. Doors that keep a configuration (URL, schedule,
 * async event) keep the alias they call through; an event keeps NULL when its caller pinned a
 * version (its execution's). A deployment carries the rollout policy decided at deploy; `rollouts`
 * holds each rollout's state, which the worker's decider moves (FOR UPDATE SKIP LOCKED: once).
 */
export class AliasesRollouts1766300000000 implements MigrationInterface {
  name = 'AliasesRollouts1766300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE function_aliases (
        function_uuid uuid NOT NULL REFERENCES functions (uuid) ON DELETE CASCADE,
        name varchar(32) NOT NULL,
        deployment_uuid uuid REFERENCES deployments (uuid) ON DELETE CASCADE,
        canary_deployment_uuid uuid REFERENCES deployments (uuid) ON DELETE CASCADE,
        canary_percent smallint CHECK (canary_percent BETWEEN 1 AND 99),
        description varchar(256),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (function_uuid, name),
        CHECK ((canary_deployment_uuid IS NULL) = (canary_percent IS NULL)),
        CHECK ((name = 'latest') = (deployment_uuid IS NULL))
      );
      CREATE TRIGGER function_aliases_changed AFTER INSERT OR UPDATE OR DELETE ON function_aliases
        FOR EACH ROW EXECUTE FUNCTION fnhost_notify_change('function', 'function_uuid');
      CREATE VIEW function_routes AS
        SELECT d.function_uuid, 'latest'::varchar(32) AS alias, d.uuid AS deployment_uuid,
               a.canary_deployment_uuid, a.canary_percent
        FROM deployments d
        LEFT JOIN function_aliases a ON a.function_uuid = d.function_uuid AND a.name = 'latest'
        WHERE d.is_active
        UNION ALL
        SELECT function_uuid, name, deployment_uuid, canary_deployment_uuid, canary_percent
        FROM function_aliases WHERE name <> 'latest';
      -- Executions of before came through latest: a default read for existing rows (no rewrite),
      -- dropped at once so that a row written without an alias says it had none.
      ALTER TABLE executions ADD COLUMN alias varchar(32) DEFAULT 'latest';
      ALTER TABLE executions ALTER COLUMN alias DROP DEFAULT;
      ALTER TABLE async_events ADD COLUMN route varchar(32) DEFAULT 'latest';
      ALTER TABLE function_urls ADD COLUMN alias varchar(32) NOT NULL DEFAULT 'latest';
      ALTER TABLE schedules ADD COLUMN alias varchar(32) NOT NULL DEFAULT 'latest';
      ALTER TABLE deployments ADD COLUMN rollout jsonb;
      CREATE TABLE rollout_policies (
        function_uuid uuid PRIMARY KEY REFERENCES functions (uuid) ON DELETE CASCADE,
        policy jsonb NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE TABLE rollouts (
        uuid uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        function_uuid uuid NOT NULL REFERENCES functions (uuid) ON DELETE CASCADE,
        deployment_uuid uuid NOT NULL REFERENCES deployments (uuid) ON DELETE CASCADE,
        baseline_uuid uuid NOT NULL REFERENCES deployments (uuid) ON DELETE CASCADE,
        policy jsonb NOT NULL,
        state varchar(12) NOT NULL DEFAULT 'in_progress',
        step smallint NOT NULL DEFAULT 0,
        waits smallint NOT NULL DEFAULT 0,
        step_started_at timestamptz NOT NULL DEFAULT now(),
        next_decision_at timestamptz NOT NULL,
        history jsonb NOT NULL DEFAULT '[]',
        reason text,
        created_at timestamptz NOT NULL DEFAULT now(),
        finished_at timestamptz
      );
      CREATE UNIQUE INDEX rollouts_running_idx ON rollouts (function_uuid) WHERE state = 'in_progress';
      CREATE INDEX rollouts_due_idx ON rollouts (next_decision_at) WHERE state = 'in_progress';
      CREATE INDEX rollouts_deployment_idx ON rollouts (deployment_uuid);
      CREATE TRIGGER rollouts_changed AFTER INSERT OR UPDATE OR DELETE ON rollouts
        FOR EACH ROW EXECUTE FUNCTION fnhost_notify_change('function', 'function_uuid');
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      DROP TABLE rollouts;
      DROP TABLE rollout_policies;
      ALTER TABLE deployments DROP COLUMN rollout;
      ALTER TABLE schedules DROP COLUMN alias;
      ALTER TABLE function_urls DROP COLUMN alias;
      ALTER TABLE async_events DROP COLUMN route;
      ALTER TABLE executions DROP COLUMN alias;
      DROP VIEW function_routes;
      DROP TABLE function_aliases;
    `);
  }
}
