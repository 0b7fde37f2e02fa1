import { randomUUID } from 'crypto';
import { DataSource } from 'typeorm';
import { databaseBefore, migrateRest } from '../../../../test/integration/services';

describe('migration Teams1765800000000 on a database of before', () => {
  let db: DataSource;
  afterAll(() => db?.destroy());

  it("moves every function and secret into its owner's personal team, with nothing lost", async () => {
    const before = await databaseBefore('fnhost_int_migrate_teams', 'Teams1765800000000');
    const users: number[] = [];
    for (let i = 0; i < 3; i++) {
      const [{ id }] = (await before.query('INSERT INTO users (email) VALUES ($1) RETURNING id', [
        `${randomUUID()}@int.test`,
      ])) as { id: number }[];
      users.push(id);
    }
    // Two users' functions of one name (allowed then: per user), a deleted one, secrets, a schedule.
    const fns: string[] = [];
    for (const [user, name, status] of [
      [users[0], 'api', 'active'],
      [users[1], 'api', 'init'],
      [users[1], 'gone', 'deleted'],
    ] as const) {
      const [{ uuid }] = (await before.query(
        'INSERT INTO functions (user_id, name, status) VALUES ($1, $2, $3) RETURNING uuid',
        [user, name, status],
      )) as { uuid: string }[];
      fns.push(uuid);
    }
    for (const user of users.slice(0, 2))
      await before.query(
        `INSERT INTO secrets (user_id, name, key_id, sealed, size) VALUES ($1, 'db', 'k1', '\\x00', 1)`,
        [user],
      );
    await before.query(
      `INSERT INTO schedules (uuid, function_uuid, cron, timezone, body, enabled, next_run_at)
       VALUES ($1, $2, '@daily', 'UTC', '{}', true, now())`,
      [randomUUID(), fns[0]],
    );
    db = await migrateRest(before);

    const personal = (await db.query(
      `SELECT t.personal_of AS user_id, t.uuid, t.name, m.role FROM teams t
       JOIN team_members m ON m.team_uuid = t.uuid AND m.user_id = t.personal_of ORDER BY t.personal_of`,
    )) as { user_id: number; uuid: string; name: string; role: string }[];
    expect(personal.map((p) => [p.user_id, p.name, p.role])).toEqual(
      users.map((u) => [u, 'personal', 'owner']),
    );
    const teamOf = new Map(personal.map((p) => [p.user_id, p.uuid]));
    const moved = (await db.query(
      'SELECT uuid, user_id, team_uuid, name, status FROM functions ORDER BY name, user_id',
    )) as {
      uuid: string;
      user_id: number;
      team_uuid: string;
    }[];
    expect(moved).toHaveLength(3);
    for (const f of moved) expect(f.team_uuid).toBe(teamOf.get(f.user_id));
    const secrets = (await db.query('SELECT user_id, team_uuid FROM secrets')) as {
      user_id: number;
      team_uuid: string;
    }[];
    expect(secrets).toHaveLength(2);
    for (const s of secrets) expect(s.team_uuid).toBe(teamOf.get(s.user_id));
    expect((await db.query('SELECT count(*)::int AS n FROM schedules'))[0].n).toBe(1);

    // An account made after the migration gets its personal team at once, whichever path inserts it.
    const [{ id }] = (await db.query('INSERT INTO users (email) VALUES ($1) RETURNING id', [
      `${randomUUID()}@int.test`,
    ])) as { id: number }[];
    const [team] = (await db.query(
      `SELECT t.name, m.role FROM teams t JOIN team_members m ON m.team_uuid = t.uuid WHERE t.personal_of = $1`,
      [id],
    )) as { name: string; role: string }[];
    expect(team).toEqual({ name: 'personal', role: 'owner' });
    // Names are unique per team now, not per account.
    await expect(
      db.query(`INSERT INTO functions (user_id, team_uuid, name) VALUES ($1, $2, 'api')`, [
        users[0],
        teamOf.get(users[0]),
      ]),
    ).rejects.toThrow(/functions_team_name_key/);
  });
});
