import { createHmac } from 'crypto';
import { createServer, IncomingMessage, Server, ServerResponse } from 'http';
import { AddressInfo } from 'net';
import { FnhostClient, Session } from './client';
import { FnhostError, FnhostUnreachableError, SessionExpiredError } from './errors';
import { signInvocation } from './signing';

/**
 * A stand-in for the service's token rules, in-process: access tokens `a<n>` are valid while
 * `current` says so, refresh tokens `r<n>` buy the next pair. Enough to watch what the client sends.
 */
class TokenServer {
  server: Server;
  url = '';
  generation = 1;
  refreshes = 0;
  seen: { path: string; auth?: string; body: string; headers: IncomingMessage['headers'] }[] = [];

  async start() {
    this.server = createServer((req, res) => this.handle(req, res));
    await new Promise<void>((r) => this.server.listen(0, '127.0.0.1', r));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop() {
    return new Promise((r) => this.server.close(r));
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const path = new URL(req.url!, this.url).pathname;
    this.seen.push({ path, auth: req.headers.authorization, body, headers: req.headers });
    const reply = (status: number, value: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
    const tokens = () => ({
      access_token: `a${this.generation}`,
      refresh_token: `r${this.generation}`,
      expires_in: 300,
      token_type: 'Bearer',
    });
    if (path === '/health') {
      // A replica stopping, then a load balancer with no replica left (its own page, not JSON).
      if (this.generation === 1)
        return reply(503, { status: 'draining', timestamp: 't', checks: {}, warnings: [] });
      return res.writeHead(502, { 'content-type': 'text/html' }).end('<h1>502 Bad Gateway</h1>');
    }
    if (path === '/api/auth/refresh') {
      this.refreshes++;
      if (JSON.parse(body).refresh_token !== `r${this.generation}`)
        return reply(401, { error: 'Unauthorized', details: 'refresh token is invalid or expired' });
      this.generation++;
      await new Promise((r) => setTimeout(r, 20)); // long enough for concurrent callers to pile up
      return reply(200, tokens());
    }
    if (req.headers.authorization !== `Bearer a${this.generation}`)
      return reply(401, { error: 'Unauthorized', details: 'token expired, refresh to get a new one' });
    if (path === '/api/functions/f00dfeed-0000-4000-8000-000000000000')
      return reply(404, { error: 'Not found', details: 'function not found' });
    if (path.endsWith('/invoke'))
      return reply(200, { execution_id: 'e', status: 'success', result: body, duration_ms: 1 });
    return reply(200, { functions: [], total: 0 });
  }
}

const FN = 'f00dfeed-0000-4000-8000-000000000000';

describe('FnhostClient', () => {
  let server: TokenServer;
  let saved: (Session | null)[];
  const client = (session: Partial<Session>) =>
    new FnhostClient({
      url: server.url,
      session: { access_token: 'a1', refresh_token: 'r1', expires_at: Date.now() + 300_000, ...session },
      onSession: (s) => saved.push(s),
    });

  beforeEach(async () => {
    server = new TokenServer();
    await server.start();
    saved = [];
  });
  afterEach(() => server.stop());

  it("reads a health report answered 503 as the report, without a token; a proxy's error page is an error", async () => {
    const anonymous = new FnhostClient({ url: server.url });
    expect(await anonymous.health()).toMatchObject({ status: 'draining' });
    expect(server.seen.at(-1)).toMatchObject({ path: '/health', auth: undefined });
    server.generation = 2;
    await expect(anonymous.health()).rejects.toMatchObject({ status: 502 });
  });

  it('sends a valid token as it is', async () => {
    await client({}).listFunctions();
    expect(server.seen.map((s) => [s.path, s.auth])).toEqual([['/api/functions', 'Bearer a1']]);
    expect(server.refreshes).toBe(0);
  });

  it('refreshes before the access token expires, and hands the new session over to be kept', async () => {
    await client({ expires_at: Date.now() + 10_000 }).listFunctions();
    expect(server.seen.map((s) => s.path)).toEqual(['/api/auth/refresh', '/api/functions']);
    expect(server.seen[1].auth).toBe('Bearer a2');
    expect(saved).toEqual([expect.objectContaining({ access_token: 'a2', refresh_token: 'r2' })]);
    expect(saved[0]!.expires_at).toBeGreaterThan(Date.now() + 290_000);
  });

  it('refreshes once on a 401 (a token the server no longer takes) and repeats the request', async () => {
    await client({ access_token: 'revoked' }).listFunctions();
    expect(server.seen.map((s) => [s.path, s.auth])).toEqual([
      ['/api/functions', 'Bearer revoked'],
      ['/api/auth/refresh', undefined],
      ['/api/functions', 'Bearer a2'],
    ]);
  });

  it('shares one refresh between concurrent requests', async () => {
    const c = client({ expires_at: Date.now() - 1 });
    await Promise.all([c.listFunctions(), c.listFunctions(), c.listFunctions()]);
    expect(server.refreshes).toBe(1);
    expect(server.seen.filter((s) => s.path === '/api/functions').map((s) => s.auth)).toEqual([
      'Bearer a2',
      'Bearer a2',
      'Bearer a2',
    ]);
  });

  it('says the session has expired when the refresh token is refused', async () => {
    const c = client({ access_token: 'stale', refresh_token: 'gone' });
    const err = await c.listFunctions().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SessionExpiredError);
    expect((err as SessionExpiredError).message).toContain('refresh token is invalid or expired');
  });

  it("turns an error reply into a FnhostError with the envelope's error and details", async () => {
    const err = await client({})
      .getFunction(FN)
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(FnhostError);
    expect(err).toMatchObject({ status: 404, error: 'Not found', details: 'function not found' });
  });

  it('says which server cannot be reached', async () => {
    await server.stop();
    const err = await client({})
      .listFunctions()
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(FnhostUnreachableError);
    expect((err as Error).message).toBe(`cannot reach ${server.url}: ECONNREFUSED`);
    // The same when it is the refresh before the request that finds no server.
    const refreshing = await client({ expires_at: 0 })
      .listFunctions()
      .catch((e: unknown) => e);
    expect(refreshing).toBeInstanceOf(FnhostUnreachableError);
    expect((refreshing as Error).message).toBe(`cannot reach ${server.url}: ECONNREFUSED`);
    server.server = createServer().listen(0); // for afterEach
  });

  it('signs the exact bytes it sends', async () => {
    const key = 'a-private-key-of-the-function';
    await client({}).invoke(FN, { name: 'Ada', n: 1.5, nested: { ü: 'ß' } }, { privateKey: key });
    const sent = server.seen.at(-1)!;
    const ts = String(sent.headers['x-timestamp']);
    const expected = createHmac('sha256', key).update(`${ts}:${sent.body}`).digest('base64');
    expect(sent.headers['x-signature']).toBe(expected);
    expect(JSON.parse(sent.body)).toEqual({ body: { name: 'Ada', n: 1.5, nested: { ü: 'ß' } } });
    expect(Math.abs(Number(ts) - Date.now() / 1000)).toBeLessThan(5);
  });

  it('never signs the same input twice alike: a timestamp already used for a key moves to the next second', async () => {
    const c = client({});
    const replies = [
      await c.invoke(FN, {}, { privateKey: 'k' }),
      await c.invoke(FN, {}, { privateKey: 'k' }),
    ];
    const [first, second] = server.seen.slice(-2).map((s) => s.headers);
    expect(Number(second['x-timestamp'])).toBe(Number(first['x-timestamp']) + 1);
    expect(second['x-signature']).not.toBe(first['x-signature']);
    expect(replies.map((r) => r.signed_at)).toEqual([
      Number(first['x-timestamp']),
      Number(second['x-timestamp']),
    ]);
    await c.invoke(FN, {}, { privateKey: 'k', notBefore: replies[1].signed_at! + 10 });
    expect(Number(server.seen.at(-1)!.headers['x-timestamp'])).toBe(replies[1].signed_at! + 10);
  });
});

describe('signInvocation', () => {
  it('is base64(HMAC-SHA256(key, "<timestamp>:<body>")) with the timestamp in whole seconds', async () => {
    const headers = await signInvocation('k', '{"body":{}}', 1_700_000_000_999);
    expect(headers['X-Timestamp']).toBe('1700000000');
    expect(headers['X-Signature']).toBe(
      createHmac('sha256', 'k').update('1700000000:{"body":{}}').digest('base64'),
    );
  });

  it('signs UTF-8 bytes of key and body, as the server does', async () => {
    const headers = await signInvocation('ключ', '{"body":{"name":"Zoë 🦀"}}', 1_700_000_000_000);
    expect(headers['X-Signature']).toBe(
      createHmac('sha256', 'ключ').update('1700000000:{"body":{"name":"Zoë 🦀"}}').digest('base64'),
    );
  });

  it('signs the empty string when there is no body', async () => {
    const headers = await signInvocation('k', '', 1_700_000_000_000);
    expect(headers['X-Signature']).toBe(createHmac('sha256', 'k').update('1700000000:').digest('base64'));
  });
});
