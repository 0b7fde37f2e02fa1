import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Teams own functions and secrets (and through functions their deployments, schedules, URLs,
 * executions and statistics); accounts act in them by role. Every account has a personal team,
 * made by a trigger whichever path inserts the account; existing accounts get theirs here, and
 * every function and secret moves into its owner's. `user_id` stays on both: who created a
 * function, and the context a secret's value is sealed under (libs/common SecretBox). A change of
 * memberships is announced as `member:<user id>` on the change channel.
 */
export class Teams1765800000000 implements MigrationInterface {
  name = 'Teams1765800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE teams (
        uuid uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name varchar(63) NOT NULL,
        personal_of integer UNIQUE REFERENCES users (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE team_members (
        team_uuid uuid NOT NULL REFERENCES teams (uuid) ON DELETE CASCADE,
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        role varchar(10) NOT NULL CHECK (role IN ('owner', 'admin', 'developer', 'viewer')),
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (team_uuid, user_id)
      )`);
    await q.query(`CREATE INDEX team_members_user_idx ON team_members (user_id)`);
    await q.query(`
      CREATE TABLE team_invitations (
        uuid uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        team_uuid uuid NOT NULL REFERENCES teams (uuid) ON DELETE CASCADE,
        email varchar(254) NOT NULL,
        role varchar(10) NOT NULL CHECK (role IN ('owner', 'admin', 'developer', 'viewer')),
        token_hash char(64) NOT NULL UNIQUE,
        invited_by integer REFERENCES users (id) ON DELETE SET NULL,
        expires_at timestamptz NOT NULL,
        accepted_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX team_invitations_team_idx ON team_invitations (team_uuid)`);
    // An account's memberships are cached by every api replica: a change drops them at once.
    await q.query(`
      CREATE TRIGGER team_members_changed AFTER INSERT OR UPDATE OR DELETE ON team_members
      FOR EACH ROW EXECUTE FUNCTION fnhost_notify_change('member', 'user_id')`);
    await q.query(`
      CREATE FUNCTION fnhost_personal_team() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE team uuid;
      BEGIN
        INSERT INTO teams (name, personal_of) VALUES ('personal', NEW.id) RETURNING uuid INTO team;
        INSERT INTO team_members (team_uuid, user_id, role) VALUES (team, NEW.id, 'owner');
        RETURN NEW;
      END $$`);
    await q.query(`
      CREATE TRIGGER users_personal_team AFTER INSERT ON users
      FOR EACH ROW EXECUTE FUNCTION fnhost_personal_team()`);
    await q.query(
      `INSERT INTO teams (name, personal_of, created_at) SELECT 'personal', id, created_at FROM users`,
    );
    await q.query(`
      INSERT INTO team_members (team_uuid, user_id, role, created_at)
      SELECT uuid, personal_of, 'owner', created_at FROM teams WHERE personal_of IS NOT NULL`);
    for (const table of ['functions', 'secrets']) {
      // A team is deleted only without live functions: what goes with it are deleted ones and its secrets.
      await q.query(
        `ALTER TABLE ${table} ADD COLUMN team_uuid uuid REFERENCES teams (uuid) ON DELETE CASCADE`,
      );
      await q.query(`UPDATE ${table} x SET team_uuid = t.uuid FROM teams t WHERE t.personal_of = x.user_id`);
      await q.query(`ALTER TABLE ${table} ALTER COLUMN team_uuid SET NOT NULL`);
      await q.query(`CREATE INDEX ${table}_team_idx ON ${table} (team_uuid)`);
    }
    await q.query(`DROP INDEX functions_user_name_key`);
    await q.query(
      `CREATE UNIQUE INDEX functions_team_name_key ON functions (team_uuid, name) WHERE status <> 'deleted'`,
    );
    await q.query(`ALTER TABLE secrets DROP CONSTRAINT secrets_user_id_name_key`);
    await q.query(`ALTER TABLE secrets ADD CONSTRAINT secrets_team_name_key UNIQUE (team_uuid, name)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE secrets DROP CONSTRAINT secrets_team_name_key`);
    await q.query(`ALTER TABLE secrets ADD CONSTRAINT secrets_user_id_name_key UNIQUE (user_id, name)`);
    await q.query(`DROP INDEX functions_team_name_key`);
    await q.query(
      `CREATE UNIQUE INDEX functions_user_name_key ON functions (user_id, name) WHERE status <> 'deleted'`,
    );
    for (const table of ['functions', 'secrets']) await q.query(`ALTER TABLE ${table} DROP COLUMN team_uuid`);
    await q.query(`DROP TRIGGER users_personal_team ON users`);
    await q.query(`DROP FUNCTION fnhost_personal_team()`);
    await q.query(`DROP TABLE team_invitations`);
    await q.query(`DROP TABLE team_members`);
    await q.query(`DROP TABLE teams`);
  }
}
