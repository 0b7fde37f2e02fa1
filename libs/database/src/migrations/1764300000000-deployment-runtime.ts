import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The runtime a deployment was built for (function.json's `runtime`), so history, details and a
 * rollback know it. Everything deployed before runtimes could be chosen ran on node20.
 */
export class DeploymentRuntime1764300000000 implements MigrationInterface {
  name = 'DeploymentRuntime1764300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE deployments ADD COLUMN runtime varchar(20) NOT NULL DEFAULT 'node20'`);
    await q.query(`ALTER TABLE deployments ALTER COLUMN runtime DROP DEFAULT`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE deployments DROP COLUMN runtime`);
  }
}
