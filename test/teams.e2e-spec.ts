import { testDb } from './support/fixtures';
import { deployActive, fnName, initFunction } from './support/functions';
import { call, expectError, Reply } from './support/http';
import { join, person, Person, Role } from './support/teams';
import { until } from './support/wait';

type Actor = Role | 'outsider';
const ACTORS: Actor[] = ['owner', 'admin', 'developer', 'viewer', 'outsider'];
const RANK: Role[] = ['owner', 'admin', 'developer', 'viewer'];

describe('teams', () => {
  const people = {} as Record<Actor, Person>;
  let team: string;
  let fn: string;

  beforeAll(async () => {
    for (const a of ACTORS) people[a] = await person();
    const created = await call('POST', '/api/teams', {
      token: people.owner.token,
      json: { name: 'platform' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'platform', role: 'owner', personal: false, members: 1 });
    team = created.body.id as string;
    for (const role of ['admin', 'developer', 'viewer'] as Role[])
      await join(people.owner, team, people[role], role);
    fn = await initFunction(people.owner.token, { team_id: team });
    await deployActive(people.owner.token, fn, { 'index.js': 'exports.handler = async () => "team";\n' });
  });

  it('every account has a personal team, listed first, with its role and member count', async () => {
    const teams = await call<{ teams: { name: string; role: string; personal: boolean; members: number }[] }>(
      'GET',
      '/api/teams',
      { token: people.developer.token },
    );
    expect(teams.body.teams).toEqual([
      expect.objectContaining({ name: 'personal', role: 'owner', personal: true, members: 1 }),
      expect.objectContaining({ name: 'platform', role: 'developer', personal: false, members: 4 }),
    ]);
    const members = await call<{ members: { email: string; role: string }[] }>(
      'GET',
      `/api/teams/${team}/members`,
      {
        token: people.viewer.token,
      },
    );
    expect(members.body.members.map((m) => [m.email, m.role])).toEqual(
      RANK.map((r) => [people[r].email.toLowerCase(), r]),
    );
  });

  /** Each route family against each actor: allowed (2xx), 403 naming the role needed, or 404 outside. */
  const MATRIX: [string, Role, (p: Person, n: number) => Promise<Reply>][] = [
    ['read a function', 'viewer', (p) => call('GET', `/api/functions/${fn}`, { token: p.token })],
    [
      'list the team’s functions',
      'viewer',
      (p) => call('GET', `/api/functions?team_id=${team}`, { token: p.token }),
    ],
    [
      'read deployments',
      'viewer',
      (p) => call('GET', `/api/functions/${fn}/deployments`, { token: p.token }),
    ],
    ['read executions', 'viewer', (p) => call('GET', `/api/functions/${fn}/executions`, { token: p.token })],
    [
      'read statistics',
      'viewer',
      (p) => call('GET', `/api/stats/overview?team_id=${team}`, { token: p.token }),
    ],
    ['list secrets', 'viewer', (p) => call('GET', `/api/secrets?team_id=${team}`, { token: p.token })],
    ['list members', 'viewer', (p) => call('GET', `/api/teams/${team}/members`, { token: p.token })],
    ['invoke', 'developer', (p) => call('POST', `/api/functions/${fn}/invoke`, { token: p.token, json: {} })],
    [
      'configure a function',
      'developer',
      (p, n) => call('PATCH', `/api/functions/${fn}`, { token: p.token, json: { description: `by ${n}` } }),
    ],
    [
      'create a function in the team',
      'developer',
      (p) => call('POST', '/api/functions/init', { token: p.token, json: { name: fnName(), team_id: team } }),
    ],
    [
      'save a test event',
      'developer',
      (p, n) =>
        call('PUT', `/api/functions/${fn}/test-events/e${n}`, { token: p.token, json: { event: {} } }),
    ],
    [
      'create a secret',
      'admin',
      (p, n) =>
        call('POST', '/api/secrets', { token: p.token, json: { name: `s${n}`, value: 'v', team_id: team } }),
    ],
    [
      'invite a member',
      'admin',
      (p, n) =>
        call('POST', `/api/teams/${team}/invitations`, {
          token: p.token,
          json: { email: `x${n}@example.com`, role: 'viewer' },
        }),
    ],
    [
      'rename the team',
      'owner',
      (p) => call('PATCH', `/api/teams/${team}`, { token: p.token, json: { name: 'platform' } }),
    ],
  ];

  it.each(MATRIX)(
    '%s: allowed from the %s role up, 403 below, 404 outside the team',
    async (_what, least, request) => {
      for (const [n, actor] of ACTORS.entries()) {
        const reply = await request(people[actor], n);
        if (actor === 'outsider') expect([actor, reply.status]).toEqual([actor, 404]);
        else if (RANK.indexOf(actor) <= RANK.indexOf(least))
          expect([actor, reply.status < 300]).toEqual([actor, true]);
        else {
          expect([actor, reply.status]).toEqual([actor, 403]);
          expect(reply.body.details).toMatch(
            new RegExp(`needs the ${least} role or higher in the team; you are ${actor}`),
          );
        }
      }
    },
  );

  it('roles change by the rules: admins for the lower roles, owners for owners; a team keeps an owner', async () => {
    const { admin, developer, viewer, owner } = people;
    const roleOf = (p: Person, role: Role) =>
      call('PATCH', `/api/teams/${team}/members/${p.id}`, { token: admin.token, json: { role } });
    expect((await roleOf(viewer, 'developer')).body).toMatchObject({ role: 'developer' });
    expect((await roleOf(viewer, 'viewer')).status).toBe(200);
    expectError(await roleOf(developer, 'owner'), 403, 'Forbidden', /owner\.write needs the owner role/);
    expectError(await roleOf(owner, 'viewer'), 403, 'Forbidden', /owner\.write needs the owner role/);
    const selfDemote = await call('PATCH', `/api/teams/${team}/members/${owner.id}`, {
      token: owner.token,
      json: { role: 'admin' },
    });
    expectError(selfDemote, 409, 'Conflict', /keeps at least one owner/);
    const leave = await call('DELETE', `/api/teams/${team}/members/${owner.id}`, { token: owner.token });
    expectError(leave, 409, 'Conflict', /keeps at least one owner/);
    expectError(
      await call('PATCH', `/api/teams/${team}/members/${viewer.id}`, {
        token: admin.token,
        json: { role: 'root' },
      }),
      400,
      'Invalid request',
      /role must be one of owner, admin, developer, viewer/,
    );
  });

  it('a removed member loses access on the next request', async () => {
    const gone = await person();
    await join(people.owner, team, gone, 'developer');
    expect((await call('POST', `/api/functions/${fn}/invoke`, { token: gone.token, json: {} })).status).toBe(
      200,
    );
    const removed = await call('DELETE', `/api/teams/${team}/members/${gone.id}`, {
      token: people.admin.token,
    });
    expect(removed.status).toBe(200);
    expect((await call('POST', `/api/functions/${fn}/invoke`, { token: gone.token, json: {} })).status).toBe(
      404,
    );
    expect((await call('GET', `/api/teams/${team}`, { token: gone.token })).status).toBe(404);
  });

  it('invitations: for one email, once, within 7 days', async () => {
    const invitee = await person();
    const invite = async () =>
      (
        await call('POST', `/api/teams/${team}/invitations`, {
          token: people.admin.token,
          json: { email: invitee.email.toUpperCase(), role: 'viewer' },
        })
      ).body as { id: string; token: string; expires_at: string };
    const first = await invite();
    expect(Date.parse(first.expires_at) - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    const accept = (token: string, by: Person) =>
      call('POST', `/api/invitations/${token}/accept`, { token: by.token });
    expectError(await accept(first.token, people.outsider), 403, 'Forbidden', /for another email address/);
    expect((await accept(first.token, invitee)).status).toBe(201);
    expectError(await accept(first.token, invitee), 409, 'Conflict', /already accepted/);
    expectError(await accept('no-such-token', invitee), 404, 'Not found', /invitation not found/);
    const later = await person();
    const expiring = (
      await call('POST', `/api/teams/${team}/invitations`, {
        token: people.owner.token,
        json: { email: later.email, role: 'owner' },
      })
    ).body as { id: string; token: string };
    const db = await testDb();
    try {
      await db.query(`UPDATE team_invitations SET expires_at = now() - interval '1 second' WHERE uuid = $1`, [
        expiring.id,
      ]);
    } finally {
      await db.end();
    }
    expectError(await accept(expiring.token, later), 409, 'Conflict', /expired/);
    const byAdmin = await call('POST', `/api/teams/${team}/invitations`, {
      token: people.admin.token,
      json: { email: later.email, role: 'owner' },
    });
    expectError(byAdmin, 403, 'Forbidden', /owner\.write needs the owner role/);
  });

  it('names are unique per team, and secrets are the team’s own', async () => {
    const name = fnName('same');
    const mine = await initFunction(people.owner.token, {}, name);
    const theirs = await initFunction(people.owner.token, { team_id: team }, name);
    expect(mine).not.toBe(theirs);
    await call('POST', '/api/secrets', {
      token: people.owner.token,
      json: { name: 'personal-only', value: 'p' },
    });
    const deployed = await call('PATCH', `/api/functions/${theirs}`, {
      token: people.owner.token,
      json: { secrets: ['personal-only'] },
    });
    expectError(deployed, 400, 'Invalid request', /no secret personal-only in the function's team/);
    // Outcomes stay in their team, even for a member of both.
    const piped = await call('PUT', `/api/functions/${theirs}/async-config`, {
      token: people.owner.token,
      json: { max_retries: 0, max_event_age_s: 600, on_failure: { type: 'function', function_id: mine } },
    });
    expectError(piped, 400, 'Invalid request', /on_failure\.function_id: .* is not in this function's team/);
  });

  it('bad inputs are 400 naming the field, and change nothing', async () => {
    const { owner } = people;
    expectError(
      await call('POST', '/api/teams', { token: owner.token, json: { name: 'x'.repeat(64) } }),
      400,
      'Invalid request',
      /name must be 1 to 63/,
    );
    expectError(
      await call('POST', '/api/functions/init', {
        token: owner.token,
        json: { name: fnName(), team_id: 'nope' },
      }),
      400,
      'Invalid request',
      /team_id must be a UUID/,
    );
    expectError(
      await call('GET', '/api/functions?team_id=00000000-0000-4000-8000-000000000000', {
        token: owner.token,
      }),
      404,
      'Not found',
      /team 00000000-0000-4000-8000-000000000000 not found/,
    );
    expectError(
      await call('POST', `/api/teams/${team}/invitations`, {
        token: owner.token,
        json: { email: 'not-an-email', role: 'viewer' },
      }),
      400,
      'Invalid request',
      /email must be an email address/,
    );
    const teams = await call<{ teams: unknown[] }>('GET', '/api/teams', { token: owner.token });
    expect(teams.body.teams).toHaveLength(2);
  });

  it('a team is deleted by an owner only, never while it owns functions, never a personal one', async () => {
    const { owner } = people;
    const doomed = (await call('POST', '/api/teams', { token: owner.token, json: { name: 'doomed' } })).body
      .id as string;
    const inside = await initFunction(owner.token, { team_id: doomed });
    expectError(
      await call('DELETE', `/api/teams/${doomed}`, { token: owner.token }),
      409,
      'Conflict',
      /owns 1 function/,
    );
    expect((await call('DELETE', `/api/functions/${inside}`, { token: owner.token })).status).toBe(200);
    expectError(
      await call('DELETE', `/api/teams/${doomed}`, { token: people.admin.token }),
      404,
      'Not found',
    );
    expect((await call('DELETE', `/api/teams/${doomed}`, { token: owner.token })).status).toBe(200);
    expect((await call('GET', `/api/teams/${doomed}`, { token: owner.token })).status).toBe(404);
    const personal = (
      await call<{ teams: { id: string; personal: boolean }[] }>('GET', '/api/teams', { token: owner.token })
    ).body.teams.find((t) => t.personal)!;
    expectError(
      await call('DELETE', `/api/teams/${personal.id}`, { token: owner.token }),
      409,
      'Conflict',
      /personal team/,
    );
  });

  describe('access tokens', () => {
    const make = (by: Person, json: Record<string, unknown>) =>
      call('POST', `/api/teams/${team}/tokens`, { token: by.token, json });

    it('are made by admins, shown once, and act within their team and scopes', async () => {
      expectError(
        await make(people.developer, { name: 'ci', scopes: ['functions:read'] }),
        403,
        'Forbidden',
        /token\.write needs the admin role/,
      );
      const made = await make(people.admin, {
        name: 'ci',
        scopes: ['functions:read', 'functions:write'],
        expires_in_days: 2,
      });
      expect(made.status).toBe(201);
      const ci = made.body.token as string;
      expect(ci).toMatch(/^fnh_[A-Za-z0-9_-]{43}$/);
      expect(Date.parse(made.body.expires_at as string) - Date.now()).toBeGreaterThan(1.9 * 86_400_000);
      // Its team by default, and nothing outside it.
      const listed = await call<{ functions: { id: string }[] }>('GET', '/api/functions', { token: ci });
      expect(listed.body.functions.map((f) => f.id)).toContain(fn);
      const personal = await initFunction(people.admin.token);
      expect((await call('GET', `/api/functions/${personal}`, { token: ci })).status).toBe(404);
      expect(
        (await call('POST', '/api/functions/init', { token: ci, json: { name: fnName('ci') } })).status,
      ).toBe(201);
      expectError(
        await call('POST', `/api/functions/${fn}/invoke`, { token: ci, json: {} }),
        403,
        'Forbidden',
        /function\.invoke needs the functions:invoke scope; this token has functions:read, functions:write/,
      );
      expectError(
        await call('GET', `/api/teams/${team}/members`, { token: ci }),
        403,
        'Forbidden',
        /member\.read is not for access tokens/,
      );
      expectError(
        await make({ ...people.admin, token: ci }, { name: 'x', scopes: ['functions:read'] }),
        403,
        'Forbidden',
      );
      const tokens = await call<{ tokens: { id: string; name: string; last_used_at: string | null }[] }>(
        'GET',
        `/api/teams/${team}/tokens`,
        { token: people.admin.token },
      );
      const row = tokens.body.tokens.find((t) => t.id === made.body.id)!;
      expect(row).toMatchObject({ name: 'ci', created_by: people.admin.email.toLowerCase() });
      expect(row.last_used_at).not.toBeNull();
      expect(tokens.text).not.toContain(ci);
    });

    it('revoked or expired, a token is refused on the next request', async () => {
      const revoked = (await make(people.owner, { name: 'r', scopes: ['functions:read'] })).body as {
        id: string;
        token: string;
      };
      const expired = (await make(people.owner, { name: 'e', scopes: ['functions:read'] })).body as {
        id: string;
        token: string;
      };
      for (const t of [revoked, expired])
        expect((await call('GET', `/api/functions/${fn}`, { token: t.token })).status).toBe(200);
      expect(
        (await call('DELETE', `/api/teams/${team}/tokens/${revoked.id}`, { token: people.admin.token }))
          .status,
      ).toBe(200);
      const db = await testDb();
      try {
        await db.query(`UPDATE access_tokens SET expires_at = now() - interval '1 second' WHERE uuid = $1`, [
          expired.id,
        ]);
      } finally {
        await db.end();
      }
      expectError(
        await call('GET', `/api/functions/${fn}`, { token: revoked.token }),
        403,
        'Forbidden',
        /revoked/,
      );
      expectError(
        await call('GET', `/api/functions/${fn}`, { token: expired.token }),
        401,
        'Unauthorized',
        /access token expired/,
      );
    });

    it('bad inputs name the field', async () => {
      for (const [json, details] of [
        [{ name: 'x', scopes: ['functions:admin'] }, /scopes: each must be one of functions:read/],
        [{ name: 'x', scopes: [] }, /scopes must name at least one scope/],
        [{ name: '', scopes: ['functions:read'] }, /name must be 1 to 64 characters/],
        [
          { name: 'x', scopes: ['functions:read'], expires_in_days: 400 },
          /expires_in_days must be from 1 to 365/,
        ],
      ] as const)
        expectError(
          await make(people.owner, json as Record<string, unknown>),
          400,
          'Invalid request',
          details,
        );
    });
  });

  describe('the audit log', () => {
    it('records a whole session: every change, its denials, nothing secret; the database refuses to rewrite it', async () => {
      const { owner, viewer, admin } = people;
      const session = (await call('POST', '/api/teams', { token: owner.token, json: { name: 'audited' } }))
        .body.id as string;
      await join(owner, session, viewer, 'viewer');
      await join(owner, session, admin, 'admin');
      const f = await initFunction(owner.token, { team_id: session });
      await deployActive(owner.token, f, { 'index.js': 'exports.handler = async () => 1;\n' });
      await call('PATCH', `/api/functions/${f}`, { token: owner.token, json: { description: 'audited' } });
      const value = 'hunter2-audit-secret-value';
      await call('POST', '/api/secrets', {
        token: admin.token,
        json: { name: 'db', value, team_id: session },
      });
      await call('PUT', `/api/secrets/db?team_id=${session}`, {
        token: admin.token,
        json: { value: `${value}-2` },
      });
      await call('PATCH', `/api/teams/${session}/members/${viewer.id}`, {
        token: admin.token,
        json: { role: 'developer' },
      });
      await call('PATCH', `/api/teams/${session}/members/${viewer.id}`, {
        token: admin.token,
        json: { role: 'viewer' },
      });
      const made = await call('POST', `/api/teams/${session}/tokens`, {
        token: admin.token,
        json: { name: 'auditor', scopes: ['audit:read'] },
      });
      // Denials: a viewer's deploy, an outsider's configure, a request with no credential.
      expect((await call('DELETE', `/api/functions/${f}`, { token: viewer.token })).status).toBe(403);
      expect(
        (
          await call('POST', '/api/secrets', {
            token: viewer.token,
            json: { name: 'x', value: 'y', team_id: session },
          })
        ).status,
      ).toBe(403);
      expect((await call('PATCH', `/api/functions/${f}`, { json: { description: 'x' } })).status).toBe(403);

      type Entry = {
        action: string;
        outcome: string;
        actor: { type: string; email?: string; name?: string };
        target: { id: string | null };
      };
      let entries: Entry[] = [];
      // Each entry lands after its answer, in its own time: all three denials, whichever came last.
      await until('the three denials are written', async () => {
        const page = await call<{ entries: Entry[] }>('GET', `/api/teams/${session}/audit`, {
          token: made.body.token as string,
        });
        entries = page.body.entries;
        return entries.filter((e) => e.outcome === 'denied').length === 3;
      });
      const trail = entries
        .map((e) => `${e.action} ${e.outcome} ${e.actor.email ?? e.actor.name ?? e.actor.type}`)
        .reverse();
      const o = owner.email.toLowerCase();
      const a = admin.email.toLowerCase();
      const v = viewer.email.toLowerCase();
      expect(trail).toEqual([
        `team.create success ${o}`,
        `member.invite success ${o}`,
        `invitation.accept success ${v}`,
        `member.invite success ${o}`,
        `invitation.accept success ${a}`,
        `function.create success ${o}`,
        `function.deploy success ${o}`,
        `function.configure success ${o}`,
        `secret.create success ${a}`,
        `secret.update success ${a}`,
        `member.role success ${a}`,
        `member.role success ${a}`,
        `token.create success ${a}`,
        `function.delete denied ${v}`,
        `secret.create denied ${v}`,
        'function.configure denied anonymous',
      ]);
      const text = JSON.stringify(entries);
      for (const secret of [value, made.body.token as string, owner.token])
        expect(text).not.toContain(secret);
      // Filters, and who may read it.
      const deploys = await call<{ entries: Entry[] }>('GET', `/api/teams/${session}/audit?action=function`, {
        token: owner.token,
      });
      expect(new Set(deploys.body.entries.map((e) => e.action.split('.')[0]))).toEqual(new Set(['function']));
      expect(
        (
          await call('GET', `/api/teams/${session}/audit?actor=${encodeURIComponent(v)}`, {
            token: owner.token,
          })
        ).body.total,
      ).toBe(3); // the acceptance, and the two denials
      expectError(
        await call('GET', `/api/teams/${session}/audit`, { token: viewer.token }),
        403,
        'Forbidden',
        /audit\.read needs the admin role/,
      );
      expectError(
        await call('GET', `/api/teams/${session}/audit?since=yesterday`, { token: owner.token }),
        400,
        'Invalid request',
        /since must be an ISO 8601 time/,
      );
      // Append-only: PostgreSQL itself refuses to change or remove an entry.
      const db = await testDb();
      try {
        await expect(
          db.query(`UPDATE audit_log SET outcome = 'success' WHERE team_uuid = $1`, [session]),
        ).rejects.toThrow(/append-only/);
        await expect(db.query(`DELETE FROM audit_log WHERE team_uuid = $1`, [session])).rejects.toThrow(
          /append-only/,
        );
      } finally {
        await db.end();
      }
    });
  });
});
