import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `deployments.source_sha256`: the SHA-256 of the archive as uploaded, so a client that packs
 * deterministically (`fnhost up`) can tell an unchanged folder from a changed one without
 * uploading it. Archives in PostgreSQL are hashed here; those on a file system stay NULL (their
 * next `up` deploys once).
 */
export class SourceHashes1766200000000 implements MigrationInterface {
  name = 'SourceHashes1766200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE deployments ADD COLUMN source_sha256 char(64)`);
    await q.query(`
      UPDATE deployments d SET source_sha256 = s.hash
      FROM (SELECT key, encode(sha256(string_agg(data, ''::bytea ORDER BY seq)), 'hex') AS hash
            FROM archive_chunks GROUP BY key) s
      WHERE s.key = d.storage_key`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE deployments DROP COLUMN source_sha256`);
  }
}
