import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Per-team quotas: `team_quotas` holds the operator's overrides (NULL: the operator default,
 * QUOTA_* settings); a change is announced as `quota:<team uuid>`. `deployments.archive_bytes`
 * records each stored archive's size at upload, so a team's stored bytes are a sum, not a walk of
 * the storage: archives already in PostgreSQL are measured here, those on a file system the first
 * time their team's usage is read (NULL until then). Events owed are counted per team now, by
 * function, not per account.
 */
export class TeamQuotas1766100000000 implements MigrationInterface {
  name = 'TeamQuotas1766100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE team_quotas (
        team_uuid uuid PRIMARY KEY REFERENCES teams (uuid) ON DELETE CASCADE,
        functions integer CHECK (functions >= 0),
        concurrent_executions integer CHECK (concurrent_executions >= 0),
        queued_events integer CHECK (queued_events >= 0),
        archive_bytes bigint CHECK (archive_bytes >= 0),
        secrets integer CHECK (secrets >= 0),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TRIGGER team_quotas_changed AFTER INSERT OR UPDATE OR DELETE ON team_quotas
      FOR EACH ROW EXECUTE FUNCTION fnhost_notify_change('quota', 'team_uuid')`);
    await q.query(`ALTER TABLE deployments ADD COLUMN archive_bytes bigint`);
    await q.query(`
      UPDATE deployments d SET archive_bytes = s.bytes
      FROM (SELECT key, sum(octet_length(data))::bigint AS bytes FROM archive_chunks GROUP BY key) s
      WHERE s.key = d.storage_key`);
    await q.query(`DROP INDEX async_events_user_owed_idx`);
    await q.query(
      `CREATE INDEX async_events_function_owed_idx ON async_events (function_uuid) WHERE state IN ('queued', 'running')`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX async_events_function_owed_idx`);
    await q.query(
      `CREATE INDEX async_events_user_owed_idx ON async_events (user_id) WHERE state IN ('queued', 'running')`,
    );
    await q.query(`ALTER TABLE deployments DROP COLUMN archive_bytes`);
    await q.query(`DROP TABLE team_quotas`);
  }
}
