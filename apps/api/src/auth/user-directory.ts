import { User } from '@fnhost/database';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';

/** What the token check needs of the caller: read with a plain query on every request. */
export type CallerRow = Pick<User, 'id' | 'uuid' | 'email' | 'status'>;

/**
 * Finding users by email or identity-provider subject, and linking a subject to an account.
 * A subject is linked only to a row that has none yet, and a linked row is never re-linked:
 * matching emails alone can never hand one account to another identity.
 */
@Injectable()
export class UserDirectory {
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

  findByEmail(email: string): Promise<User | null> {
    return this.users.createQueryBuilder('u').where('lower(u.email) = lower(:email)', { email }).getOne();
  }

  async callerBySubject(sub: string): Promise<CallerRow | null> {
    const [row] = (await this.users.query(
      'SELECT id, uuid, email, status FROM users WHERE idp_user_id = $1',
      [sub],
    )) as CallerRow[];
    return row ?? null;
  }

  /** Links `sub` to the account with this email if that account has no subject yet, in one statement. */
  async linkSubject(email: string, sub: string): Promise<CallerRow | null> {
    const [rows] = (await this.users.query(
      `UPDATE users SET idp_user_id = $2, updated_at = now()
       WHERE lower(email) = lower($1) AND idp_user_id IS NULL
         AND NOT EXISTS (SELECT 1 FROM users WHERE idp_user_id = $2)
       RETURNING id, uuid, email, status`,
      [email, sub],
    )) as [CallerRow[], number];
    return rows[0] ?? null;
  }

  async isSubjectLinked(sub: string): Promise<boolean> {
    return this.users.existsBy({ idpUserId: sub });
  }
}
