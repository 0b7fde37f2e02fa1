import bcrypt from 'bcryptjs';
import { spawnSync } from 'child_process';
import { SignJWT } from 'jose';
import { SMTPServer } from 'smtp-server';
import { call, expectError } from './support/http';
import { msUntil, until } from './support/wait';
import {
  keycloakAdmin,
  keycloakUsersByEmail,
  login,
  newUserToken,
  PASSWORD,
  register,
  testDb,
  uniqueEmail,
} from './support/fixtures';
import { port, portOf, processEnv, ROOT, spawnApp, waitFor } from './support/stack';

const profile = (email: string) => ({ email, password: PASSWORD, first_name: 'Ada', last_name: 'Lovelace' });

describe('identity', () => {
  it('register, login, a protected call, refresh, logout; the refresh token is refused afterwards', async () => {
    const email = uniqueEmail();
    const reg = await call('POST', '/api/auth/register', { json: profile(email) });
    expect(reg.status).toBe(201);
    expect(reg.body).toEqual({ message: 'registration successful' });
    expect(reg.body).not.toHaveProperty('access_token');

    const tokens = await call('POST', '/api/auth/login', { json: { email, password: PASSWORD } });
    expect(tokens.status).toBe(200);
    expect(tokens.body).toEqual({
      access_token: expect.any(String),
      refresh_token: expect.any(String),
      expires_in: 300,
      token_type: 'Bearer',
    });
    const me = await call('GET', '/api/auth/me', { token: tokens.body.access_token as string });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      email,
      first_name: 'Ada',
      last_name: 'Lovelace',
      role: 'user',
      status: 'active',
    });

    const refreshed = await call('POST', '/api/auth/refresh', {
      json: { refresh_token: tokens.body.refresh_token },
    });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body).toMatchObject({ expires_in: 300, token_type: 'Bearer' });

    const access = refreshed.body.access_token as string;
    const out = await call('POST', '/api/auth/logout', {
      token: access,
      json: { refresh_token: refreshed.body.refresh_token },
    });
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ message: 'logged out' });
    const again = await call('POST', '/api/auth/refresh', {
      json: { refresh_token: refreshed.body.refresh_token },
    });
    expectError(again, 401, 'Unauthorized', /refresh token/);
    // The logged-out session's access token is refused too (cache evicted, introspection inactive).
    expectError(await call('GET', '/api/auth/me', { token: access }), 403, 'Forbidden');
  });

  describe('registration refusals', () => {
    it('duplicate email present only in the database: 409, nothing created in Keycloak', async () => {
      const email = uniqueEmail('dbonly');
      const db = await testDb();
      await db.query(`INSERT INTO users (email, password_hash) VALUES ($1, 'x')`, [email]);
      await db.end();
      expectError(
        await call('POST', '/api/auth/register', { json: profile(email) }),
        409,
        'Conflict',
        /already registered/,
      );
      expect(await keycloakUsersByEmail(email)).toHaveLength(0);
    });

    it('duplicate email present only in Keycloak: 409, nothing created in the database', async () => {
      const email = uniqueEmail('kconly');
      const created = await keycloakAdmin('/users', {
        method: 'POST',
        body: JSON.stringify({ username: email, email, enabled: true }),
      });
      expect(created.status).toBe(201);
      expectError(await call('POST', '/api/auth/register', { json: profile(email) }), 409, 'Conflict');
      const db = await testDb();
      const rows = await db.query('SELECT 1 FROM users WHERE email = $1', [email]);
      await db.end();
      expect(rows.rowCount).toBe(0);
    });

    it.each([
      ['bad email', { email: 'not-an-email' }, /email: must be a valid email/],
      [
        'weak password (no digit)',
        { password: 'onlyletters' },
        /password: must contain at least one letter and one digit/,
      ],
      ['short password', { password: 'a1' }, /password: .*8/],
      ['missing first_name', { first_name: undefined }, /first_name/],
      ['wrongly typed last_name', { last_name: 42 }, /last_name: .*string/],
      ['unknown extra field', { role: 'admin' }, /role: unknown field/],
    ])('%s: 400 naming the field', async (_name, change, details) => {
      const body = { ...profile(uniqueEmail('bad')), ...change };
      expectError(await call('POST', '/api/auth/register', { json: body }), 400, 'Invalid request', details);
    });

    it('a registration whose database step fails leaves no user in Keycloak', async () => {
      const email = uniqueEmail('dbfail');
      const db = await testDb();
      await db.query(`CREATE OR REPLACE FUNCTION e2e_fail_insert() RETURNS trigger AS $$
        BEGIN RAISE EXCEPTION 'e2e: database step fails'; END $$ LANGUAGE plpgsql`);
      await db.query(
        `CREATE TRIGGER e2e_fail BEFORE INSERT ON user_information FOR EACH ROW EXECUTE FUNCTION e2e_fail_insert()`,
      );
      try {
        const res = await call('POST', '/api/auth/register', { json: profile(email) });
        expectError(res, 500, 'Internal server error', /ref /);
        expect(res.text).not.toMatch(/e2e: database step fails/);
      } finally {
        await db.query('DROP TRIGGER e2e_fail ON user_information');
      }
      const rows = await db.query('SELECT 1 FROM users WHERE email = $1', [email]);
      await db.end();
      expect(rows.rowCount).toBe(0);
      expect(await keycloakUsersByEmail(email)).toHaveLength(0);
    });
  });

  it('wrong password and unknown email give the same 403 body', async () => {
    const email = await register();
    const wrong = await call('POST', '/api/auth/login', { json: { email, password: 'wrong-pass-1' } });
    const unknown = await call('POST', '/api/auth/login', {
      json: { email: uniqueEmail('ghost'), password: 'wrong-pass-1' },
    });
    expectError(wrong, 403, 'Forbidden', /^Invalid credentials$/);
    expect(unknown.status).toBe(403);
    expect(unknown.body).toEqual(wrong.body);
  });

  it('a legacy user with a bcrypt hash is migrated at first login; the next login goes straight to Keycloak', async () => {
    const email = uniqueEmail('legacy');
    const db = await testDb();
    const { rows } = await db.query(`INSERT INTO users (email, password_hash) VALUES ($1, $2) RETURNING id`, [
      email,
      await bcrypt.hash('legacy-pass-9', 10),
    ]);
    await db.query(
      `INSERT INTO user_information (user_id, first_name, last_name, city, phone_number) VALUES ($1, 'Grace', 'Hopper', 'Arlington', '+1 555')`,
      [rows[0].id],
    );

    const first = await call('POST', '/api/auth/login', { json: { email, password: 'legacy-pass-9' } });
    expect(first.status).toBe(200);
    expect(first.body.expires_in).toBe(300);
    const after = await db.query('SELECT idp_user_id, password_hash FROM users WHERE id = $1', [rows[0].id]);
    expect(after.rows[0].password_hash).toBeNull();
    const [kcUser] = await keycloakUsersByEmail(email);
    expect(after.rows[0].idp_user_id).toBe(kcUser.id);
    expect(kcUser).toMatchObject({ firstName: 'Grace', lastName: 'Hopper' });
    expect(kcUser.attributes).toMatchObject({
      city: ['Arlington'],
      phone_number: ['+1 555'],
      role: ['user'],
    });

    // With the hash gone only Keycloak can accept the password now.
    const second = await call('POST', '/api/auth/login', { json: { email, password: 'legacy-pass-9' } });
    expect(second.status).toBe(200);
    expect(
      (await call('GET', '/api/auth/me', { token: second.body.access_token as string })).body,
    ).toMatchObject({ email, city: 'Arlington' });
    await db.end();
  });

  it('a user blocked after login is refused on the next request with the old token', async () => {
    const { email, token } = await newUserToken();
    expect((await call('GET', '/api/auth/me', { token })).status).toBe(200);
    const db = await testDb();
    await db.query(`UPDATE users SET status = 'blocked' WHERE email = $1`, [email]);
    // The api's cache of the user learns of it by PostgreSQL's notification: milliseconds.
    const refused = async () => (await call('GET', '/api/auth/me', { token })).status === 403;
    await msUntil('the block reaching the api', refused);
    expectError(await call('GET', '/api/auth/me', { token }), 403, 'Forbidden', /account has been blocked/);
    expectError(
      await call('POST', '/api/auth/login', { json: { email, password: PASSWORD } }),
      403,
      'Forbidden',
      /blocked/,
    );
    await db.query(`UPDATE users SET status = 'deleted' WHERE email = $1`, [email]);
    await msUntil('the deletion reaching the api', async () =>
      /deleted/.test((await call('GET', '/api/auth/me', { token })).text),
    );
    expectError(await call('GET', '/api/auth/me', { token }), 403, 'Forbidden', /account has been deleted/);
    await db.end();
  });

  it('an expired access token is 401; a garbage token or no header is 403', async () => {
    const expired = await new SignJWT({ user_id: 1, typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(Math.floor(Date.now() / 1000) - 600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 300)
      .sign(new TextEncoder().encode(String(processEnv().JWT_SECRET)));
    expectError(
      await call('GET', '/api/auth/me', { token: expired }),
      401,
      'Unauthorized',
      /expired, refresh/,
    );
    expectError(await call('GET', '/api/auth/me', { token: 'garbage.token.value' }), 403, 'Forbidden');
    expectError(
      await call('GET', '/api/auth/me', { headers: { authorization: 'Basic abc' } }),
      403,
      'Forbidden',
    );
    expectError(await call('GET', '/api/auth/me'), 403, 'Forbidden');
  });

  it('profile: PATCH /me updates the database and Keycloak; role is not editable', async () => {
    const { email, token } = await newUserToken();
    const res = await call('PATCH', '/api/auth/me', {
      token,
      json: { city: 'Lyon', zip_code: '69001', avatar: 'https://example.com/a.png' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ city: 'Lyon', zip_code: '69001', avatar: 'https://example.com/a.png' });
    const [kcUser] = await keycloakUsersByEmail(email);
    expect(kcUser.attributes).toMatchObject({
      city: ['Lyon'],
      zip_code: ['69001'],
      avatar: ['https://example.com/a.png'],
    });
    expectError(
      await call('PATCH', '/api/auth/me', { token, json: { role: 'admin' } }),
      400,
      'Invalid request',
      /role: unknown field/,
    );
  });

  describe('password reset', () => {
    let sink: SMTPServer;
    const received: string[] = [];
    beforeAll(async () => {
      sink = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        onRcptTo: (address, _session, cb) => {
          received.push(address.address);
          cb();
        },
        onData: (stream, _session, cb) => {
          stream.resume();
          stream.on('end', () => cb());
        },
      });
      await new Promise<void>((resolve) =>
        sink.listen(Number(process.env.SMTP_SINK_PORT ?? 2525), '127.0.0.1', resolve),
      );
    });
    afterAll(() => new Promise<void>((resolve) => sink.close(() => resolve())));

    it('gives the same message for known and unknown emails; mail goes out only for the known one', async () => {
      const known = await register();
      const unknown = uniqueEmail('nobody');
      const a = await call('POST', '/api/auth/reset-password', { json: { email: known } });
      const b = await call('POST', '/api/auth/reset-password', { json: { email: unknown } });
      expect(a.status).toBe(200);
      expect(b.status).toBe(200);
      expect(a.body).toEqual(b.body);
      const deadline = Date.now() + 10000;
      while (!received.includes(known) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
      expect(received).toContain(known);
      expect(received).not.toContain(unknown);
    });
  });

  it('with Keycloak unreachable, login answers 503 and the process keeps serving', async () => {
    const api = spawnApp('api', { PORT: portOf(3191), IDP_URL: 'http://127.0.0.1:1' });
    try {
      await waitFor(`http://127.0.0.1:${port(3191)}/health`);
      const res = await fetch(`http://127.0.0.1:${port(3191)}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: uniqueEmail(), password: PASSWORD }),
      });
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({
        error: 'Service unavailable',
        details: 'identity provider unavailable, try again later',
      });
      expect((await fetch(`http://127.0.0.1:${port(3191)}/health`)).status).toBe(200);
    } finally {
      api.kill('SIGKILL');
    }
  });

  it('with USE_IDP=false, legacy HS256 tokens are issued and accepted', async () => {
    const api = spawnApp('api', { PORT: portOf(3192), USE_IDP: 'false' });
    const base = `http://127.0.0.1:${port(3192)}/api/auth`;
    const post = (path: string, body: unknown, token?: string) =>
      fetch(`${base}/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
        body: JSON.stringify(body),
      });
    try {
      await waitFor(`http://127.0.0.1:${port(3192)}/health`);
      const email = uniqueEmail('nolegacy');
      expect((await post('register', profile(email))).status).toBe(201);
      const tokens = (await (await post('login', { email, password: PASSWORD })).json()) as Record<
        string,
        string
      >;
      expect(tokens).toMatchObject({ expires_in: 300, token_type: 'Bearer' });
      const me = await fetch(`${base}/me`, { headers: { authorization: `Bearer ${tokens.access_token}` } });
      expect(me.status).toBe(200);
      expect(await me.json()).toMatchObject({ email });
      expect(
        (await post('logout', { refresh_token: tokens.refresh_token }, tokens.access_token)).status,
      ).toBe(200);
      expect((await post('refresh', { refresh_token: tokens.refresh_token })).status).toBe(401);
      expect(
        (await fetch(`${base}/me`, { headers: { authorization: `Bearer ${tokens.access_token}` } })).status,
      ).toBe(403);
    } finally {
      api.kill('SIGKILL');
    }
  });

  it('registration closed by the flag: 403', async () => {
    const api = spawnApp('api', { PORT: portOf(3193), REGISTRATION_ENABLED: 'false' });
    try {
      await waitFor(`http://127.0.0.1:${port(3193)}/health`);
      const res = await fetch(`http://127.0.0.1:${port(3193)}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(profile(uniqueEmail('closed'))),
      });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ error: 'Forbidden', details: 'registration is closed' });
    } finally {
      api.kill('SIGKILL');
    }
  });

  it('the batch migration CLI moves legacy users to Keycloak, is idempotent, and their old password keeps working', async () => {
    const email = uniqueEmail('batch');
    const db = await testDb();
    await db.query(`INSERT INTO users (email, password_hash) VALUES ($1, $2)`, [
      email,
      await bcrypt.hash('batch-pass-1', 4),
    ]);
    const run = () =>
      spawnSync(process.execPath, ['-r', './scripts/paths.js', 'dist/apps/api/src/cli.js', 'users:migrate'], {
        cwd: ROOT,
        env: processEnv(),
        encoding: 'utf8',
        timeout: 60000,
      });
    const first = run();
    expect(first.status).toBe(0);
    expect(first.stdout).toMatch(/users:migrate migrated=[1-9]\d* failed=0/);
    const [kcUser] = await keycloakUsersByEmail(email);
    expect(kcUser.requiredActions).toContain('UPDATE_PASSWORD');
    const row = await db.query(
      'SELECT idp_user_id, password_hash, temporary_password FROM users WHERE email = $1',
      [email],
    );
    // The hash stays until the first login, which moves the typed password into Keycloak.
    expect(row.rows[0]).toEqual({
      idp_user_id: kcUser.id,
      password_hash: expect.stringMatching(/^\$2/),
      temporary_password: true,
    });
    const second = run();
    expect(second.stdout).toMatch(/users:migrate migrated=0 failed=0/);
    expectError(
      await call('POST', '/api/auth/login', { json: { email, password: 'wrong-pass-1' } }),
      403,
      'Forbidden',
    );
    const tokens = await call('POST', '/api/auth/login', { json: { email, password: 'batch-pass-1' } });
    expect(tokens.status).toBe(200);
    expect((await call('GET', '/api/auth/me', { token: tokens.body.access_token as string })).status).toBe(
      200,
    );
    const after = await db.query('SELECT password_hash, temporary_password FROM users WHERE email = $1', [
      email,
    ]);
    expect(after.rows[0]).toEqual({ password_hash: null, temporary_password: false });
    const [migrated] = await keycloakUsersByEmail(email);
    expect(migrated.requiredActions ?? []).not.toContain('UPDATE_PASSWORD');
    // From now on Keycloak alone has the password.
    expect(
      (await call('POST', '/api/auth/login', { json: { email, password: 'batch-pass-1' } })).status,
    ).toBe(200);
    await db.end();
  });

  describe('account linking and the identity provider account', () => {
    const idp = () => processEnv().IDP_URL ?? 'http://127.0.0.1:8180';
    /** A password grant straight at Keycloak, as the holder of that Keycloak account would do. */
    const keycloakLogin = async (username: string) => {
      const res = await fetch(`${idp()}/realms/fnhost/protocol/openid-connect/token`, {
        method: 'POST',
        body: new URLSearchParams({
          grant_type: 'password',
          client_id: 'fnhost-api',
          client_secret: String(processEnv().IDP_CLIENT_SECRET),
          username,
          password: PASSWORD,
        }),
      });
      return ((await res.json()) as { access_token: string }).access_token;
    };

    it('a Keycloak account whose email matches an already-linked account cannot take it over', async () => {
      const email = await register();
      const victim = (await login(email)).access_token;
      expect((await call('GET', '/api/auth/me', { token: victim })).status).toBe(200);
      const [victimKc] = await keycloakUsersByEmail(email);
      // The victim's Keycloak account is deleted (an operator's mistake) and another one takes the address.
      expect((await keycloakAdmin(`/users/${victimKc.id}`, { method: 'DELETE' })).status).toBe(204);
      const attackerName = `attacker-${Date.now()}@example.com`;
      const created = await keycloakAdmin('/users', {
        method: 'POST',
        body: JSON.stringify({
          username: attackerName,
          email,
          enabled: true,
          emailVerified: true,
          credentials: [{ type: 'password', value: PASSWORD, temporary: false }],
        }),
      });
      expect(created.status).toBe(201);
      const attacker = await keycloakLogin(attackerName);
      expect(attacker).toEqual(expect.any(String));

      expectError(await call('GET', '/api/auth/me', { token: attacker }), 403, 'Forbidden');
      // Through the service's login: Keycloak accepts the attacker, whose token carries the victim's email.
      expectError(
        await call('POST', '/api/auth/login', { json: { email: attackerName, password: PASSWORD } }),
        403,
        'Forbidden',
        /Invalid credentials/,
      );
      const db = await testDb();
      const { rows } = await db.query('SELECT idp_user_id FROM users WHERE lower(email) = lower($1)', [
        email,
      ]);
      await db.end();
      expect(rows).toEqual([{ idp_user_id: victimKc.id }]); // still the victim's subject
    });

    it('idp_user_id is unique in the database', async () => {
      const [a, b] = [await register(), await register()];
      const db = await testDb();
      try {
        const { rows } = await db.query('SELECT idp_user_id FROM users WHERE email = $1', [a]);
        await expect(
          db.query('UPDATE users SET idp_user_id = $1 WHERE email = $2', [rows[0].idp_user_id, b]),
        ).rejects.toThrow(/users_idp_user_id_key/);
      } finally {
        await db.end();
      }
    });

    it("users cannot change their email or username in Keycloak's account console; their name they can", async () => {
      const email = await register();
      const token = await keycloakLogin(email);
      const account = (body: Record<string, string>) =>
        fetch(`${idp()}/realms/fnhost/account/`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${token}`,
            'content-type': 'application/json',
            accept: 'application/json',
          },
          body: JSON.stringify({ username: email, email, firstName: 'Ada', lastName: 'Lovelace', ...body }),
        });
      expect((await account({ firstName: 'Grace' })).status).toBe(204); // the control: the API takes the token
      const emailChange = await account({ email: `other-${email}` });
      expect(emailChange.status).toBe(400);
      expect(await emailChange.text()).toMatch(/error-user-attribute-read-only/);
      expect((await account({ username: `other-${email}` })).status).toBe(400);
      const [kc] = await keycloakUsersByEmail(email);
      expect(kc.email).toBe(email);
    });

    it("Keycloak's brute-force detection locks an account after repeated wrong passwords", async () => {
      const email = await register();
      for (let i = 0; i < 10; i++) {
        expectError(
          await call('POST', '/api/auth/login', { json: { email, password: 'wrong-pass-1' } }),
          403,
          'Forbidden',
        );
      }
      // Keycloak counts failures off the request path (its brute-force protector's queue): the lock
      // is in force once its attack detection says so, a moment after the tenth failure. Under load
      // it answers some attempts "user_temporarily_disabled" and counts them as no failure (seen in
      // a clean-clone run: 8 counted of 10): each poll that finds no lock makes one more attempt.
      const [kc] = await keycloakUsersByEmail(email);
      await until('Keycloak locked the account', async () => {
        const status = await keycloakAdmin(`/attack-detection/brute-force/users/${kc.id}`);
        if (status.status === 200 && status.body?.disabled === true) return true;
        await call('POST', '/api/auth/login', { json: { email, password: 'wrong-pass-1' } });
        return false;
      });
      // The right password no longer gets in while the account is locked.
      expectError(
        await call('POST', '/api/auth/login', { json: { email, password: PASSWORD } }),
        403,
        'Forbidden',
        /Invalid credentials/,
      );
    });
  });
});
