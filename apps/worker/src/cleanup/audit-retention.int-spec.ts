import { randomUUID } from 'crypto';
import { DataSource } from 'typeorm';
import { intDataSource } from '../../../../test/integration/services';
import { WorkerConfig } from '../config';
import { AuditRetention } from './audit-retention';

describe('AuditRetention (PostgreSQL)', () => {
  let db: DataSource;
  beforeAll(async () => (db = await intDataSource()));
  afterAll(() => db.destroy());

  it('removes only entries past the retention, which nothing else may remove', async () => {
    const team = randomUUID();
    const entry = (daysAgo: number) =>
      db.query(
        `INSERT INTO audit_log (actor_type, team_uuid, action, target_type, outcome, status, at)
         VALUES ('user', $1, 'function.deploy', 'function', 'success', 202, now() - make_interval(days => $2))`,
        [team, daysAgo],
      );
    await entry(91);
    await entry(89);
    await expect(db.query('DELETE FROM audit_log WHERE team_uuid = $1', [team])).rejects.toThrow(
      /append-only/,
    );
    const retention = new AuditRetention({ AUDIT_RETENTION_DAYS: 90 } as WorkerConfig, db);
    expect(await retention.prune()).toBeGreaterThanOrEqual(1);
    const left = (await db.query(
      `SELECT round(extract(epoch FROM now() - at) / 86400)::int AS days FROM audit_log WHERE team_uuid = $1`,
      [team],
    )) as { days: number }[];
    expect(left).toEqual([{ days: 89 }]);
    // The retention's permission ends with its transaction.
    await expect(db.query('DELETE FROM audit_log WHERE team_uuid = $1', [team])).rejects.toThrow(
      /append-only/,
    );
  });
});
