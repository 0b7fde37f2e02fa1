import { createHmac, randomUUID } from 'crypto';
import { execFileSync } from 'child_process';
import { readFileSync } from 'fs';
import { call, expectError, Reply } from './support/http';
import { newUserToken, testDb } from './support/fixtures';
import { deployActive, initFunction } from './support/functions';
import { appLogFile } from './support/stack';
import { msUntil, until } from './support/wait';

const HANDLER = 'exports.handler = async (event) => ({ got: event });\n';
const sign = (privateKey: string, ts: string | number, payload: string) =>
  createHmac('sha256', privateKey).update(`${ts}:${payload}`).digest('base64');
const now = () => Math.floor(Date.now() / 1000);

type Key = {
  uuid: string;
  public_key: string;
  private_key: string;
  validity: string;
  expires_at: string | null;
};

describe('API keys and signed invocation', () => {
  let token: string;
  let other: string;
  let fn: string;

  const generate = async (validity = '1d', name?: string, functionId = fn, family = '/api/apikey') => {
    const res = await call<{ api_key: Key; message: string; warning: string }>('POST', `${family}/generate`, {
      token,
      json: { function_id: functionId, validity, ...(name !== undefined && { name }) },
    });
    expect(res.status).toBe(201);
    return res.body.api_key;
  };

  /** Invokes with the exact bytes given, signed (or not) as told. */
  const signedInvoke = (raw: string, headers: Record<string, string> = {}, functionId = fn) =>
    call('POST', `/api/functions/${functionId}/invoke`, { token, raw, headers });
  const signedHeaders = (key: Key, raw: string, ts: number | string = now()) => ({
    'x-signature': sign(key.private_key, ts, raw),
    'x-timestamp': String(ts),
  });
  const expectInvalid = (res: Reply, message = 'verification failed, check key and timestamp') => {
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: 'Invalid signature', message });
  };

  beforeAll(async () => {
    token = (await newUserToken()).token;
    other = (await newUserToken()).token;
    fn = await initFunction(token);
    await deployActive(token, fn, { 'index.js': HANDLER });
  });

  it('generate returns the private key once; get and list never show it; the database keeps only a hash', async () => {
    const res = await call<{ api_key: Key }>('POST', '/api/auth/apikey/generate', {
      token,
      json: { function_id: fn, validity: '1h', name: 'ci' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      message: expect.any(String),
      warning: expect.stringMatching(/only once/),
      api_key: {
        uuid: expect.any(String),
        public_key: expect.any(String),
        private_key: expect.any(String),
        validity: '1h',
        expires_at: expect.any(String),
        created_at: expect.any(String),
      },
    });
    const key = res.body.api_key;
    expect(Date.parse(key.expires_at!) - Date.now()).toBeGreaterThan(3500_000);
    for (const path of [
      `/api/auth/apikey/${fn}`,
      `/api/apikey/${fn}`,
      `/api/auth/apikey/${fn}/list`,
      `/api/apikey/${fn}/list`,
    ]) {
      const r = await call('GET', path, { token });
      expect(r.status).toBe(200);
      expect(r.text).not.toContain(key.private_key);
      expect(r.text).not.toContain('private_key');
    }
    const status = await call('GET', `/api/apikey/${fn}`, { token });
    expect(status.body).toMatchObject({
      has_api_key: true,
      api_key: {
        uuid: key.uuid,
        public_key: key.public_key,
        validity: '1h',
        is_active: true,
        expired: false,
      },
    });
    const db = await testDb();
    const { rows } = await db.query('SELECT * FROM api_keys WHERE uuid = $1', [key.uuid]);
    await db.end();
    expect(JSON.stringify(rows[0])).not.toContain(key.private_key);
    expect(rows[0].private_key_hash).toMatch(/^[0-9a-f]{64}$/);
    // The api writes its log in order: once a later request's line is in, every earlier one is.
    const marker = `e2e-${randomUUID()}`;
    await call('GET', '/api/functions', { token, headers: { 'x-request-id': marker } });
    await until('the api logged a later request', async () =>
      readFileSync(appLogFile('api'), 'utf8').includes(marker),
    );
    expect(readFileSync(appLogFile('api'), 'utf8')).not.toContain(key.private_key);
  });

  it('generating again revokes the first key, whose signatures are then refused', async () => {
    const first = await generate();
    const second = await generate();
    const list = await call<{
      api_keys: { uuid: string; is_active: boolean; revoked_at?: string; expires_at: string | null }[];
    }>('GET', `/api/apikey/${fn}/list`, { token });
    const a = list.body.api_keys.find((k) => k.uuid === first.uuid)!;
    expect(a).toMatchObject({ is_active: false, revoked_at: expect.any(String), expires_at: null });
    expect(list.body.api_keys.filter((k) => k.is_active).map((k) => k.uuid)).toEqual([second.uuid]);
    const raw = JSON.stringify({ body: { n: 1 } });
    expectInvalid(await signedInvoke(raw, signedHeaders(first, raw)));
    const ok = await signedInvoke(raw, signedHeaders(second, raw));
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ status: 'success', result: { got: { n: 1 } } });
  });

  describe('signature checks', () => {
    let key: Key;
    beforeAll(async () => {
      key = await generate('1d');
    });
    const raw = JSON.stringify({ body: { a: 'b' } });
    /** A call signed with `k` over a body of its own (a signature is taken once). */
    let probes = 0;
    const freshSigned = (k: Key) => {
      const body = JSON.stringify({ body: { probe: probes++ } });
      return signedInvoke(body, signedHeaders(k, body));
    };

    it('missing headers: the requires-signature body', async () => {
      const res = await signedInvoke(raw);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({
        error: 'requires API key signature',
        message: 'include X-Signature and X-Timestamp headers',
      });
      expect((await signedInvoke(raw, { 'x-timestamp': String(now()) })).status).toBe(403);
    });

    it('a valid signature is accepted once; its replay is refused', async () => {
      const headers = signedHeaders(key, raw);
      expect((await signedInvoke(raw, headers)).status).toBe(200);
      expectInvalid(await signedInvoke(raw, headers));
    });

    it('the four base64 spellings of one signature: the canonical one is accepted once, the other three refused', async () => {
      // A body of its own: the other tests sign `raw`, and an equal signature would be a replay.
      const own = '{"body":{"spellings":true}}';
      const headers = signedHeaders(key, own);
      const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
      const sig = headers['x-signature'];
      // The last character before "=" carries two padding bits that base64 decoders ignore.
      const high = alphabet.indexOf(sig[42]) & ~3;
      const others = [0, 1, 2, 3]
        .map((bits) => `${sig.slice(0, 42)}${alphabet[high | bits]}=`)
        .filter((s) => s !== sig);
      expect(others).toHaveLength(3);
      for (const s of others) expect(Buffer.from(s, 'base64')).toEqual(Buffer.from(sig, 'base64'));
      expect((await signedInvoke(own, headers)).status).toBe(200);
      for (const s of others) expectInvalid(await signedInvoke(own, { ...headers, 'x-signature': s }));
      // Refused for its spelling, not only as a replay: a fresh signature's other spelling fails too.
      const fresh = signedHeaders(key, own, now() - 10); // never the same second as `headers`
      const freshSig = fresh['x-signature'];
      const variant = `${freshSig.slice(0, 42)}${alphabet[alphabet.indexOf(freshSig[42]) ^ 1]}=`;
      expectInvalid(await signedInvoke(own, { ...fresh, 'x-signature': variant }));
      expect((await signedInvoke(own, fresh)).status).toBe(200);
    });

    it('wrong key, changed body, stale or future timestamp, non-numeric timestamp, non-base64 signature', async () => {
      const ts = now();
      expectInvalid(
        await signedInvoke(raw, { 'x-signature': sign('not-the-key', ts, raw), 'x-timestamp': String(ts) }),
      );
      const changed = raw.replace('"b"', '"c"');
      expectInvalid(await signedInvoke(changed, signedHeaders(key, raw, ts)));
      // Just outside the 300 s window, from the clock at the call (the calls above take time; a
      // second passing since `ts` had moved ts + 301 back inside it on a slow run).
      expectInvalid(await signedInvoke(raw, signedHeaders(key, raw, now() - 301)));
      expectInvalid(await signedInvoke(raw, signedHeaders(key, raw, now() + 302)));
      expectInvalid(
        await signedInvoke(raw, { 'x-signature': sign(key.private_key, 'soon', raw), 'x-timestamp': 'soon' }),
      );
      expectInvalid(
        await signedInvoke(raw, { 'x-signature': '%%%not base64%%%', 'x-timestamp': String(ts) }),
      );
    });

    it('the signature covers the raw bytes: re-serialised JSON with other spacing does not verify', async () => {
      const spaced = '{ "body" : { "a" : "b" } }';
      expect((await signedInvoke(spaced, signedHeaders(key, spaced))).status).toBe(200);
      expectInvalid(await signedInvoke(spaced, signedHeaders(key, raw)));
    });

    it('an empty body is signed over the empty string', async () => {
      const ts = now();
      const res = await call('POST', `/api/functions/${fn}/invoke`, {
        token,
        headers: { 'x-signature': sign(key.private_key, ts, ''), 'x-timestamp': String(ts) },
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status: 'success', result: { got: {} } });
    });

    it('a fixed test vector computed with openssl matches', () => {
      const secret = 'bXktcHJpdmF0ZS1rZXk=';
      const message = '1700000000:{"body":{"x":1}}';
      const viaOpenssl = execFileSync(
        'sh',
        ['-c', `printf '%s' '${message}' | openssl dgst -sha256 -hmac '${secret}' -binary | base64`],
        {
          encoding: 'utf8',
        },
      ).trim();
      expect(sign(secret, 1700000000, '{"body":{"x":1}}')).toBe(viaOpenssl);
      expect(viaOpenssl).toBe('fAO6iymVMVLHmM8FVmnJSpI/s4L1C38zGmzS0kurDaM=');
    });

    it('a key whose hash no longer matches the master secret is refused', async () => {
      const db = await testDb();
      await db.query(`UPDATE api_keys SET private_key_hash = repeat('0', 64) WHERE uuid = $1`, [key.uuid]);
      await db.end();
      // The api's cache hears of a change made in PostgreSQL within the propagation bound.
      await msUntil('the changed key reaches the api', async () => (await freshSigned(key)).status === 403);
      expectInvalid(await freshSigned(key));
    });

    it('an expired key still requires a signature and fails it', async () => {
      const expiring = await generate('1h');
      const db = await testDb();
      await db.query(`UPDATE api_keys SET expires_at = now() - interval '1 minute' WHERE uuid = $1`, [
        expiring.uuid,
      ]);
      await db.end();
      await msUntil('the expiry reaches the api', async () => (await freshSigned(expiring)).status === 403);
      expectInvalid(await freshSigned(expiring), 'API key expired');
      expect((await signedInvoke(raw)).status).toBe(403);
      const status = await call('GET', `/api/apikey/${fn}`, { token });
      expect(status.body).toMatchObject({
        has_api_key: true,
        api_key: { uuid: expiring.uuid, is_active: true, expired: true },
      });
    });
  });

  it('skip_signing true: no headers needed even with an active key', async () => {
    const open = await initFunction(token, { skip_signing: true });
    await deployActive(token, open, { 'index.js': HANDLER });
    await generate('1d', undefined, open);
    const res = await signedInvoke(JSON.stringify({ body: { z: 1 } }), {}, open);
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('success');
  });

  it('roll moves expires_at by the validity from max(expires_at, now) and keeps uuid and secret', async () => {
    const key = await generate('1d');
    const before = Date.parse(key.expires_at!);
    const rolled = await call('PUT', `/api/auth/apikey/${key.uuid}/roll`, { token });
    expect(rolled.status).toBe(200);
    expect(rolled.body.message).toMatch(/rolled/);
    const status = await call<{ api_key: { uuid: string; public_key: string; expires_at: string } }>(
      'GET',
      `/api/apikey/${fn}`,
      { token },
    );
    expect(status.body.api_key.uuid).toBe(key.uuid);
    expect(status.body.api_key.public_key).toBe(key.public_key);
    expect(Date.parse(status.body.api_key.expires_at) - before).toBe(24 * 3600_000);
    // An expired key rolls from now, not from its old expiry.
    const db = await testDb();
    await db.query(`UPDATE api_keys SET expires_at = now() - interval '3 days' WHERE uuid = $1`, [key.uuid]);
    await db.end();
    expect((await call('PUT', `/api/apikey/${key.uuid}/roll`, { token })).status).toBe(200);
    const again = await call<{ api_key: { expires_at: string } }>('GET', `/api/apikey/${fn}`, { token });
    expect(Math.abs(Date.parse(again.body.api_key.expires_at) - (Date.now() + 24 * 3600_000))).toBeLessThan(
      60_000,
    );
    const raw = JSON.stringify({ body: {} });
    expect((await signedInvoke(raw, signedHeaders(key, raw))).status).toBe(200); // same secret still signs
  });

  it('update changes validity and name; bad values are 400', async () => {
    const key = await generate('1h', 'old');
    const res = await call('PUT', `/api/apikey/${key.uuid}/update`, {
      token,
      json: { validity: '1w', name: 'new' },
    });
    expect(res.status).toBe(200);
    const list = await call<{
      api_keys: { uuid: string; validity: string; name: string; expires_at: string }[];
    }>('GET', `/api/apikey/${fn}/list`, { token });
    const k = list.body.api_keys.find((x) => x.uuid === key.uuid)!;
    expect(k).toMatchObject({ validity: '1w', name: 'new' });
    expect(Math.abs(Date.parse(k.expires_at) - (Date.now() + 7 * 24 * 3600_000))).toBeLessThan(60_000);
    expect(
      (await call('PUT', `/api/apikey/${key.uuid}/update`, { token, json: { validity: 'forever' } })).status,
    ).toBe(200);
    expect(
      (await call<{ api_key: { expires_at: null } }>('GET', `/api/apikey/${fn}`, { token })).body.api_key
        .expires_at,
    ).toBeNull();
    expectError(
      await call('PUT', `/api/apikey/${key.uuid}/update`, {
        token,
        json: { validity: '1d', name: 'n'.repeat(256) },
      }),
      400,
      'Invalid request',
      /name/,
    );
    expectError(
      await call('PUT', `/api/apikey/${key.uuid}/update`, { token, json: { validity: '2d' } }),
      400,
      'Invalid request',
      /validity: must be one of/,
    );
    expectError(
      await call('POST', '/api/apikey/generate', { token, json: { function_id: fn, validity: '1y' } }),
      400,
      'Invalid request',
      /validity/,
    );
    expectError(
      await call('POST', '/api/apikey/generate', { token, json: { function_id: 'x', validity: '1d' } }),
      400,
      'Invalid request',
      /function_id/,
    );
  });

  it('revoke and enable: enable only works on a revoked key, while no other key is active', async () => {
    const key = await generate('1d');
    expectError(
      await call('PUT', `/api/apikey/${key.uuid}/enable`, { token }),
      409,
      'Conflict',
      /not revoked/,
    );
    expect((await call('DELETE', `/api/apikey/${key.uuid}/revoke`, { token })).status).toBe(200);
    expectError(
      await call('DELETE', `/api/apikey/${key.uuid}/revoke`, { token }),
      409,
      'Conflict',
      /already revoked/,
    );
    for (const [method, path] of [
      ['PUT', 'roll'],
      ['PUT', 'update'],
    ] as const)
      expectError(
        await call(method, `/api/apikey/${key.uuid}/${path}`, { token, json: { validity: '1d' } }),
        409,
        'Conflict',
        /revoked: enable it before/,
      );
    expectError(
      await call('DELETE', `/api/auth/apikey/${key.uuid}`, { token }),
      409,
      'Conflict',
      /already revoked/,
    );
    expect((await call('GET', `/api/apikey/${fn}`, { token })).body).toEqual({
      has_api_key: false,
      api_key: null,
    });
    const raw = JSON.stringify({ body: {} });
    expect((await signedInvoke(raw)).status).toBe(200); // no active key: signing not required
    const enabled = await call('PUT', `/api/apikey/${key.uuid}/enable`, { token });
    expect(enabled.status).toBe(200);
    expect((await call('GET', `/api/apikey/${fn}`, { token })).body).toMatchObject({
      has_api_key: true,
      api_key: { uuid: key.uuid, expires_at: key.expires_at },
    });
    // Family A's DELETE revokes too; a newer key blocks re-enabling the older one.
    expect((await call('DELETE', `/api/auth/apikey/${key.uuid}`, { token })).status).toBe(200);
    await generate('1d');
    expectError(
      await call('PUT', `/api/apikey/${key.uuid}/enable`, { token }),
      409,
      'Conflict',
      /another API key/,
    );
  });

  it('permanent delete leaves no row, and signing follows the remaining keys', async () => {
    const key = await generate('1d');
    const res = await call('DELETE', `/api/apikey/${key.uuid}`, { token });
    expect(res.status).toBe(200);
    const db = await testDb();
    expect((await db.query('SELECT 1 FROM api_keys WHERE uuid = $1', [key.uuid])).rowCount).toBe(0);
    const remaining = await db.query('SELECT 1 FROM api_keys WHERE function_uuid = $1 AND is_active', [fn]);
    await db.end();
    expect(remaining.rowCount).toBe(0);
    expect((await signedInvoke(JSON.stringify({ body: {} }))).status).toBe(200);
    expectError(await call('DELETE', `/api/apikey/${key.uuid}`, { token }), 404, 'Not found');
  });

  it("another user's key is 404 on every route of both families", async () => {
    const key = await generate('1d');
    const routes: [string, string, unknown?][] = [
      ['GET', `/api/apikey/${fn}`],
      ['GET', `/api/apikey/${fn}/list`],
      ['GET', `/api/auth/apikey/${fn}`],
      ['GET', `/api/auth/apikey/${fn}/list`],
      ['PUT', `/api/apikey/${key.uuid}/roll`],
      ['PUT', `/api/auth/apikey/${key.uuid}/roll`],
      ['PUT', `/api/apikey/${key.uuid}/update`, { validity: '1d' }],
      ['PUT', `/api/apikey/${key.uuid}/enable`],
      ['DELETE', `/api/apikey/${key.uuid}/revoke`],
      ['DELETE', `/api/auth/apikey/${key.uuid}`],
      ['DELETE', `/api/apikey/${key.uuid}`],
      ['POST', '/api/apikey/generate', { function_id: fn, validity: '1d' }],
      ['POST', '/api/auth/apikey/generate', { function_id: fn, validity: '1d' }],
    ];
    for (const [method, path, json] of routes)
      expectError(await call(method, path, { token: other, json }), 404, 'Not found');
    expect((await call('GET', `/api/apikey/${fn}`, { token })).body).toMatchObject({
      api_key: { uuid: key.uuid, is_active: true },
    });
  });

  it('keys die with their function', async () => {
    const doomed = await initFunction(token);
    const key = await generate('1d', undefined, doomed);
    expect((await call('DELETE', `/api/functions/${doomed}`, { token })).status).toBe(200);
    const db = await testDb();
    const deadline = Date.now() + 20000;
    let rows = 1;
    while (rows && Date.now() < deadline) {
      rows = (await db.query('SELECT 1 FROM api_keys WHERE uuid = $1', [key.uuid])).rowCount ?? 0;
      await new Promise((r) => setTimeout(r, 200));
    }
    await db.end();
    expect(rows).toBe(0);
  });
});
