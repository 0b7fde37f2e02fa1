import { testDb } from './support/fixtures';
import { archiveOf, deploy, deployActive, fnName, initFunction, invoke } from './support/functions';
import { call, expectError } from './support/http';
import { operatorCli } from './support/operator-cli';
import { join, person, Person } from './support/teams';

type Usage = Record<string, { used: number; limit: number }>;

/** The operator's `teams:quota` for `team`; fails the test when the command does. */
async function setQuota(team: string, ...options: string[]): Promise<Record<string, number>> {
  const run = await operatorCli(['teams:quota', team, ...options, '--json']);
  if (run.code !== 0) throw new Error(`teams:quota failed: ${run.out}`);
  try {
    return JSON.parse(run.stdout) as Record<string, number>;
  } catch {
    throw new Error(`teams:quota --json printed more than its answer: ${run.out}`);
  }
}

describe('team quotas', () => {
  let owner: Person;
  let developer: Person;
  let team: string;
  const usage = async (who = owner) =>
    (await call<Usage>('GET', `/api/teams/${team}/usage`, { token: who.token })).body;
  const functionIds = async () =>
    (
      await call<{ functions: { id: string }[] }>('GET', `/api/functions?team_id=${team}&limit=100`, {
        token: owner.token,
      })
    ).body.functions.map((f) => f.id);

  beforeAll(async () => {
    owner = await person();
    developer = await person();
    const created = await call('POST', '/api/teams', { token: owner.token, json: { name: fnName('quota') } });
    team = created.body.id as string;
    await join(owner, team, developer, 'developer');
  });

  it("usage: each quota's use and limit, for owners and admins; the operator's defaults until set", async () => {
    const u = await usage();
    expect(Object.keys(u).sort()).toEqual([
      'archive_bytes',
      'concurrent_executions',
      'functions',
      'queued_events',
      'secrets',
    ]);
    expect(u.functions).toEqual({ used: 0, limit: 100 });
    expect(u.queued_events).toEqual({ used: 0, limit: 100_000 });
    expectError(
      await call('GET', `/api/teams/${team}/usage`, { token: developer.token }),
      403,
      'Forbidden',
      /usage\.read needs the admin role/,
    );
    const outsider = await person();
    expect((await call('GET', `/api/teams/${team}/usage`, { token: outsider.token })).status).toBe(404);
    expect(await setQuota(team, '--secrets', '7')).toMatchObject({ secrets: 7, functions: 100 });
    expect((await usage()).secrets).toEqual({ used: 0, limit: 7 });
    expect(await setQuota(team, '--secrets', 'default')).toMatchObject({ secrets: 100 });
  });

  it('functions: past the quota 403 naming it, nothing created; an existing name still answers', async () => {
    const name = fnName('first');
    const first = await initFunction(owner.token, { team_id: team }, name);
    await setQuota(team, '--functions', '1');
    const refused = await call('POST', '/api/functions/init', {
      token: developer.token,
      json: { name: fnName('second'), team_id: team },
    });
    expectError(refused, 403, 'Forbidden', /^quota exceeded: functions \(1 of 1\)$/);
    expect(await functionIds()).toEqual([first]);
    const again = await call('POST', '/api/functions/init', {
      token: owner.token,
      json: { name, team_id: team },
    });
    expect([again.status, again.body.id]).toEqual([200, first]);
    // Another team of the same account is not held back.
    expect(
      (await call('POST', '/api/functions/init', { token: owner.token, json: { name: fnName() } })).status,
    ).toBe(201);
    await setQuota(team, '--functions', 'default');
    expect((await usage()).functions).toEqual({ used: 1, limit: 100 });
  });

  it('secrets: past the quota 403, nothing stored', async () => {
    await setQuota(team, '--secrets', '0');
    const refused = await call('POST', '/api/secrets', {
      token: owner.token,
      json: { name: 'db-password', value: 'hunter2', team_id: team },
    });
    expectError(refused, 403, 'Forbidden', /^quota exceeded: secrets \(0 of 0\)$/);
    const listed = await call<{ secrets: unknown[] }>('GET', `/api/secrets?team_id=${team}`, {
      token: owner.token,
    });
    expect(listed.body.secrets).toEqual([]);
    await setQuota(team, '--secrets', 'default');
  });

  describe('with a deployed function', () => {
    let fn: string;
    let archiveBytes: number;
    const db = testDb();
    const versions = async () => {
      const { rows } = await (
        await db
      ).query('SELECT count(*)::int AS n FROM deployments WHERE function_uuid = $1', [fn]);
      return (rows[0] as { n: number }).n;
    };

    beforeAll(async () => {
      fn = (await functionIds())[0];
      const handler =
        'exports.handler = async () => { await new Promise((r) => setTimeout(r, 2000)); return "slow"; };\n';
      archiveBytes = archiveOf({ 'index.js': handler }).length;
      await deployActive(owner.token, fn, { 'index.js': handler });
    });
    afterAll(async () => (await db).end());

    it('archive bytes: counted at upload; a deploy past the quota is 403 and stores no version', async () => {
      expect((await usage()).archive_bytes.used).toBe(archiveBytes);
      await setQuota(team, '--archive-bytes', String(archiveBytes + 10));
      const refused = await deploy(owner.token, fn, archiveOf({ 'index.js': `// ${'x'.repeat(200)}\n` }));
      expectError(
        refused,
        403,
        'Forbidden',
        new RegExp(`^quota exceeded: archive_bytes \\(${archiveBytes} of ${archiveBytes + 10}\\)$`),
      );
      expect(await versions()).toBe(1);
      await setQuota(team, '--archive-bytes', 'default');
    });

    it("calls running: past the team's quota 429 naming it; the slot is free once the call ends", async () => {
      await setQuota(team, '--concurrent-executions', '1');
      const [a, b] = await Promise.all([invoke(developer.token, fn), invoke(developer.token, fn)]);
      const statuses = [a.status, b.status].sort();
      expect(statuses).toEqual([200, 429]);
      expectError(
        a.status === 429 ? a : b,
        429,
        'Too many requests',
        /^quota exceeded: concurrent_executions \(1 of 1\)$/,
      );
      expect((await usage()).concurrent_executions).toEqual({ used: 0, limit: 1 });
      expect((await invoke(developer.token, fn)).status).toBe(200);
      await setQuota(team, '--concurrent-executions', 'default');
    });

    it('events owed: an asynchronous invoke past the quota is 429 and records nothing', async () => {
      await setQuota(team, '--queued-events', '0');
      const executions = async () =>
        (await call<{ total: number }>('GET', `/api/functions/${fn}/executions`, { token: owner.token })).body
          .total;
      const before = await executions();
      const refused = await call('POST', `/api/functions/${fn}/invoke`, {
        token: developer.token,
        json: { body: {} },
        headers: { prefer: 'respond-async' },
      });
      expectError(refused, 429, 'Too many requests', /^quota exceeded: queued_events \(0 of 0\)$/);
      expect(await executions()).toBe(before);
      await setQuota(team, '--queued-events', 'default');
      const accepted = await call('POST', `/api/functions/${fn}/invoke`, {
        token: developer.token,
        json: { body: {} },
        headers: { prefer: 'respond-async' },
      });
      expect(accepted.status).toBe(202);
    });
  });

  it('the operator command refuses a bad team or value, naming it, and changes nothing', async () => {
    for (const [args, message] of [
      [['not-a-uuid'], /needs one team id/],
      [['00000000-0000-4000-8000-000000000000'], /no team 00000000-0000-4000-8000-000000000000/],
      [[team, '--functions', '-1'], /Option '--functions' argument is ambiguous/],
      [[team, '--functions=-1'], /--functions must be a whole number/],
      [[team, '--secrets', 'many'], /--secrets must be a whole number/],
      [[team, '--bogus', '1'], /Unknown option '--bogus'/],
    ] as [string[], RegExp][]) {
      const run = await operatorCli(['teams:quota', ...args]);
      expect(run.code).toBe(2);
      expect(run.out).toMatch(message);
      expect(run.out).not.toMatch(/\n\s+at /); // a message, not a stack trace
    }
    expect(await setQuota(team)).toMatchObject({ functions: 100, secrets: 100 });
  });
});
