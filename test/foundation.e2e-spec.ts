import { DEFAULT_RUNTIME, findRuntime } from '@fnhost/runtime';
import Docker from 'dockerode';
import { mkdtempSync, readFileSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import * as path from 'path';
import { Client } from 'pg';
import { execFileSync, spawn, spawnSync } from 'child_process';
import { call, expectError } from './support/http';
import { appArgs, port, portOf, processEnv, ROOT, spawnApp, waitFor, WORKER } from './support/stack';

/** What /health warns of a Redis with these settings (libs/redis durability), in its order. */
const redisWarnings = (appendonly: string, policy: string) => [
  ...(appendonly === 'yes'
    ? []
    : ['redis keeps no append-only file: queued builds and deletions are lost if it restarts']),
  ...(policy === 'noeviction'
    ? []
    : [`redis maxmemory-policy is ${policy}: it may evict queued jobs (use noeviction)`]),
];

describe('foundation', () => {
  it('GET /health reports ok with database and redis up, without a token', async () => {
    const res = await call('GET', '/health');
    expect(res.status).toBe(200);
    // The machine's Redis is left as it is: the warnings are what its settings say.
    const setting = (name: string) =>
      execFileSync('redis-cli', ['--raw', 'CONFIG', 'GET', name]).toString().trim().split('\n')[1];
    const warnings = redisWarnings(setting('appendonly'), setting('maxmemory-policy'));
    expect(res.body).toMatchObject({ status: 'ok', checks: { database: 'up', redis: 'up' }, warnings });
    expect(new Date(res.body.timestamp as string).toISOString()).toBe(res.body.timestamp);
  });

  it('GET /health warns about a Redis that can lose queued work', async () => {
    // A Redis of the test's own, which can lose queued work both ways.
    const redis = spawn('redis-server', [
      '--port',
      portOf(6391),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--maxmemory-policy',
      'allkeys-lru',
    ]);
    const api = spawnApp('api', { PORT: portOf(3191), REDIS_URL: `redis://127.0.0.1:${port(6391)}/0` });
    try {
      await waitFor(`http://127.0.0.1:${port(3191)}/health`);
      const res = await fetch(`http://127.0.0.1:${port(3191)}/health`);
      expect(res.status).toBe(200);
      const { warnings } = (await res.json()) as { warnings: string[] };
      expect(warnings).toEqual(redisWarnings('no', 'allkeys-lru'));
      expect(warnings).toHaveLength(2);
    } finally {
      api.kill('SIGKILL');
      redis.kill('SIGKILL');
    }
  });

  it('the worker has its own health check, including the container engine', async () => {
    const res = await fetch(`${WORKER}/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      status: 'ok',
      checks: { database: 'up', redis: 'up', containers: 'up' },
    });
  });

  it('GET /health is 503 degraded when Redis is unreachable', async () => {
    const api = spawnApp('api', { PORT: portOf(3181), REDIS_URL: 'redis://127.0.0.1:1/0' });
    try {
      await waitFor(`http://127.0.0.1:${port(3181)}/health`, 60, [503]);
      const res = await fetch(`http://127.0.0.1:${port(3181)}/health`);
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({
        status: 'degraded',
        checks: { database: 'up', redis: 'down' },
      });
    } finally {
      api.kill('SIGKILL');
    }
  });

  describe('error envelope', () => {
    it('unknown route: 404', async () => {
      expectError(await call('GET', '/no/such/route'), 404, 'Not found', /GET \/no\/such\/route/);
    });
    it('malformed JSON: 400', async () => {
      expectError(
        await call('POST', '/api/auth/login', { raw: '{"email": ' }),
        400,
        'Invalid request',
        /malformed JSON/,
      );
    });
    it('body larger than the limit: 413', async () => {
      const big = JSON.stringify({ email: 'x'.repeat(1024 * 1024 + 10), password: 'p' });
      expectError(await call('POST', '/api/auth/login', { raw: big }), 413, 'Payload too large');
    });
    it('unsupported media type: 415', async () => {
      const res = await call('POST', '/api/auth/login', {
        raw: 'email=a',
        headers: { 'content-type': 'text/plain' },
      });
      expectError(res, 415, 'Unsupported media type', /text\/plain/);
    });
    it('a protected route without a token: 403', async () => {
      expectError(await call('GET', '/api/auth/me'), 403, 'Forbidden', /Authorization/);
    });
  });

  it("the service runs on a supported Node.js LTS, as package.json's engines say", () => {
    // The apps are spawned with this process's node (npm test puts the provisioned one first on PATH).
    const [major, minor] = process.versions.node.split('.').map(Number);
    expect(major === 22 ? minor >= 12 : major >= 24).toBe(true);
    const { engines } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
      engines: { node: string };
    };
    expect(engines.node).toBe('^22.12.0 || >=24');
  });

  it('a bad configuration value stops the process naming the variable', () => {
    const run = spawnSync(process.execPath, appArgs('api'), {
      cwd: ROOT,
      env: processEnv({ PORT: 'not-a-port', REDIS_URL: 'http://nope' }),
      encoding: 'utf8',
      timeout: 30000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/PORT/);
    expect(run.stderr).toMatch(/REDIS_URL must be a redis:\/\/ URL/);
  });

  it('migrations created every table with its indexes', async () => {
    const db = new Client({ connectionString: processEnv().DATABASE_URL });
    await db.connect();
    try {
      const tables = await db.query(
        `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY 1`,
      );
      expect(tables.rows.map((r) => r.table_name)).toEqual(
        expect.arrayContaining([
          'users',
          'user_information',
          'functions',
          'deployments',
          'executions',
          'execution_logs',
          'api_keys',
          'pending_deletions',
          'teams',
          'team_members',
          'team_invitations',
          'access_tokens',
        ]),
      );
      const indexes = await db.query(`SELECT indexname FROM pg_indexes WHERE schemaname = 'public'`);
      expect(indexes.rows.map((r) => r.indexname)).toEqual(
        expect.arrayContaining([
          'users_email_key',
          'users_idp_user_id_key',
          'functions_team_name_key',
          'team_members_user_idx',
          'executions_function_started_idx',
          'execution_logs_execution_idx',
          'api_keys_function_active_idx',
          'pending_deletions_status_date_idx',
        ]),
      );
    } finally {
      await db.end();
    }
  });

  it('OpenAPI describes the endpoints at /api/docs-json', async () => {
    const res = await call<{ openapi: string; paths: Record<string, unknown> }>('GET', '/api/docs-json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toMatch(/^3\./);
    expect(Object.keys(res.body.paths)).toEqual(expect.arrayContaining(['/health', '/api/auth/login']));
    expect((await call('GET', '/api/docs')).status).toBe(200);
  });

  it("the OpenAPI document passes Redocly's recommended rules: summaries, security, unambiguous paths", async () => {
    const res = await call('GET', '/api/docs-json');
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'fnhost-openapi-')), 'openapi.json');
    writeFileSync(file, res.text);
    const lint = await new Promise<{ code: number | null; out: string }>((resolve) => {
      const child = spawn(path.join(ROOT, 'node_modules/.bin/redocly'), ['lint', file, '--format=json'], {
        cwd: ROOT,
      });
      let out = '';
      child.stdout.on('data', (d) => (out += d));
      child.on('close', (code) => resolve({ code, out }));
    });
    const report = JSON.parse(lint.out) as {
      totals: { errors: number };
      problems: { ruleId: string; severity: string }[];
    };
    expect(report.problems.filter((p) => p.severity === 'error')).toEqual([]);
    expect(report.totals.errors).toBe(0);
    expect(lint.code).toBe(0);
    type Op = {
      operationId: string;
      security?: unknown[];
      responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
    };
    const ops = Object.values(res.body.paths as Record<string, Record<string, Op>>).flatMap((item) =>
      Object.values(item),
    );
    // Public routes say they need nothing; every other one needs the bearer token.
    expect(ops.filter((op) => !Array.isArray(op.security)).map((op) => op.operationId)).toEqual([]);
    // Every response has a body schema (JSON, or the metrics' text), and every operation lists the
    // errors it can answer.
    const bare = ops.flatMap((op) =>
      Object.entries(op.responses)
        .filter(([, r]) => !Object.values(r.content ?? {}).some((c) => c.schema))
        .map(([status]) => `${op.operationId} ${status}`),
    );
    expect(bare).toEqual([]);
    const silent = ops.filter((op) => !Object.keys(op.responses).some((s) => /^[45]/.test(s)));
    expect(silent.map((op) => op.operationId)).toEqual([]);
  });

  it('no property of a schema is a bare object: each names its fields (or is any-JSON on purpose)', async () => {
    const res = await call<{ components: { schemas: Record<string, { properties?: object }> } }>(
      'GET',
      '/api/docs-json',
    );
    const bare = Object.entries(res.body.components.schemas).flatMap(([name, schema]) =>
      Object.entries((schema.properties ?? {}) as Record<string, Record<string, unknown>>)
        .filter(([, p]) => p.type === 'object' && !p.properties && !p.additionalProperties)
        .map(([prop]) => `${name}.${prop}`),
    );
    expect(bare).toEqual([]);
  });

  it("the SDK's types (libs/sdk/src/schema.ts) are those of the live document: `npm run sdk:generate` after an API change", async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'fnhost-openapi-')), 'openapi.json');
    writeFileSync(file, (await call('GET', '/api/docs-json')).text);
    const check = spawnSync(process.execPath, ['scripts/sdk-types.js', '--from', file, '--check'], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    expect({ status: check.status, stderr: check.stderr }).toEqual({ status: 0, stderr: '' });
  });

  it('Keycloak issues a token to the realm client, and introspection says it is active', async () => {
    const env = processEnv();
    const base = `${env.IDP_URL ?? 'http://127.0.0.1:8180'}/realms/fnhost/protocol/openid-connect`;
    const creds = { client_id: 'fnhost-api', client_secret: String(env.IDP_CLIENT_SECRET) };
    const token = await fetch(`${base}/token`, {
      method: 'POST',
      body: new URLSearchParams({ grant_type: 'client_credentials', ...creds }),
    });
    expect(token.status).toBe(200);
    const { access_token } = (await token.json()) as { access_token: string };
    // The realm's access-token lifespan (Keycloak's expires_in may read 299 across a second tick).
    const claims = JSON.parse(Buffer.from(access_token.split('.')[1], 'base64url').toString()) as {
      exp: number;
      iat: number;
    };
    expect(claims.exp - claims.iat).toBe(300);
    const intro = await fetch(`${base}/token/introspect`, {
      method: 'POST',
      body: new URLSearchParams({ token: access_token, ...creds }),
    });
    expect(await intro.json()).toMatchObject({ active: true, client_id: 'fnhost-api' });
  });

  it('builds an image FROM the default runtime base and runs it through the Docker-compatible API', async () => {
    const docker = new Docker({ socketPath: '/run/podman/podman.sock' });
    const dir = mkdtempSync(path.join(tmpdir(), 'fnhost-e2e-'));
    writeFileSync(
      path.join(dir, 'Dockerfile'),
      `FROM ${findRuntime(DEFAULT_RUNTIME)!.baseImage}\nCMD ["node", "-e", "console.log(6*7)"]\n`,
    );
    const tag = 'fnhost/e2e-tiny:1';
    const { pack } = await import('tar').then((t) => ({ pack: t.c }));
    // A build's failure is an event of its stream, not an error of the call: read from the events.
    const build = async () => {
      const stream = await docker.buildImage(
        pack({ cwd: dir }, ['Dockerfile']) as unknown as NodeJS.ReadableStream,
        { t: tag },
      );
      return new Promise<string | undefined>((resolve, reject) =>
        docker.modem.followProgress(stream, (err, events: { error?: string }[]) =>
          err ? reject(err) : resolve(events.find((e) => e.error)?.error),
        ),
      );
    };
    // Podman fails a build whose layer lookup meets an image another shard is removing: built again.
    let failed = await build();
    if (failed && /not known/.test(failed)) failed = await build();
    expect(failed).toBeUndefined();
    const container = await docker.createContainer({
      Image: tag,
      HostConfig: { ReadonlyRootfs: true, CapDrop: ['ALL'] },
    });
    try {
      await container.start();
      expect((await container.wait()).StatusCode).toBe(0);
      const logs = (await container.logs({ stdout: true })).toString('utf8');
      expect(logs).toContain('42');
    } finally {
      await container.remove({ force: true });
      await docker.getImage(tag).remove({ force: true });
    }
  });
});
