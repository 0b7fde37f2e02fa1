import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A single version can be deleted (its row goes, its archive and images after it): the last
 * version number a function gave is kept on the function, so a number is never given twice (its
 * image tag, `fn-<function>:v<n>`, may still be being removed from some host).
 */
export class VersionDeletion1766700000000 implements MigrationInterface {
  name = 'VersionDeletion1766700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE functions ADD COLUMN last_version integer NOT NULL DEFAULT 0;
      UPDATE functions f SET last_version = v.max
        FROM (SELECT function_uuid, max(version) AS max FROM deployments GROUP BY function_uuid) v
        WHERE v.function_uuid = f.uuid;
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE functions DROP COLUMN last_version;`);
  }
}
