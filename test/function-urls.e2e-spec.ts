import { ChildProcess } from 'child_process';
import { createHmac, randomBytes } from 'crypto';
import http from 'http';
import { newUserToken, testDb } from './support/fixtures';
import { deployActive, initFunction, twoUsersAndAFunction } from './support/functions';
import { call, expectError } from './support/http';
import { API, port, portOf, spawnApp, waitFor } from './support/stack';

/** A small JSON API, a webhook receiver, a binary echo and bad replies, by path, as Lambda code would. */
const HANDLER = `
const crypto = require('crypto');
const SECRET = 'gh-webhook-secret';
const bytesOf = (e) => Buffer.from(e.body || '', e.isBase64Encoded ? 'base64' : 'utf8');
exports.handler = async (event) => {
  const route = event.requestContext.http.method + ' ' + event.rawPath;
  switch (route) {
    case 'POST /webhook': {
      const expected = 'sha256=' + crypto.createHmac('sha256', SECRET).update(bytesOf(event)).digest('hex');
      const given = event.headers['x-hub-signature-256'] || '';
      if (given !== expected) return { statusCode: 401, body: 'bad signature' };
      return { verified: true, delivery: event.headers['x-github-delivery'], action: JSON.parse(event.body).action };
    }
    case 'GET /items':
      return { method: 'GET', query: event.queryStringParameters, raw: event.rawQueryString };
    case 'POST /items':
      return {
        statusCode: 201,
        headers: { 'Content-Type': 'application/json', Location: '/items/42', 'X-Count': 1 },
        cookies: ['session=abc; HttpOnly; Path=/', 'theme=dark'],
        body: JSON.stringify({ id: 42, ...JSON.parse(event.body) }),
      };
    case 'POST /echo':
    case 'PUT /echo':
      return {
        statusCode: 200,
        headers: { 'content-type': 'application/octet-stream' },
        body: bytesOf(event).toString('base64'),
        isBase64Encoded: true,
      };
    case 'GET /event':
    case 'POST /event':
    case 'DELETE /event':
    case 'PATCH /event':
    case 'OPTIONS /event':
      return event;
    case 'HEAD /page':
    case 'GET /page':
      return { statusCode: 200, headers: { 'content-type': 'text/html' }, body: '<h1>hello</h1>' };
    case 'GET /count':
      console.log('counted');
      return { ok: true };
    case 'GET /bad-status': return { statusCode: 99, body: 'x' };
    case 'GET /bad-body': return { statusCode: 200, body: { not: 'a string' } };
    case 'GET /bad-header': return { statusCode: 200, headers: { 'x-split': 'a\\r\\nSet-Cookie: evil=1' }, body: '' };
    case 'GET /big': return { statusCode: 200, body: 'x'.repeat(7 * 1024 * 1024) };
    case 'GET /throw': throw new Error('boom');
    case 'GET /slow': await new Promise((r) => setTimeout(r, 5000)); return 'late';
    default: return { statusCode: 404, body: 'no route ' + route };
  }
};
`;

/** AWS's function-URL documentation example, unchanged (an ES module, as Lambda's console writes it). */
const AWS_NODE = `export const handler = async (event) => {
    let body = JSON.parse(event.body);
    const product = body.num1 * body.num2;
    const response = {
        statusCode: 200,
        body: "The product of " + body.num1 + " and " + body.num2 + " is " + product,
    };
    return response;
};
`;
const AWS_PYTHON = `import json

def lambda_handler(event, context):
    body = json.loads(event['body'])
    product = body['num1'] * body['num2']
    return {
        'statusCode': 200,
        'body': "The product of " + str(body['num1']) + " and " + str(body['num2']) + " is " + str(product)
    }
`;

interface Hit {
  status: number;
  headers: Headers;
  bytes: Buffer;
  text: string;
  json: () => Record<string, unknown>;
}

/** A request to a function URL (any method, any body), read whole. */
async function hit(url: string, init: RequestInit = {}): Promise<Hit> {
  const res = await fetch(url, init);
  const bytes = Buffer.from(await res.arrayBuffer());
  const text = bytes.toString('utf8');
  return { status: res.status, headers: res.headers, bytes, text, json: () => JSON.parse(text) };
}

type UrlReply = { url: string; auth: string; cors: Record<string, unknown> | null; created_at: string };

const putUrl = (token: string, fn: string, json: unknown) =>
  call<UrlReply>('PUT', `/api/functions/${fn}/url`, { token, json });

