import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The audit log: one row per state-changing request on a team's resources and per refusal of one.
 * Append-only: PostgreSQL refuses UPDATE and DELETE on it unless the transaction says it is the
 * retention job (`SET LOCAL fnhost.audit_retention = 'on'`, apps/worker's AuditRetention).
 */
export class AuditLog1766000000000 implements MigrationInterface {
  name = 'AuditLog1766000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE audit_log (
        id bigserial PRIMARY KEY,
        at timestamptz NOT NULL DEFAULT now(),
        actor_type varchar(10) NOT NULL,
        actor_id varchar(64),
        actor_label varchar(254),
        team_uuid uuid,
        action varchar(64) NOT NULL,
        target_type varchar(32) NOT NULL,
        target_id varchar(128),
        target_name varchar(254),
        outcome varchar(8) NOT NULL CHECK (outcome IN ('success', 'denied', 'failed')),
        status smallint NOT NULL,
        request_id varchar(128),
        ip varchar(64)
      )`);
    await q.query(`CREATE INDEX audit_log_team_at_idx ON audit_log (team_uuid, at DESC)`);
    await q.query(`
      CREATE FUNCTION fnhost_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'DELETE' AND current_setting('fnhost.audit_retention', true) = 'on' THEN RETURN OLD; END IF;
        RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP;
      END $$`);
    await q.query(`
      CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
      FOR EACH ROW EXECUTE FUNCTION fnhost_audit_append_only()`);
    await q.query(`
      CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
      FOR EACH STATEMENT EXECUTE FUNCTION fnhost_audit_append_only()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE audit_log`);
    await q.query(`DROP FUNCTION fnhost_audit_append_only()`);
  }
}
