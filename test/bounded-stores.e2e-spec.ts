import { DEFAULT_RUNTIME, findRuntime } from '@fnhost/runtime';
import Docker from 'dockerode';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import * as path from 'path';
import { BASE_LABEL } from '../apps/worker/src/containers/container-engine';
import { runCli } from './support/cli';
import { newUserToken, testDb } from './support/fixtures';
import { deployActive, initFunction, invoke } from './support/functions';
import { call, expectError } from './support/http';
import { operatorCli } from './support/operator-cli';
import { API, processEnv, replaceWorker, TEST_ENV } from './support/stack';
import { deployVersions, versionFiles } from './support/versions';
import { until } from './support/wait';

const docker = new Docker({ socketPath: '/run/podman/podman.sock' });
/** The workers' default CODE_DIR (the suites do not set one): each version's unpacked code. */
const CODE_DIR = processEnv().CODE_DIR ?? '/var/lib/fnhost/code';

type Usage = Record<string, { used: number; limit: number }>;
interface History {
  deployments: { version: number; status: string; image_tag: string; storage_key: string }[];
}

describe('deleting one version', () => {
  let token: string;
  let fn: string;
  let team: string;
  const history = async () =>
    (await call<History>('GET', `/api/functions/${fn}/deployments`, { token })).body.deployments;
  const remove = (version: number | string, as = token) =>
    call('DELETE', `/api/functions/${fn}/deployments/${version}`, { token: as });
  const archiveBytes = async () =>
    (await call<Usage>('GET', `/api/teams/${team}/usage`, { token })).body.archive_bytes.used;

  beforeAll(async () => {
    token = (await newUserToken()).token;
    fn = await initFunction(token);
    team = (await call('GET', `/api/functions/${fn}`, { token })).body.team_id as string;
    // v3 active; v1 and v2 inactive.
    expect(await deployVersions(token, fn, ['one', 'two', 'three'])).toEqual([1, 2, 3]);
  }, 300_000);

  it('frees its archive, quota, image, containers and code; its executions stay; its number is never given again', async () => {
    const ran = await call('POST', `/api/functions/${fn}/invoke?version=1`, { token, json: { body: {} } });
    expect(ran.body).toMatchObject({ status: 'success', result: { v: 'one' } });
    const v1 = (await history()).find((d) => d.version === 1)!;
    const archive = path.join(TEST_ENV.STORAGE_DIR, v1.storage_key);
    expect(existsSync(archive)).toBe(true);
    const before = await archiveBytes();

    const deleted = await remove(1);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({
      message: expect.stringMatching(/^version 1 of function \S+ deleted$/),
      version: 1,
      freed_bytes: expect.any(Number),
    });
    expect(deleted.body.freed_bytes).toBeGreaterThan(0);
    expect((await history()).map((d) => d.version)).toEqual([3, 2]);
    expect(await archiveBytes()).toBe(before - (deleted.body.freed_bytes as number));
    expectError(
      await call('POST', `/api/functions/${fn}/invoke?version=1`, { token, json: { body: {} } }),
      400,
      'Invalid request',
      /has no built version 1/,
    );
    // The worker's part: its container, image, unpacked code and archive, on every host.
    await until(
      "version 1's container, image, code and archive removed",
      async () => {
        const containers = await docker.listContainers({
          all: true,
          filters: { name: [`fnhost-${fn}-v1-`] },
        });
        const images = await docker.listImages({ filters: { reference: [v1.image_tag] } });
        return (
          !containers.length &&
          !images.length &&
          !existsSync(path.join(CODE_DIR, 'functions', fn, 'v1')) &&
          !existsSync(archive)
        );
      },
      30,
    );
    // The other versions keep theirs, and serve.
    expect((await invoke(token, fn, {})).body).toMatchObject({ result: { v: 'three' } });
    expect(existsSync(path.join(TEST_ENV.STORAGE_DIR, `functions/${fn}/v2.tar.gz`))).toBe(true);

    // Its executions stay (recorded in batches: waited for), naming no version.
    await until('the call on version 1 listed, without a version', async () => {
      const list = await call<{ executions: { uuid: string; version: number | null }[] }>(
        'GET',
        `/api/functions/${fn}/executions`,
        { token },
      );
      const e = list.body.executions.find((x) => x.uuid === ran.body.execution_id);
      return !!e && e.version === null;
    });
    // A deleted version's number, even the last one given, is not given again.
    await call('POST', `/api/functions/${fn}/rollback`, { token, json: { version: 2 } });
    expect((await remove(3)).status).toBe(200);
    expect(await deployVersions(token, fn, ['four'])).toEqual([4]);
    expectError(await remove(1), 404, 'Not found', /version 1 of function \S+ not found/);
  }, 120_000);

  it('is refused, naming what still routes to it: latest, an alias with its URL and schedule', async () => {
    // v4 active (latest), v2 inactive.
    expectError(await remove(4), 409, 'Conflict', /^version 4 still receives calls: alias latest$/);
    expect(
      (await call('PUT', `/api/functions/${fn}/aliases/beta`, { token, json: { version: 2 } })).status,
    ).toBe(201);
    const url = await call('PUT', `/api/functions/${fn}/url`, {
      token,
      json: { auth: 'none', alias: 'beta' },
    });
    expect(url.status).toBe(201);
    const schedule = await call<{ id: string }>('POST', `/api/functions/${fn}/schedules`, {
      token,
      json: { cron: '0 0 1 1 *', alias: 'beta' },
    });
    expect(schedule.status).toBe(201);
    expectError(
      await remove(2),
      409,
      'Conflict',
      /^version 2 still receives calls: alias beta \(its function URL, 1 schedule\(s\)\)$/,
    );
    expect((await history()).map((d) => d.version)).toEqual([4, 2]);
    // What used the alias goes, then the alias: nothing routes to v2 any more (the CLI deletes it below).
    expect(
      (await call('DELETE', `/api/functions/${fn}/schedules/${schedule.body.id}`, { token })).status,
    ).toBe(200);
    expect((await call('DELETE', `/api/functions/${fn}/url`, { token })).status).toBe(200);
    expect((await call('DELETE', `/api/functions/${fn}/aliases/beta`, { token })).status).toBe(200);
  });

  it('bad versions are 400 or 404, another team sees nothing, a read-only token may not; the CLI', async () => {
    expectError(await remove('two'), 400, 'Invalid request');
    expectError(await remove(99), 404, 'Not found', /version 99 of function \S+ not found/);
    expectError(await remove(2, (await newUserToken()).token), 404, 'Not found');
    const tokenOf = async (scopes: string[]) =>
      (
        await call('POST', `/api/teams/${team}/tokens`, {
          token,
          json: { name: `versions-${scopes.length}`, scopes, expires_in_days: 1 },
        })
      ).body.token as string;
    expectError(
      await remove(2, await tokenOf(['functions:read'])),
      403,
      'Forbidden',
      /function\.write needs the functions:write scope/,
    );
    const db = await testDb();
    const left = await db.query('SELECT version FROM deployments WHERE function_uuid = $1 ORDER BY version', [
      fn,
    ]);
    await db.end();
    expect(left.rows.map((r: { version: number }) => r.version)).toEqual([2, 4]);

    const env = {
      FNHOST_TOKEN: await tokenOf(['functions:read', 'functions:write']),
      FNHOST_CONFIG_DIR: mkdtempSync(path.join(tmpdir(), 'fnhost-versions-')),
    };
    const refused = await runCli(['delete-version', fn, '4', '--yes'], { env });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/409 .*version 4 still receives calls: alias latest/);
    // Without --yes it asks, and without a terminal to ask on it deletes nothing.
    const unasked = await runCli(['delete-version', fn, '2'], { env });
    expect([unasked.code, unasked.stderr]).toEqual([
      1,
      expect.stringMatching(/is needed: run this in a terminal/),
    ]);
    const done = await runCli(['delete-version', fn, '2', '--yes', '--json'], { env });
    expect([done.code, JSON.parse(done.stdout)]).toEqual([
      0,
      {
        message: expect.stringMatching(/^version 2 of function/),
        version: 2,
        freed_bytes: expect.any(Number),
      },
    ]);
    expect((await history()).map((d) => d.version)).toEqual([4]);
  });
});