/** Executions of the function with trigger http (what the outbox and PostgreSQL hold). */
async function httpExecutions(token: string, fn: string) {
  const res = await call<{
    executions: { uuid: string; status: string; http_method: string; http_path: string }[];
  }>('GET', `/api/functions/${fn}/executions?trigger=http&per_page=100`, { token });
  return res.body.executions;
}

describe('function URLs', () => {
  let token: string;
  let other: string;
  let fn: string;
  let base: string;
  beforeAll(async () => {
    ({ token, other, fn } = await twoUsersAndAFunction({ 'index.js': HANDLER }, { timeout: 2 }));
    const created = await putUrl(token, fn, { auth: 'none' });
    expect(created.status).toBe(201);
    base = created.body.url.replace(/\/$/, '');
  });

  it('creates, shows, changes and deletes a URL; a deleted slug is 404 for good and never given out again', async () => {
    const own = await initFunction(token);
    const created = await putUrl(token, own, { auth: 'bearer' });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      url: expect.stringMatching(new RegExp(`^${API}/fn/[A-Za-z0-9_-]{22}/$`)),
      auth: 'bearer',
      cors: null,
      alias: 'latest',
      invoke_mode: 'buffered',
      created_at: expect.any(String),
    });
    const changed = await putUrl(token, own, {
      auth: 'none',
      cors: { allow_origins: ['https://app.example'] },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({
      ...created.body,
      auth: 'none',
      cors: {
        allow_origins: ['https://app.example'],
        allow_methods: [],
        allow_headers: [],
        expose_headers: [],
        max_age: 0,
        allow_credentials: false,
      },
    });
    expect((await call('GET', `/api/functions/${own}/url`, { token })).body).toEqual(changed.body);
    // Someone else's function: 404, as every foreign resource.
    expectError(await call('GET', `/api/functions/${own}/url`, { token: other }), 404, 'Not found');
    expectError(await putUrl(other, own, { auth: 'none' }), 404, 'Not found');

    const deleted = await call('DELETE', `/api/functions/${own}/url`, { token });
    expect(deleted.body).toEqual({ message: 'function URL deleted' });
    expectError(await call('GET', `/api/functions/${own}/url`, { token }), 404, 'Not found', /has no URL/);
    expectError(await call('DELETE', `/api/functions/${own}/url`, { token }), 404, 'Not found');
    const gone = await hit(created.body.url);
    expect(gone.status).toBe(404);
    expect(gone.json()).toEqual({ error: 'Not found', details: 'no function URL here' });
    const again = await putUrl(token, own, { auth: 'none' });
    expect(again.status).toBe(201);
    expect(again.body.url).not.toBe(created.body.url);
    const db = await testDb();
    try {
      const { rows } = await db.query(
        `SELECT count(*)::int AS n FROM function_urls WHERE function_uuid = $1`,
        [own],
      );
      expect(rows[0].n).toBe(2); // the deleted one's row keeps its slug from reuse
    } finally {
      await db.end();
    }
  });

  it('refuses bad configurations with 400 naming the field, and changes nothing', async () => {
    const before = (await call<UrlReply>('GET', `/api/functions/${fn}/url`, { token })).body;
    const cases: [unknown, RegExp][] = [
      [{}, /auth must be one of none, bearer, signature/],
      [{ auth: 'iam' }, /auth must be one of/],
      [
        { auth: 'none', cors: { allow_origins: ['example.com'] } },
        /allow_origins: each must be \* or an origin/,
      ],
      [{ auth: 'none', cors: { allow_methods: ['TRACE'] } }, /allow_methods: each must be/],
      [{ auth: 'none', cors: { max_age: -1 } }, /max_age must be at least 0/],
      [
        { auth: 'none', cors: { allow_origins: ['*'], allow_credentials: true } },
        /allow_credentials cannot be true/,
      ],
      [{ auth: 'none', slug: 'mine' }, /slug: unknown field/],
    ];
    for (const [json, details] of cases)
      expectError(await putUrl(token, fn, json), 400, 'Invalid request', details);
    expectError(await putUrl(token, 'not-a-uuid', { auth: 'none' }), 400, 'Invalid request');
    expect((await call('GET', `/api/functions/${fn}/url`, { token })).body).toEqual(before);
  });

  it('verifies a GitHub-style webhook inside the function, over the raw body, and records it as trigger http', async () => {
    // Spacing and key order a JSON re-encoding would change: the HMAC holds only over the bytes sent.
    const payload = '{"action":  "opened",\n  "number": 7, "title": "caf\u00e9 \u2713"}';
    const signature = 'sha256=' + createHmac('sha256', 'gh-webhook-secret').update(payload).digest('hex');
    const res = await hit(`${base}/webhook`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-github-event': 'pull_request',
        'x-github-delivery': 'd-123',
        'x-hub-signature-256': signature,
      },
      body: payload,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ verified: true, delivery: 'd-123', action: 'opened' });
    const executionId = res.headers.get('x-execution-id');
    const forged = await hit(`${base}/webhook`, {
      method: 'POST',
      headers: { 'x-hub-signature-256': signature },
      body: payload.replace('7', '8'),
    });
    expect(forged.status).toBe(401);
    expect(forged.text).toBe('bad signature');
    const executions = await httpExecutions(token, fn);
    expect(executions.find((e) => e.uuid === executionId)).toMatchObject({
      status: 'success',
      http_method: 'POST',
      http_path: '/webhook',
    });
    const one = await call<{ execution: { trigger: string; http_method: string } }>(
      'GET',
      `/api/functions/${fn}/executions/${executionId}`,
      { token },
    );
    expect(one.body.execution).toMatchObject({ trigger: 'http', http_method: 'POST' });
  });

  it('serves a small JSON API: GET with a query, POST JSON answered 201 with headers and cookies', async () => {
    const got = await hit(`${base}/items?tag=a&tag=b&q=hello%20world&empty`);
    expect(got.status).toBe(200);
    expect(got.json()).toEqual({
      method: 'GET',
      query: { tag: 'a,b', q: 'hello world', empty: '' },
      raw: 'tag=a&tag=b&q=hello%20world&empty',
    });
    const posted = await hit(`${base}/items`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'widget' }),
    });
    expect(posted.status).toBe(201);
    expect(posted.headers.get('location')).toBe('/items/42');
    expect(posted.headers.get('x-count')).toBe('1');
    expect(posted.headers.getSetCookie()).toEqual(['session=abc; HttpOnly; Path=/', 'theme=dark']);
    expect(posted.json()).toEqual({ id: 42, name: 'widget' });
  });

  it('hands the function the whole request in payload format 2.0, without hop-by-hop headers', async () => {
    const res = await hit(`${base}/event?x=1`, {
      method: 'PATCH',
      headers: {
        'X-Mixed-Case': 'v1',
        cookie: 'a=1; b=2',
        'user-agent': 'test-agent/1.0',
        'content-type': 'text/plain',
      },
      body: 'plain text body',
    });
    expect(res.status).toBe(200);
    const event = res.json() as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(event).toMatchObject({
      version: '2.0',
      routeKey: '$default',
      rawPath: '/event',
      rawQueryString: 'x=1',
      cookies: ['a=1', 'b=2'],
      queryStringParameters: { x: '1' },
      body: 'plain text body',
      isBase64Encoded: false,
      requestContext: {
        accountId: 'anonymous',
        apiId: base.split('/').pop(),
        domainName: new URL(API).host,
        http: {
          method: 'PATCH',
          path: '/event',
          protocol: 'HTTP/1.1',
          sourceIp: '127.0.0.1',
          userAgent: 'test-agent/1.0',
        },
        requestId: res.headers.get('x-execution-id'),
        routeKey: '$default',
        stage: '$default',
        time: expect.stringMatching(/^\d{2}\/[A-Z][a-z]{2}\/\d{4}:\d{2}:\d{2}:\d{2} \+0000$/),
        timeEpoch: expect.any(Number),
      },
    });
    expect(event.headers).toMatchObject({
      'x-mixed-case': 'v1',
      'content-type': 'text/plain',
      'x-forwarded-for': '127.0.0.1',
    });
    for (const gone of ['connection', 'cookie', 'X-Mixed-Case'])
      expect(event.headers).not.toHaveProperty(gone);
    // An empty body and no query: left out, as Lambda leaves them out.
    const bare = (await hit(`${base}/event`, { method: 'DELETE' })).json();
    expect(bare).not.toHaveProperty('body');
    expect(bare).not.toHaveProperty('queryStringParameters');
    expect(bare).not.toHaveProperty('cookies');
  });

  it('uploads and downloads binary bytes unchanged (base64 on the way in and out)', async () => {
    const bytes = Buffer.concat([randomBytes(256 * 1024), Buffer.from([0xff, 0xfe, 0x00, 0xc3])]);
    const res = await hit(`${base}/echo`, {
      method: 'PUT',
      headers: { 'content-type': 'application/octet-stream' },
      body: bytes,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/octet-stream');
    expect(res.bytes.equals(bytes)).toBe(true);
    const event = (await hit(`${base}/event`, { method: 'POST', body: Buffer.from([0xff, 0x00]) })).json();
    expect(event).toMatchObject({
      body: Buffer.from([0xff, 0x00]).toString('base64'),
      isBase64Encoded: true,
    });
  });

  it('answers HEAD without a body, and OPTIONS reaches the function when the URL has no CORS', async () => {
    const head = await hit(`${base}/page`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('text/html');
    expect(head.headers.get('content-length')).toBe(String('<h1>hello</h1>'.length));
    expect(head.bytes.length).toBe(0);
    const options = await hit(`${base}/event`, {
      method: 'OPTIONS',
      headers: { origin: 'https://app.example', 'access-control-request-method': 'POST' },
    });
    expect(options.status).toBe(200);
    expect(options.json()).toMatchObject({ requestContext: { http: { method: 'OPTIONS' } } });
    const trace = await hit(`${base}/event`, { method: 'PROPFIND' });
    expect(trace.status).toBe(405);
    expect(trace.headers.get('allow')).toBe('GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
  });

  it('answers CORS preflights itself (allowed and refused) and adds the headers to replies', async () => {
    const corsFn = await initFunction(token);
    await deployActive(token, corsFn, {
      'index.js': `exports.handler = async () => { console.log('ran'); return { ok: true }; };\n`,
    });
    const { body } = await putUrl(token, corsFn, {
      auth: 'none',
      cors: {
        allow_origins: ['https://app.example'],
        allow_methods: ['GET', 'POST'],
        allow_headers: ['content-type', 'x-api-version'],
        expose_headers: ['x-execution-id'],
        max_age: 600,
        allow_credentials: true,
      },
    });
    const preflight = (origin: string, method: string, headers = 'content-type') =>
      hit(body.url, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': method,
          'access-control-request-headers': headers,
        },
      });
    const allowed = await preflight('https://app.example', 'POST', 'Content-Type, X-Api-Version');
    expect(allowed.status).toBe(204);
    const granted: Record<string, string> = {};
    allowed.headers.forEach((value, name) => name.startsWith('access-control-') && (granted[name] = value));
    expect(granted).toEqual({
      'access-control-allow-origin': 'https://app.example',
      'access-control-allow-credentials': 'true',
      'access-control-allow-methods': 'GET, POST',
      'access-control-allow-headers': 'content-type, x-api-version',
      'access-control-max-age': '600',
    });
    for (const [origin, method, headers, why] of [
      ['https://evil.example', 'POST', 'content-type', /origin https:\/\/evil.example is not allowed/],
      ['https://app.example', 'DELETE', 'content-type', /method DELETE is not allowed/],
      ['https://app.example', 'POST', 'x-secret', /x-secret not allowed/],
    ] as const) {
      const refused = await preflight(origin, method, headers);
      expect(refused.status).toBe(403);
      expect(refused.headers.get('access-control-allow-origin')).toBeNull();
      expect(refused.json()).toEqual({ error: 'Forbidden', details: expect.stringMatching(why) });
    }
    const actual = await hit(body.url, { headers: { origin: 'https://app.example' } });
    expect(actual.status).toBe(200);
    expect(actual.headers.get('access-control-allow-origin')).toBe('https://app.example');
    expect(actual.headers.get('access-control-expose-headers')).toBe('x-execution-id');
    const foreign = await hit(body.url, { headers: { origin: 'https://evil.example' } });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    // Preflights never ran the function: only the two actual requests did.
    const executions = await httpExecutions(token, corsFn);
    expect(executions.map((e) => e.http_method)).toEqual(['GET', 'GET']);
  });

  describe('auth', () => {
    it('"bearer" takes only the owner\'s token, which the function never sees', async () => {
      const own = await initFunction(token);
      await deployActive(token, own, {
        'index.js': `exports.handler = async (e) => ({ headers: e.headers, account: e.requestContext.accountId });\n`,
      });
      const { body } = await putUrl(token, own, { auth: 'bearer' });
      const missing = await hit(body.url);
      expect(missing.status).toBe(401);
      expect(missing.headers.get('www-authenticate')).toBe('Bearer');
      expect(missing.json()).toEqual({
        error: 'Unauthorized',
        details: expect.stringMatching(/bearer token/),
      });
      const foreign = await hit(body.url, { headers: { authorization: `Bearer ${other}` } });
      expect(foreign.status).toBe(403);
      const invalid = await hit(body.url, { headers: { authorization: 'Bearer not-a-token' } });
      expect([401, 403]).toContain(invalid.status);
      const ok = await hit(body.url, { headers: { authorization: `Bearer ${token}` } });
      expect(ok.status).toBe(200);
      const seen = ok.json() as { headers: Record<string, string>; account: string };
      expect(seen.headers).not.toHaveProperty('authorization');
      expect(seen.account).toMatch(/^[0-9a-f-]{36}$/);
      // The refused requests ran nothing.
      expect(await httpExecutions(token, own)).toHaveLength(1);
    });

    it('"signature" takes the function\'s API key over the raw body, once, and withholds the signature headers', async () => {
      const own = await initFunction(token);
      await deployActive(token, own, {
        'index.js': `exports.handler = async (e) => ({ headers: e.headers, body: e.body });\n`,
      });
      const { body } = await putUrl(token, own, { auth: 'signature' });
      const noKey = await hit(body.url, {
        method: 'POST',
        headers: { 'x-signature': 'x', 'x-timestamp': String(Math.floor(Date.now() / 1000)) },
        body: 'x',
      });
      expect(noKey.status).toBe(403);
      expect(noKey.json().details).toMatch(/no active API key/);
      const key = await call<{ api_key: { private_key: string } }>('POST', '/api/apikey/generate', {
        token,
        json: { function_id: own, validity: '1d' },
      });
      expect(key.status).toBe(201);
      const raw = 'a=1&b=two';
      const ts = String(Math.floor(Date.now() / 1000));
      const sig = createHmac('sha256', key.body.api_key.private_key).update(`${ts}:${raw}`).digest('base64');
      const send = (headers: Record<string, string>, text = raw) =>
        hit(body.url, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
          body: text,
        });
      expect((await send({})).status).toBe(401);
      const bad = await send({ 'x-signature': sig, 'x-timestamp': ts }, 'a=1&b=three');
      expect(bad.status).toBe(403);
      expect(bad.json()).toEqual({ error: 'Invalid signature', message: expect.any(String) });
      const ok = await send({ 'x-signature': sig, 'x-timestamp': ts });
      expect(ok.status).toBe(200);
      const seen = ok.json() as { headers: Record<string, string>; body: string };
      expect(seen.body).toBe(raw);
      expect(seen.headers).not.toHaveProperty('x-signature');
      expect(seen.headers).not.toHaveProperty('x-timestamp');
      expect((await send({ 'x-signature': sig, 'x-timestamp': ts })).status).toBe(403); // replayed
      expect(await httpExecutions(token, own)).toHaveLength(1);
    });
  });

  it('answers 404 for an unknown slug, and for the URL of a deleted function', async () => {
    for (const slug of ['AAAAAAAAAAAAAAAAAAAAAA', 'short', '..%2F..%2Fapi']) {
      const res = await hit(`${API}/fn/${slug}/`);
      expect(res.status).toBe(404);
      expect(res.json()).toEqual({ error: 'Not found', details: 'no function URL here' });
    }
    const doomed = await initFunction(token);
    const { body } = await putUrl(token, doomed, { auth: 'none' });
    expect((await call('DELETE', `/api/functions/${doomed}`, { token })).status).toBe(200);
    expect((await hit(body.url)).status).toBe(404);
  });

  it('a function without an active version answers 503', async () => {
    const idle = await initFunction(token);
    const { body } = await putUrl(token, idle, { auth: 'none' });
    const res = await hit(body.url);
    expect(res.status).toBe(503);
    expect(res.json().details).toMatch(/not ready/);
  });

  describe('limits and bad replies', () => {
    it('refuses a body over 6 MB with 413 (nothing run), a target over 2 KB with 414, headers over 16 KB with 431', async () => {
      const before = (await httpExecutions(token, fn)).length;
      const big = await hit(`${base}/echo`, { method: 'POST', body: Buffer.alloc(6 * 1024 * 1024 + 1, 1) });
      expect(big.status).toBe(413);
      expect(big.json()).toEqual({ error: 'Payload too large', details: 'request body larger than 6 MB' });
      const six = await hit(`${base}/event`, { method: 'POST', body: Buffer.alloc(4 * 1024 * 1024, 'a') });
      expect(six.status).toBe(200);
      expect((six.json().body as string).length).toBe(4 * 1024 * 1024);
      const long = await hit(`${base}/${'a'.repeat(2100)}`);
      expect(long.status).toBe(414);
      expect(long.json().error).toBe('URI too long');
      const headers = await new Promise<number>((resolve, reject) =>
        http
          .get(`${base}/event`, { headers: { 'x-big': 'a'.repeat(17 * 1024) } }, (res) => {
            res.resume();
            resolve(res.statusCode ?? 0);
          })
          .on('error', reject),
      );
      expect(headers).toBe(431);
      expect((await httpExecutions(token, fn)).length).toBe(before + 1);
    });

    it('a reply over 6 MB and invalid reply shapes are 502, recorded as errors; a throw is 502 and a timeout 504', async () => {
      const cases: [string, number, RegExp][] = [
        ['/bad-status', 502, /statusCode must be an integer from 200 to 599, got 99/],
        ['/bad-body', 502, /body must be a string, got object/],
        ['/bad-header', 502, /header x-split holds a control character/],
        ['/big', 502, /result too large/],
        ['/throw', 502, /Error: boom/],
        ['/slow', 504, /timed out after 2s/],
      ];
      for (const [path, status, details] of cases) {
        const res = await hit(`${base}${path}`);
        expect({ path, status: res.status }).toEqual({ path, status });
        expect(res.json()).toEqual({
          error: status === 504 ? 'Gateway timeout' : 'Bad gateway',
          details: expect.stringMatching(details),
        });
        expect(res.headers.get('set-cookie')).toBeNull();
        const executionId = res.headers.get('x-execution-id');
        const recorded = await call<{ execution: { status: string; invocation: { error_message: string } } }>(
          'GET',
          `/api/functions/${fn}/executions/${executionId}`,
          { token },
        );
        expect(recorded.body.execution.status).toBe(status === 504 ? 'timeout' : 'error');
        expect(recorded.body.execution.invocation.error_message).toMatch(details);
      }
    });
  });

  it("runs the handler of AWS's function-URL documentation unchanged, in Node.js and in both Pythons", async () => {
    const pythons = ['python3.13', 'python3.11'];
    const node = await initFunction(token);
    const python = await Promise.all(pythons.map(() => initFunction(token)));
    await Promise.all([
      ...pythons.map((runtime, i) =>
        deployActive(token, python[i], {
          'function.json': JSON.stringify({ runtime, handler: 'lambda_function.lambda_handler' }),
          'lambda_function.py': AWS_PYTHON,
        }),
      ),
      deployActive(token, node, { 'index.mjs': AWS_NODE }),
    ]);
    for (const id of [node, ...python]) {
      const { body } = await putUrl(token, id, { auth: 'none' });
      const res = await hit(body.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ num1: 10, num2: 20 }),
      });
      expect({ status: res.status, text: res.text }).toEqual({
        status: 200,
        text: 'The product of 10 and 20 is 200',
      });
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    }
  });

  describe('rate limits', () => {
    let api: ChildProcess;
    const LIMITED = `http://127.0.0.1:${port(3197)}`;
    beforeAll(async () => {
      api = spawnApp('api', { PORT: portOf(3197), RATE_LIMIT_URL_PER_MINUTE: '3' });
      await waitFor(`${LIMITED}/health`);
    });
    afterAll(() => api.kill('SIGKILL'));

    it("the URL's 4th request in a minute is 429 with Retry-After and RateLimit headers, and runs nothing", async () => {
      const { token: mine } = await newUserToken();
      const limited = await initFunction(mine);
      await deployActive(mine, limited, { 'index.js': `exports.handler = async () => 'ok';\n` });
      const { body } = await putUrl(mine, limited, { auth: 'none' });
      const url = body.url.replace(API, LIMITED);
      const statuses: number[] = [];
      let last: Hit | undefined;
      for (let i = 0; i < 4; i++) {
        last = await hit(url);
        statuses.push(last.status);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
      expect(last!.json()).toEqual({
        error: 'Too many requests',
        details: 'rate limit of 3 requests per minute exceeded',
      });
      expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(last!.headers.get('ratelimit-limit')).toBe('3');
      expect(last!.headers.get('ratelimit-remaining')).toBe('0');
      expect(await httpExecutions(mine, limited)).toHaveLength(3);
    });
  });
});
