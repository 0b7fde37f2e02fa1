import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every committed change to what an api process caches (a user's status, a function, its
 * deployments and keys) is announced on the `fnhost_changes` channel as `user:<id>` or
 * `function:<uuid>`, whoever made it (api, worker, CLI, an operator's SQL): the caches of every
 * replica drop the entry at once.
 */
export class ChangeNotifications1764200000000 implements MigrationInterface {
  name = 'ChangeNotifications1764200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION fnhost_notify_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('fnhost_changes', TG_ARGV[0] || ':' ||
          (to_jsonb(CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END) ->> TG_ARGV[1]));
        RETURN NULL;
      END $$;
      CREATE TRIGGER users_changed AFTER UPDATE OR DELETE ON users
        FOR EACH ROW EXECUTE FUNCTION fnhost_notify_change('user', 'id');
      CREATE TRIGGER functions_changed AFTER UPDATE OR DELETE ON functions
        FOR EACH ROW EXECUTE FUNCTION fnhost_notify_change('function', 'uuid');
      CREATE TRIGGER deployments_changed AFTER INSERT OR UPDATE OR DELETE ON deployments
        FOR EACH ROW EXECUTE FUNCTION fnhost_notify_change('function', 'function_uuid');
      CREATE TRIGGER api_keys_changed AFTER INSERT OR UPDATE OR DELETE ON api_keys
        FOR EACH ROW EXECUTE FUNCTION fnhost_notify_change('function', 'function_uuid');
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      DROP TRIGGER users_changed ON users;
      DROP TRIGGER functions_changed ON functions;
      DROP TRIGGER deployments_changed ON deployments;
      DROP TRIGGER api_keys_changed ON api_keys;
      DROP FUNCTION fnhost_notify_change();
    `);
  }
}