describe('execution retention', () => {
  const DAY = 86_400_000;
  let token: string;
  let team: string;
  let fn: string;
  const retention = (json?: unknown, as = token) =>
    call(json === undefined ? 'GET' : 'PUT', `/api/teams/${team}/retention`, { token: as, json });

  beforeAll(async () => {
    token = (await newUserToken()).token;
    fn = await initFunction(token);
    team = (await call('GET', `/api/functions/${fn}`, { token })).body.team_id as string;
    // Every third call of an instance fails: the statistics count an error too.
    await deployActive(token, fn, versionFiles('kept', 3));
  }, 120_000);

  it("is the operator's default until the owner sets one within the maximum; bad values change nothing", async () => {
    const initial = { execution_retention_days: 30, own: false, default_days: 30, max_days: 90 };
    expect((await retention()).body).toEqual(initial);
    for (const bad of [0, -1, 2.5, 'seven', undefined, {}])
      expectError(
        await retention({ execution_retention_days: bad }),
        400,
        'Invalid request',
        /execution_retention_days must be/,
      );
    expectError(
      await retention({ execution_retention_days: 91 }),
      400,
      'Invalid request',
      /^execution_retention_days must be at most 90 \(the operator's EXECUTION_RETENTION_MAX_DAYS\)$/,
    );
    // No access token may change it, whatever its scopes; another account sees no such team.
    const teamToken = (
      await call('POST', `/api/teams/${team}/tokens`, {
        token,
        json: {
          name: 'retention',
          scopes: ['functions:read', 'functions:write', 'functions:invoke', 'secrets:write', 'audit:read'],
          expires_in_days: 1,
        },
      })
    ).body.token as string;
    expectError(await retention({ execution_retention_days: 7 }, teamToken), 403, 'Forbidden');
    expectError(
      await retention({ execution_retention_days: 7 }, (await newUserToken()).token),
      404,
      'Not found',
    );
    expect((await retention()).body).toEqual(initial);
    expect((await retention({ execution_retention_days: 7 })).body).toEqual({
      ...initial,
      execution_retention_days: 7,
      own: true,
    });
  });

  it('removes the executions past it, their records and logs, while the statistics count them as before', async () => {
    for (const ms of [5, 40, 80]) await invoke(token, fn, { ms });
    const db = await testDb();
    const stored = async () =>
      Number(
        (await db.query('SELECT count(*) FROM executions WHERE function_uuid = $1', [fn])).rows[0].count,
      );
    await until('the three calls recorded', async () => (await stored()) === 3);
    const { executions } = (await call('GET', `/api/functions/${fn}/executions`, { token })).body as {
      executions: { uuid: string; status: string }[];
    };
    expect(executions.map((e) => e.status).sort()).toEqual(['error', 'success', 'success']);
    const stats = async () => ({
      summary: (await call('GET', `/api/functions/${fn}/stats?period=24h`, { token })).body,
      hourly: (await call('GET', `/api/functions/${fn}/stats/hourly?hours=3`, { token })).body,
      daily: (await call('GET', `/api/stats/overview/daily?days=7&team_id=${team}`, { token })).body,
    });
    const before = await stats();
    expect(before.summary).toMatchObject({ invocations_count: 3, success_count: 2, error_count: 1 });

    // The hourly pass as the worker's schedule runs it, 8 days from now: past the team's 7 days,
    // within every other team's 30.
    const pass = await operatorCli([
      'executions:prune',
      '--now',
      new Date(Date.now() + 8 * DAY).toISOString(),
    ]);
    // (Other suites' teams keep 30 days: only a rerun on an old database finds more of theirs.)
    const [, removed] = /^executions:prune executions=(\d+) rollups=\d+$/.exec(pass.stdout.trim()) ?? [];
    expect([pass.code, Number(removed)]).toEqual([0, expect.any(Number)]);
    expect(Number(removed)).toBeGreaterThanOrEqual(3);
    expect(await stored()).toBe(0);
    expect((await call('GET', `/api/functions/${fn}/executions`, { token })).body).toMatchObject({
      executions: [],
    });
    expectError(
      await call('GET', `/api/functions/${fn}/executions/${executions[0].uuid}`, { token }),
      404,
      'Not found',
    );
    expect(await stats()).toEqual(before);
    // Nothing left to prune: a second pass removes nothing.
    const again = await operatorCli([
      'executions:prune',
      '--now',
      new Date(Date.now() + 8 * DAY).toISOString(),
    ]);
    expect(again.stdout.trim()).toBe('executions:prune executions=0 rollups=0');
    await db.end();
    expect((await retention({ execution_retention_days: null })).body).toMatchObject({
      execution_retention_days: 30,
      own: false,
    });
  });
});

describe("each host's storage collector", () => {
  let token: string;
  let fn: string;
  let cache: string;
  let tree: string;
  const images = async (tag: string) =>
    (await docker.listImages({ filters: { reference: [tag] } })).flatMap((i) => i.RepoTags ?? []);

  beforeAll(async () => {
    token = (await newUserToken()).token;
    fn = await initFunction(token);
    // v3 active; v1 and v2 neither routed nor building, and (STORAGE_KEEP_RECENT_S=0) not recent.
    expect(await deployVersions(token, fn, ['one', 'two', 'three'])).toEqual([1, 2, 3]);
    // The team's package cache, and an unpacked dependency tree no version installs.
    const team = (await call('GET', `/api/functions/${fn}`, { token })).body.team_id as string;
    cache = path.join(processEnv().BUILD_CACHE_DIR ?? '/var/lib/fnhost/build-cache', team);
    tree = path.join(CODE_DIR, 'dependencies', team, 'f'.repeat(64));
    for (const [dir, file] of [
      [path.join(cache, 'npm'), 'package.tgz'],
      [tree, 'index.js'],
    ]) {
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, file), 'x'.repeat(64 * 1024));
    }
    // Budgets of 0, a pass a second, no stem cell: a start needs its version's image.
    await replaceWorker('SIGTERM', {
      IMAGE_STORE_MAX_GB: '0',
      BUILD_CACHE_MAX_GB: '0',
      STORAGE_GC_INTERVAL_MS: '1000',
      STORAGE_KEEP_RECENT_S: '0',
      STEM_CELLS: '0',
    });
  }, 300_000);
  afterAll(() => replaceWorker('SIGTERM'));

  it('removes what no routed version needs; a start builds a removed image again; /health warns past the budget', async () => {
    const tags = (v: number) => `fnhost/fn-${fn}:v${v}`;
    // A pass lists every image of the engine, which other shards' builds slow (ci7 saw none end
    // within 30 s): the wait is long, the pass itself a second apart.
    await until(
      'the images of v1 and v2 removed',
      async () => !(await images(tags(1))).length && !(await images(tags(2))).length,
      120,
    );
    await until(
      'the package cache and the orphaned tree removed',
      async () => !existsSync(cache) && !existsSync(tree),
    );
    // The active version's stays, though the budget is 0: it is needed. Its label names its base,
    // which what removing it frees is reckoned against.
    const [v3] = await docker.listImages({ filters: { reference: [tags(3)] } });
    expect(v3.Labels[BASE_LABEL]).toBe(findRuntime(DEFAULT_RUNTIME)!.baseImage);
    const warned = async (url: string) =>
      ((await (await fetch(url)).json()) as { warnings: string[] }).warnings.some((w) =>
        /: images hold \S+ GB, past IMAGE_STORE_MAX_GB \(0\.00 GB\), all of it needed by routed, building or recent versions$/.test(
          w,
        ),
      );
    await until(
      'the budget exceeded, said by both /health',
      async () =>
        (await warned(`${API}/health`)) && (await warned(`http://127.0.0.1:${TEST_ENV.WORKER_PORT}/health`)),
    );

    // Asked for by version, v1 starts: its image is built again from its code.
    const ran = await call('POST', `/api/functions/${fn}/invoke?version=1`, { token, json: { body: {} } });
    expect(ran.body).toMatchObject({ status: 'success', result: { v: 'one' } });
    expect((await images(tags(1))).length).toBeGreaterThan(0);
  }, 240_000);
});
