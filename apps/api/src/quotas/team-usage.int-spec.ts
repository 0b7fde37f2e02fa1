import { ArchiveStorage } from '@fnhost/common';
import { KEYS, RedisService } from '@fnhost/redis';
import { DataSource } from 'typeorm';
import { activeFunction, intDataSource, intQuotas, intRedis } from '../../../../test/integration/services';
import { TeamUsage } from './team-usage';

describe('TeamUsage (PostgreSQL, Redis)', () => {
  let db: DataSource;
  let redis: RedisService;
  beforeAll(async () => {
    db = await intDataSource();
    redis = intRedis();
    // Its client queues nothing while it connects: the first command would fail.
    await redis.connected();
  });
  afterAll(async () => {
    await db.destroy();
    redis.onModuleDestroy();
  });

  /** The usage reader with the operator's `defaults` (who may read it is the route's: TeamFor). */
  const usage = (defaults = {}) =>
    new TeamUsage(
      db,
      intQuotas(db, defaults),
      { size: async () => 1000 } as unknown as ArchiveStorage,
      redis,
    );

  it('counts live functions, their archives (measured once when unrecorded), calls running and secrets', async () => {
    const f = await activeFunction(db);
    await db.query(
      `INSERT INTO secrets (user_id, team_uuid, name, key_id, sealed, size) VALUES ($1, $2, 'db', 'k1', '\\x00', 1)`,
      [f.userId, f.team],
    );
    // A second function, deleted: neither it nor its archive counts.
    await db.query(
      `INSERT INTO functions (user_id, team_uuid, name, status) VALUES ($1, $2, 'gone', 'deleted')`,
      [f.userId, f.team],
    );
    await redis.client.zadd(
      KEYS.teamSlots(f.team),
      Date.now() + 60_000,
      'lease-1',
      Date.now() - 1,
      'expired',
    );
    const used = await usage().of({ uuid: f.team, role: 'owner' });
    expect(used).toMatchObject({
      functions: { used: 1, limit: 100 },
      secrets: { used: 1, limit: 100 },
      archive_bytes: { used: 1000 },
      concurrent_executions: { used: 1, limit: 100 },
      queued_events: { used: 0 },
    });
    // Measured once: the size is now the deployment's.
    expect(await db.query(`SELECT archive_bytes FROM deployments WHERE uuid = $1`, [f.deployment])).toEqual([
      { archive_bytes: '1000' },
    ]);
  });

  it('refuses, inside the transaction adding to it, what would pass the quota', async () => {
    const f = await activeFunction(db);
    const limited = usage({ QUOTA_FUNCTIONS: 2 });
    await db.transaction((tx) => limited.reserve(tx, f.team, 'functions'));
    await expect(db.transaction((tx) => limited.reserve(tx, f.team, 'functions', 2))).rejects.toMatchObject({
      status: 403,
    });
  });
});
