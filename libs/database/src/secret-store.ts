import { BaseConfig, SecretBox, Sealed } from '@fnhost/common';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

export interface OpenedSecret {
  value: Buffer;
  updatedAt: Date;
}

/**
 * Team secrets at rest: sealed under SECRETS_KEY, bound to the account that created them and their
 * name (a value copied to another row does not open). The api seals,
 * workers open (to write a running container's secret files), the operator CLI re-seals on a key
 * rotation. Nothing here returns a value over the API.
 */
@Injectable()
export class SecretStore {
  private readonly box: SecretBox;

  constructor(
    config: BaseConfig,
    private readonly db: DataSource,
  ) {
    const previous = config.SECRETS_PREVIOUS_KEYS ? config.SECRETS_PREVIOUS_KEYS.split(',') : [];
    this.box = new SecretBox(config.SECRETS_KEY, previous);
  }

  seal(userId: number, name: string, value: Buffer): Sealed {
    return this.box.seal(value, contextOf(userId, name));
  }

  /** The named secrets of a team, opened; `missing` names those the team does not have. */
  async open(
    teamUuid: string,
    names: string[],
  ): Promise<{ values: Map<string, OpenedSecret>; missing: string[] }> {
    const rows = names.length
      ? ((await this.db.query(
          'SELECT user_id, name, key_id, sealed, updated_at FROM secrets WHERE team_uuid = $1 AND name = ANY($2)',
          [teamUuid, names],
        )) as { user_id: number; name: string; key_id: string; sealed: Buffer; updated_at: Date }[])
      : [];
    const values = new Map(
      rows.map((r) => [
        r.name,
        {
          value: this.box.open({ keyId: r.key_id, data: r.sealed }, contextOf(r.user_id, r.name)),
          updatedAt: r.updated_at,
        },
      ]),
    );
    return { values, missing: names.filter((n) => !values.has(n)) };
  }

  /**
   * Re-seals under the current key every value sealed under another (a previous key must still be
   * configured to open it). One transaction: a failure leaves every value as it was. The values'
   * updated_at stays: they did not change.
   */
  async rotate(): Promise<{ total: number; resealed: number }> {
    return this.db.transaction(async (tx) => {
      const rows = (await tx.query(
        'SELECT id, user_id, name, key_id, sealed FROM secrets WHERE key_id <> $1 FOR UPDATE',
        [this.box.currentKeyId],
      )) as { id: number; user_id: number; name: string; key_id: string; sealed: Buffer }[];
      for (const r of rows) {
        const context = contextOf(r.user_id, r.name);
        const sealed = this.box.seal(this.box.open({ keyId: r.key_id, data: r.sealed }, context), context);
        await tx.query('UPDATE secrets SET key_id = $2, sealed = $3 WHERE id = $1', [
          r.id,
          sealed.keyId,
          sealed.data,
        ]);
      }
      const [{ count }] = (await tx.query('SELECT count(*)::int AS count FROM secrets')) as {
        count: number;
      }[];
      return { total: count, resealed: rows.length };
    });
  }
}

const contextOf = (userId: number, name: string) => `${userId}:${name}`;
