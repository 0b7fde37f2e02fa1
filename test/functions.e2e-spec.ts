import Docker from 'dockerode';
import { call, expectError } from './support/http';
import { newUserToken, testDb } from './support/fixtures';
import {
  archiveOf,
  deploy,
  deployActive,
  deployForm,
  fnName,
  initFunction,
  invoke,
  waitBuilt,
} from './support/functions';
import { rawTarGz } from './support/raw-tar';
import { API, port, portOf, spawnApp, waitFor, WORKER } from './support/stack';

const docker = new Docker({ socketPath: '/run/podman/podman.sock' });
const versionHandler = (v: number) =>
  `exports.handler = async (event) => ({ version: ${v}, name: event.name || null });\n`;

describe('functions and deployments', () => {
  let token: string;
  let other: string;
  beforeAll(async () => {
    token = (await newUserToken()).token;
    other = (await newUserToken()).token;
  });

  it('init twice with the same name returns the existing function', async () => {
    const name = fnName('twice');
    const first = await call('POST', '/api/functions/init', { token, json: { name, skip_signing: true } });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      message: 'function initialised',
      id: expect.any(String),
      name,
      // The caller's personal team, as no team_id was given.
      team_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      status: 'init',
      skip_signing: true,
      created_at: expect.any(String),
    });
    const second = await call('POST', '/api/functions/init', { token, json: { name } });
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({
      id: first.body.id,
      name,
      status: 'init',
      already_exists: true,
      deployment_version: 0,
    });
    // Names are per team: another user's personal team may take the same one.
    expect((await call('POST', '/api/functions/init', { token: other, json: { name } })).status).toBe(201);
  });

  // The name, memory and timeout rules: apps/api/src/functions/functions.spec.ts.
  it('a bad name, memory or timeout is 400 naming the field', async () => {
    for (const [json, field] of [
      [{ name: 'Hello' }, /^name: /],
      [{ name: fnName(), memory: 4096 }, /^memory: /],
      [{ name: fnName(), timeout: 0 }, /^timeout: /],
    ] as const)
      expectError(await call('POST', '/api/functions/init', { token, json }), 400, 'Invalid request', field);
  });

  it('lists and reads functions; bad paging params are refused or clamped', async () => {
    const id = await initFunction(token, { memory: 256, timeout: 10 });
    const details = await call('GET', `/api/functions/${id}`, { token });
    expect(details.status).toBe(200);
    expect(details.body).toMatchObject({
      id,
      status: 'init',
      memory: 256,
      timeout: 10,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    const list = await call<{ functions: { id: string }[]; total: number }>(
      'GET',
      '/api/functions?limit=1&offset=0',
      { token },
    );
    expect(list.status).toBe(200);
    expect(list.body.functions).toHaveLength(1);
    expect(list.body.total).toBeGreaterThanOrEqual(2);
    // Newest first; beside the contract's fields, the active version, the last invocation and the instances.
    expect(list.body.functions[0]).toEqual({
      id,
      name: expect.any(String),
      team_id: expect.any(String),
      status: 'init',
      deployment_version: 0,
      last_invoked_at: null,
      instances: 0,
      created_at: expect.any(String),
    });
    expect((await call<{ functions: unknown[] }>('GET', '/api/functions?limit=5000', { token })).status).toBe(
      200,
    );
    // Search by a part of the name (wildcards taken literally) and sort.
    type Named = { functions: { id: string; name: string }[]; total: number };
    const names = async (query: string) =>
      (await call<Named>('GET', `/api/functions?limit=100&${query}`, { token })).body;
    const mine = details.body.name as string;
    expect((await names(`q=${mine.slice(3, 10)}`)).functions.map((f) => f.id)).toEqual([id]);
    expect((await names(`q=${mine.slice(3, 10).toUpperCase()}`)).functions.map((f) => f.id)).toEqual([id]);
    expect((await names('q=%25')).total).toBe(0);
    expect((await names('q=_')).total).toBe(0);
    const byName = (await names('sort=name')).functions.map((f) => f.name);
    expect(byName).toEqual([...byName].sort());
    expect((await names('sort=name&order=desc')).functions.map((f) => f.name)).toEqual([...byName].reverse());
    for (const [bad, field] of [
      ['sort=size', /sort must be one of created_at, name, last_invoked_at/],
      ['order=up', /order must be one of asc, desc/],
      ['q=', /q must not be empty/],
      [`q=${'a'.repeat(64)}`, /q must be at most 63 characters/],
    ] as const)
      expectError(await call('GET', `/api/functions?${bad}`, { token }), 400, 'Invalid request', field);
    expectError(await call('GET', '/api/functions?limit=abc', { token }), 400, 'Invalid request', /limit/);
    expectError(await call('GET', '/api/functions?offset=-1', { token }), 400, 'Invalid request', /offset/);
    expectError(await call('GET', '/api/functions/not-a-uuid', { token }), 400, 'Invalid request');
    expectError(await call('GET', `/api/functions/${id}`, { token: other }), 404, 'Not found');
  });

  describe('a deployed function', () => {
    let id: string;

    it('deploys v1, serves it, then v2, keeps the history, rolls back to v1', async () => {
      id = await initFunction(token);
      const started = Date.now();
      const res = await deploy(token, id, archiveOf({ 'index.js': versionHandler(1) }));
      expect(res.status).toBe(202);
      expect(res.body).toMatchObject({
        id,
        status: 'deployed',
        url: `${API}/api/functions/${id}/invoke`,
        version: 1,
      });
      expect((await call('GET', `/api/functions/${id}`, { token })).body.status).toMatch(/deployed|active/);
      const v1 = await waitBuilt(token, id, 1);
      console.log(`deploy request to active: ${Date.now() - started} ms`);
      expect(v1).toMatchObject({ status: 'active', is_active: true, image_tag: `fnhost/fn-${id}:v1` });
      expect((await call('GET', `/api/functions/${id}`, { token })).body).toMatchObject({
        status: 'active',
        deployment_version: 1,
      });
      expect((await invoke(token, id, { name: 'Ada' })).body).toMatchObject({
        status: 'success',
        result: { version: 1, name: 'Ada' },
      });
      // Its build output: the steps, the engine's own, and how it ended.
      const built = await call<{ log: string }>('GET', `/api/functions/${id}/deployments/1/logs`, { token });
      expect(built.body).toMatchObject({ version: 1, status: 'active', truncated: false });
      expect(built.body.log).toMatch(/^\[ +0\.\d\d s\] building version 1 \(node24\)\n/);
      expect(built.body.log).toMatch(/^STEP 1\/\d+: FROM /m);
      expect(built.body.log).toMatch(/\] the handler answered: version 1 is active\n$/);
      expect(built.body.log).not.toMatch(/\/tmp\/|fnhost-build-/); // nothing of the host
      for (const [path, status, as, details] of [
        [`${id}/deployments/one/logs`, 400, 'Invalid request', /numeric/],
        [`${id}/deployments/99/logs`, 404, 'Not found', /version 99/],
        ['not-a-uuid/deployments/1/logs', 400, 'Invalid request', /uuid/],
      ] as const)
        expectError(await call('GET', `/api/functions/${path}`, { token }), status, as, details);
      expectError(
        await call('GET', `/api/functions/${id}/deployments/1/logs`, { token: other }),
        404,
        'Not found',
      );

      await deployActive(token, id, { 'index.js': versionHandler(2) });
      expect((await invoke(token, id, {})).body.result).toEqual({ version: 2, name: null });

      const history = await call<{ deployments: { version: number; status: string; is_active: boolean }[] }>(
        'GET',
        `/api/functions/${id}/deployments`,
        { token },
      );
      expect(history.body).toMatchObject({
        function_uuid: id,
        function_status: 'active',
        page: 1,
        per_page: 20,
        count: 2,
        total_pages: 1,
        has_next: false,
      });
      expect(history.body.deployments.map((d) => [d.version, d.status, d.is_active])).toEqual([
        [2, 'active', true],
        [1, 'inactive', false],
      ]);
      const paged = await call('GET', `/api/functions/${id}/deployments?per_page=1`, { token });
      expect(paged.body).toMatchObject({ per_page: 1, count: 2, total_pages: 2, has_next: true });
      expect(
        (await call('GET', `/api/functions/${id}/deployments?per_page=1000`, { token })).body.per_page,
      ).toBe(100);
      expectError(
        await call('GET', `/api/functions/${id}/deployments?per_page=abc`, { token }),
        400,
        'Invalid request',
        /per_page/,
      );
      expectError(
        await call('GET', `/api/functions/${id}/deployments?page=0`, { token }),
        400,
        'Invalid request',
        /page/,
      );

      const rb = await call('POST', `/api/functions/${id}/rollback`, { token, json: { version: 1 } });
      expect(rb.status).toBe(200);
      expect(rb.body).toEqual({
        message: expect.any(String),
        function: {
          uuid: id,
          name: expect.any(String),
          status: 'active',
          active_version: 1,
          runtime: 'node24',
        },
      });
      expect((await invoke(token, id, {})).body).toMatchObject({
        status: 'success',
        result: { version: 1, name: null },
      });
      const after = await call<{ deployments: { version: number; status: string }[] }>(
        'GET',
        `/api/functions/${id}/deployments`,
        { token },
      );
      expect(after.body.deployments.map((d) => [d.version, d.status])).toEqual([
        [2, 'inactive'],
        [1, 'active'],
      ]);
      expectError(
        await call('POST', `/api/functions/${id}/rollback`, { token, json: { version: 99 } }),
        404,
        'Not found',
        /version 99/,
      );
      expectError(
        await call('POST', `/api/functions/${id}/rollback`, { token, json: { version: 'one' } }),
        400,
        'Invalid request',
        /version/,
      );
      expectError(
        await call('POST', `/api/functions/${id}/rollback`, { token: other, json: { version: 1 } }),
        404,
        'Not found',
      );
    });

    it.each([
      [
        'a syntax error in the handler',
        { 'index.js': 'exports.handler = async (event) => { return {; };\n' },
        /^cannot load the handler: SyntaxError: Unexpected token .* \(index\.js:1\)$/,
      ],
      [
        'a handler module that throws while loading',
        {
          'index.js': 'const cfg = null;\nexports.handler = () => cfg.port;\nthrow new Error("no config");\n',
        },
        /^cannot load the handler: Error: no config \(index\.js:3:\d+\)$/,
      ],
      [
        'a missing dependency',
        { 'index.js': 'const x = require("left-pad");\nexports.handler = () => x;\n' },
        /^cannot load the handler: Cannot find module 'left-pad'$/,
      ],
      [
        'a handler that is not exported',
        { 'index.js': 'exports.other = () => 1;\n' },
        /^cannot load the handler: handler "index.handler": index does not export a function named "handler"$/,
      ],
    ])('a broken build (%s) ends failed and v1 keeps serving', async (_what, files, error) => {
      const res = await deploy(token, id, archiveOf(files));
      expect(res.status).toBe(202);
      const d = await waitBuilt(token, id, res.body.version as number);
      expect(d.status).toBe('failed');
      expect(d.is_active).toBe(false);
      expect(d.error).toMatch(error);
      // The author's own problem, never the platform's internals: no stack, no shim, no host path.
      expect(d.error).not.toMatch(/\n\s*at |shim\.js|\/runtime\/|\/app\/|\/tmp\/|\/var\//);
      // Its build output ends saying so.
      const { log } = (
        await call<{ log: string }>('GET', `/api/functions/${id}/deployments/${d.version}/logs`, { token })
      ).body;
      expect(log).toContain('image built; starting 1 instance(s)');
      expect(log.endsWith(`] failed: ${d.error}\n`)).toBe(true);
      expect((await call('GET', `/api/functions/${id}`, { token })).body).toMatchObject({
        status: 'active',
        deployment_version: 1,
      });
      expect((await invoke(token, id, {})).body.result).toEqual({ version: 1, name: null });
    });

    it('a custom handler name and env vars from deploy reach the function', async () => {
      const fn = await initFunction(token);
      await deployActive(
        token,
        fn,
        {
          'function.json': '{"handler":"src/main.run"}',
          'src/main.js': 'exports.run = () => ({ mode: process.env.MODE });\n',
        },
        JSON.stringify({ MODE: 'fast' }),
      );
      expect((await invoke(token, fn, {})).body.result).toEqual({ mode: 'fast' });
      // The function's details show it afterwards, beside the configuration's own.
      expect((await call('GET', `/api/functions/${fn}`, { token })).body).toMatchObject({
        deploy_env: { MODE: 'fast' },
        env: {},
      });
    });

    it.each([
      ['absolute path', [{ name: '/tmp/evil.js', content: 'x' }], /absolute path/],
      ['parent directory', [{ name: '../evil.js', content: 'x' }], /"\.\."/],
      ['symlink out of the root', [{ name: 'index.js', type: '2', linkname: '/etc/passwd' }], /outside/],
      ['device file', [{ name: 'dev', type: '3' }], /CharacterDevice/],
      ['empty archive', [], /empty/],
    ])('a hostile archive (%s) is refused with 400 and creates nothing', async (_what, entries, details) => {
      const before = (await call('GET', `/api/functions/${id}/deployments`, { token })).body.count;
      expectError(await deploy(token, id, rawTarGz(entries)), 400, 'Invalid request', details);
      expect((await call('GET', `/api/functions/${id}/deployments`, { token })).body.count).toBe(before);
    });

    it('an archive that is not gzip is refused', async () => {
      expectError(
        await deploy(token, id, Buffer.from('just text, not an archive')),
        400,
        'Invalid request',
        /not a gzip file/,
      );
    });

    it.each([
      ['not JSON', '{oops', /not valid JSON/],
      ['an array', '["A"]', /must be a JSON object/],
      ['a number value', '{"A": 1}', /value of A must be a string/],
      ['a bad name', '{"1A": "x"}', /invalid variable name/],
      ['too large', JSON.stringify({ BIG: 'x'.repeat(5000) }), /larger than 4096/],
    ])('env that is %s is 400', async (_what, env, details) => {
      expectError(
        await deploy(token, id, archiveOf({ 'index.js': versionHandler(3) }), env),
        400,
        'Invalid request',
        details,
      );
    });

    it('deploy needs an archive and a function_id that is a UUID of an own function', async () => {
      expectError(
        await call('POST', '/api/functions/deploy', { token, form: deployForm(id, null) }),
        400,
        'Invalid request',
        /archive/,
      );
      expectError(
        await call('POST', '/api/functions/deploy', {
          token,
          form: deployForm('nope', archiveOf({ 'index.js': 'x' })),
        }),
        400,
        'Invalid request',
        /function_id/,
      );
      const unknown = '00000000-0000-4000-8000-000000000000';
      expectError(
        await deploy(token, unknown, archiveOf({ 'index.js': versionHandler(1) })),
        404,
        'Not found',
      );
      expectError(await deploy(other, id, archiveOf({ 'index.js': versionHandler(1) })), 404, 'Not found');
    });

    it('delete removes the function, its containers and images', async () => {
      const res = await call('DELETE', `/api/functions/${id}`, { token: other });
      expectError(res, 404, 'Not found');
      const del = await call('DELETE', `/api/functions/${id}`, { token });
      expect(del.status).toBe(200);
      expect(del.body.message).toMatch(/deleted/);
      expectError(await call('GET', `/api/functions/${id}`, { token }), 404, 'Not found');
      // The deletion ends with the rows (after the containers, images and archive): waited for too.
      const db = await testDb();
      const deadline = Date.now() + 30000;
      let left = { containers: 1, images: 1, rows: 1 };
      while (Object.values(left).some(Boolean) && Date.now() < deadline) {
        // The engine may fail a listing while it is removing one of the images: ask again.
        left = {
          containers: await docker.listContainers({ all: true, filters: { name: [`fnhost-${id}-`] } }).then(
            (l) => l.length,
            () => left.containers,
          ),
          images: await docker.listImages({ filters: { reference: [`fnhost/fn-${id}`] } }).then(
            (l) => l.length,
            () => left.images,
          ),
          rows:
            (
              await db.query(
                'SELECT 1 FROM functions WHERE uuid = $1 UNION ALL SELECT 1 FROM deployments WHERE function_uuid = $1',
                [id],
              )
            ).rowCount ?? 0,
        };
        await new Promise((r) => setTimeout(r, 250));
      }
      await db.end();
      expect(left).toEqual({ containers: 0, images: 0, rows: 0 });
    });
  });

  it('a call running on a version that a rollback replaces finishes on it', async () => {
    const slow = (v: number) =>
      `exports.handler = async (e) => { await new Promise((r) => setTimeout(r, e.ms || 0)); return { version: ${v} }; };\n`;
    const id = await initFunction(token);
    await deployActive(token, id, { 'index.js': slow(1) });
    await deployActive(token, id, { 'index.js': slow(2) });
    expect((await invoke(token, id, {})).body.result).toEqual({ version: 2 }); // v2 warm
    const running = invoke(token, id, { ms: 4000 });
    // The call is on v2's container once the worker counts it in flight.
    const inFlight = async () => {
      const health = (await (await fetch(`${WORKER}/health`)).json()) as { worker: { in_flight: number } };
      return health.worker.in_flight > 0;
    };
    for (const started = Date.now(); !(await inFlight());) {
      if (Date.now() - started > 3000) throw new Error('the call never reached the container');
      await new Promise((r) => setTimeout(r, 20));
    }
    const rb = await call('POST', `/api/functions/${id}/rollback`, { token, json: { version: 1 } });
    expect(rb.status).toBe(200);
    await expect(running).resolves.toMatchObject({
      status: 200,
      body: { status: 'success', result: { version: 2 } },
    });
    expect((await invoke(token, id, {})).body.result).toEqual({ version: 1 });
  });

  it('an archive over MAX_ARCHIVE_MB is 413', async () => {
    const api = spawnApp('api', { PORT: portOf(3194), MAX_ARCHIVE_MB: '1' });
    try {
      await waitFor(`http://127.0.0.1:${port(3194)}/health`);
      const id = await initFunction(token);
      const res = await fetch(`http://127.0.0.1:${port(3194)}/api/functions/deploy`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: deployForm(id, Buffer.alloc(1024 * 1024 + 100, 1)),
      });
      expect(res.status).toBe(413);
      expect(await res.json()).toEqual({ error: 'Payload too large', details: expect.any(String) });
    } finally {
      api.kill('SIGKILL');
    }
  });
});
