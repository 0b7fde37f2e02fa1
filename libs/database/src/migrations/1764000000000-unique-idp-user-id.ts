import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One users row per identity-provider subject: a token can never resolve to two accounts. Fails
 * (naming the subject) where duplicates exist already; an operator decides which row keeps it.
 */
export class UniqueIdpUserId1764000000000 implements MigrationInterface {
  name = 'UniqueIdpUserId1764000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      DROP INDEX users_idp_user_id_idx;
      CREATE UNIQUE INDEX users_idp_user_id_key ON users (idp_user_id);
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      DROP INDEX users_idp_user_id_key;
      CREATE INDEX users_idp_user_id_idx ON users (idp_user_id);
    `);
  }
}
