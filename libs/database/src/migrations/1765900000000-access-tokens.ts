import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Access tokens for automation: a team's, made by one of its admins, kept only as a sha256 hash,
 * limited to its scopes (and its maker's role in the team), until it expires or is revoked. A
 * revocation or expiry change is announced as `token:<hash>` on the change channel: the api
 * replicas' caches of verified tokens drop it at once.
 */
export class AccessTokens1765900000000 implements MigrationInterface {
  name = 'AccessTokens1765900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE access_tokens (
        uuid uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        team_uuid uuid NOT NULL REFERENCES teams (uuid) ON DELETE CASCADE,
        name varchar(64) NOT NULL,
        token_hash char(64) NOT NULL UNIQUE,
        scopes text[] NOT NULL,
        created_by integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        expires_at timestamptz NOT NULL,
        last_used_at timestamptz,
        revoked_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX access_tokens_team_idx ON access_tokens (team_uuid)`);
    await q.query(`
      CREATE TRIGGER access_tokens_changed AFTER UPDATE OF revoked_at, expires_at OR DELETE ON access_tokens
      FOR EACH ROW EXECUTE FUNCTION fnhost_notify_change('token', 'token_hash')`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE access_tokens`);
  }
}
