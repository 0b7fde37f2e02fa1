import { ChildProcess, execFileSync } from 'child_process';
import { Client } from 'pg';
import { login, register, testDb } from './support/fixtures';
import { deployActive, initFunction, invoke } from './support/functions';
import { call } from './support/http';
import { msUntil } from './support/wait';
import { port, portOf, spawnApp, TEST_ENV, waitFor } from './support/stack';

/**
 * The invoke path's caches and its records off the reply path. A second api replica shares the
 * test stack's database, Redis and worker; what one replica changes, the other must see within
 * the documented bound (docs/decisions/0013-hot-path.md): at once through PostgreSQL's change
 * notifications, so far below the 10 s the entries would otherwise live.
 */
const TWO = `http://127.0.0.1:${port(3198)}`;

const viaTwo = async (method: string, path: string, token: string, json?: unknown) => {
  const res = await fetch(`${TWO}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
};

const handler = (answer: string) =>
  `exports.handler = async () => ({ answer: ${JSON.stringify(answer)} });\n`;

describe('hot path: caches across replicas, records off the reply path', () => {
  let two: ChildProcess;
  let db: Client;
  const seen: Record<string, number> = {};

  beforeAll(async () => {
    two = spawnApp('api', { PORT: portOf(3198) });
    db = await testDb();
    await waitFor(`${TWO}/health`);
  });
  afterAll(async () => {
    two.kill('SIGKILL');
    await db.end();
    console.log('time until the other replica saw the change (ms):', seen);
  });

  /** A user with a function whose v1 answers 'one' and v2 'two' (active), warm on both replicas. */
  async function setUp() {
    const email = await register();
    const tokens = await login(email);
    const token = tokens.access_token;
    const fn = await initFunction(token, { skip_signing: false });
    await deployActive(token, fn, { 'index.js': handler('one') });
    await deployActive(token, fn, { 'index.js': handler('two') });
    for (const run of [
      () => invoke(token, fn),
      () => viaTwo('POST', `/api/functions/${fn}/invoke`, token, {}),
    ])
      expect((await run()).body).toMatchObject({ status: 'success', result: { answer: 'two' } });
    return { email, tokens, token, fn };
  }

  it('a logout through one replica ends the token on the other', async () => {
    const { tokens, token } = await setUp();
    expect((await viaTwo('GET', '/api/auth/me', token)).status).toBe(200);
    const out = await call('POST', '/api/auth/logout', {
      token,
      json: { refresh_token: tokens.refresh_token },
    });
    expect(out.status).toBe(200);
    seen.logout = await msUntil(
      'logout',
      async () => (await viaTwo('GET', '/api/auth/me', token)).status === 403,
    );
  });

  it('an account blocked in the database is refused by both replicas', async () => {
    const { email, token, fn } = await setUp();
    await db.query(`UPDATE users SET status = 'blocked' WHERE email = $1`, [email]);
    seen.block = await msUntil('block', async () => {
      const [one, other] = [
        await invoke(token, fn),
        await viaTwo('POST', `/api/functions/${fn}/invoke`, token, {}),
      ];
      return one.status === 403 && other.status === 403 && /blocked/.test(other.body.details);
    });
  });

  it('a rollback through one replica changes what the other invokes', async () => {
    const { token, fn } = await setUp();
    expect(
      (await call('POST', `/api/functions/${fn}/rollback`, { token, json: { version: 1 } })).status,
    ).toBe(200);
    seen.rollback = await msUntil(
      'rollback',
      async () =>
        (await viaTwo('POST', `/api/functions/${fn}/invoke`, token, {})).body.result?.answer === 'one',
    );
  });

  it('a key generated through one replica makes the other demand signatures', async () => {
    const { token, fn } = await setUp();
    const key = await call('POST', '/api/apikey/generate', {
      token,
      json: { function_id: fn, validity: '1d' },
    });
    expect(key.status).toBe(201);
    seen.key = await msUntil('key', async () => {
      const res = await viaTwo('POST', `/api/functions/${fn}/invoke`, token, {});
      return res.status === 403 && res.body.error === 'requires API key signature';
    });
  });

  it('a delete through one replica makes the function unknown to the other', async () => {
    const { token, fn } = await setUp();
    expect((await call('DELETE', `/api/functions/${fn}`, { token })).status).toBe(200);
    seen.delete = await msUntil(
      'delete',
      async () => (await viaTwo('POST', `/api/functions/${fn}/invoke`, token, {})).status === 404,
    );
  });

  it('every answered invocation is readable at once, and its slot is free again', async () => {
    // As many at once as MAX_CONCURRENT_EXECUTIONS (10) allows.
    const { token, fn } = await setUp();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        i % 2 ? invoke(token, fn) : viaTwo('POST', `/api/functions/${fn}/invoke`, token, {}),
      ),
    );
    const ids = answers.map((a) => {
      expect(a.body.status).toBe('success');
      return a.body.execution_id as string;
    });
    // Read right after the answers: reads merge the outbox with PostgreSQL, never miss an execution.
    for (const id of ids.slice(0, 5))
      expect((await call('GET', `/api/functions/${fn}/executions/${id}`, { token })).status).toBe(200);
    const list = await viaTwo('GET', `/api/functions/${fn}/executions?per_page=100`, token);
    expect(list.body.total).toBe(12); // the two of setUp, and these
    const redis = (cmd: string[]) =>
      execFileSync('redis-cli', ['-u', TEST_ENV.REDIS_URL, ...cmd])
        .toString()
        .trim();
    expect(redis(['ZCARD', `fnhost:slots:${fn}`])).toBe('0');
    // The recorders move them to PostgreSQL, and out of the outbox, within moments.
    for (let tries = 0; redis(['HLEN', `fnhost:outbox:${fn}`]) !== '0' && tries < 100; tries++)
      await new Promise((r) => setTimeout(r, 50));
    expect(redis(['HLEN', `fnhost:outbox:${fn}`])).toBe('0');
    const rows = await db.query(`SELECT count(*)::int AS n FROM executions WHERE uuid = ANY($1)`, [ids]);
    expect(rows.rows[0].n).toBe(10);
  });
});
