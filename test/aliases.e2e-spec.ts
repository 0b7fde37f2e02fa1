import { Client } from 'pg';
import { testDb } from './support/fixtures';
import { archiveOf, deploy, deployActive, initFunction, invoke, waitBuilt } from './support/functions';
import { call, expectError } from './support/http';
import { newUserToken } from './support/fixtures';
import { until } from './support/wait';
import { deployVersions, invokeMany, recorded, versionFiles, versionOf } from './support/versions';

type Alias = {
  name: string;
  version: number;
  canary: { version: number; percent: number } | null;
  description: string | null;
};
type Execution = {
  uuid: string;
  version: number | null;
  alias: string | null;
  status: string;
  trigger: string;
};

describe('aliases', () => {
  let token: string;
  let fn: string;
  let db: Client;
  let v1: number;
  let v2: number;
  const putAlias = (name: string, json: unknown) =>
    call<Alias>('PUT', `/api/functions/${fn}/aliases/${name}`, { token, json });
  const aliases = async () =>
    (await call<{ aliases: Alias[] }>('GET', `/api/functions/${fn}/aliases`, { token })).body.aliases;
  /** Waits until `n` executions of `fn` are in PostgreSQL (the recorders write them in batches). */
  const recordedCount = async (f: string, n: number, since: Date) => {
    await until(
      `${n} executions recorded`,
      async () => (await recorded(db, f, since)).reduce((sum, r) => sum + r.n, 0) >= n,
    );
    return recorded(db, f, since);
  };

  beforeAll(async () => {
    ({ token } = await newUserToken());
    fn = await initFunction(token);
    [v1, v2] = await deployVersions(token, fn, ['one', 'two']);
    db = await testDb();
  }, 240_000);
  afterAll(() => db?.end());

  // The draw itself is pickVersion's (its unit spec counts 10,000): here, that calls through the
  // stack follow it, each recorded with the version that ran. 20 to 60 of 200 is 3.5 deviations.
  it('weights: 200 calls at 20% send 20 to 60 to the canary, each recorded with its version and alias', async () => {
    const created = await putAlias('prod', { version: v1, canary: { version: v2, percent: 20 } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'prod', version: v1, canary: { version: v2, percent: 20 } });
    const since = new Date();
    const replies = await invokeMany(token, fn, 200, '?alias=prod');
    expect(replies.every((r) => r.status === 200 && r.body.status === 'success')).toBe(true);
    // The header and the result agree on the version that ran.
    for (const r of replies)
      expect((r.body.result as { v: string }).v).toBe(versionOf(r) === v2 ? 'two' : 'one');
    const onCanary = replies.filter((r) => versionOf(r) === v2).length;
    expect(onCanary).toBeGreaterThanOrEqual(20);
    expect(onCanary).toBeLessThanOrEqual(60);
    expect(await recordedCount(fn, 200, since)).toEqual([
      { version: v1, alias: 'prod', n: 200 - onCanary },
      { version: v2, alias: 'prod', n: onCanary },
    ]);
    const one = replies[0];
    const execution = await call<{ execution: Execution }>(
      'GET',
      `/api/functions/${fn}/executions/${one.body.execution_id as string}`,
      { token },
    );
    expect(execution.body.execution).toMatchObject({ version: versionOf(one), alias: 'prod' });
  }, 180_000);

  it('an alias stays on its version while latest moves with deploys and rollbacks', async () => {
    expect((await putAlias('stable', { version: v1, description: 'what customers get' })).status).toBe(201);
    const moved = await putAlias('stable', { version: v1, description: 'pinned' });
    expect([moved.status, moved.body.description]).toEqual([200, 'pinned']);
    const v3 = (await deployActive(token, fn, versionFiles('three'))).version;
    const byStable = await call('POST', `/api/functions/${fn}/invoke?alias=stable`, { token, json: {} });
    expect([versionOf(byStable), byStable.body.result]).toEqual([v1, { v: 'one' }]);
    const byLatest = await invoke(token, fn, {});
    expect([versionOf(byLatest), byLatest.body.result]).toEqual([v3, { v: 'three' }]);
    expect(
      (await call('POST', `/api/functions/${fn}/rollback`, { token, json: { version: v2 } })).status,
    ).toBe(200);
    await until('latest back on v2', async () => versionOf(await invoke(token, fn, {})) === v2);
    const listed = await aliases();
    expect(listed.map((a) => [a.name, a.version])).toEqual([
      ['latest', v2],
      ['prod', v1],
      ['stable', v1],
    ]);
    expect(
      versionOf(await call('POST', `/api/functions/${fn}/invoke?alias=stable`, { token, json: {} })),
    ).toBe(v1);
  }, 240_000);

  it('invoke by version, synchronously and asynchronously: the execution records the version and no alias', async () => {
    const sync = await call('POST', `/api/functions/${fn}/invoke?version=${v1}`, { token, json: {} });
    expect([sync.status, versionOf(sync), sync.body.result]).toEqual([200, v1, { v: 'one' }]);
    const accepted = await call('POST', `/api/functions/${fn}/invoke?version=${v1}`, {
      token,
      json: {},
      headers: { prefer: 'respond-async' },
    });
    expect(accepted.status).toBe(202);
    const id = accepted.body.execution_id as string;
    let done: Execution | undefined;
    await until('the async execution finished', async () => {
      done = (await call<{ execution: Execution }>('GET', `/api/functions/${fn}/executions/${id}`, { token }))
        .body.execution;
      return done.status === 'success';
    });
    expect(done).toMatchObject({ version: v1, alias: null, trigger: 'async' });
  }, 60_000);

  it('a function URL, a schedule, an async invoke and a destination go through an alias', async () => {
    const url = await call<{ url: string; alias: string }>('PUT', `/api/functions/${fn}/url`, {
      token,
      json: { auth: 'none', alias: 'stable' },
    });
    expect([url.status, url.body.alias]).toEqual([201, 'stable']);
    const hit = await fetch(url.body.url);
    expect([hit.status, hit.headers.get('x-fnhost-version'), await hit.json()]).toEqual([
      200,
      String(v1),
      { v: 'one' },
    ]);

    const schedule = await call<{ id: string; alias: string }>('POST', `/api/functions/${fn}/schedules`, {
      token,
      json: { cron: '@daily', alias: 'stable' },
    });
    expect([schedule.status, schedule.body.alias]).toEqual([201, 'stable']);
    await db.query(`UPDATE schedules SET next_run_at = now() WHERE uuid = $1`, [schedule.body.id]);
    let run: Execution | undefined;
    await until('the scheduled run finished', async () => {
      const list = await call<{ executions: Execution[] }>(
        'GET',
        `/api/functions/${fn}/executions?trigger=schedule`,
        { token },
      );
      run = list.body.executions.find((e) => e.status === 'success');
      return !!run;
    });
    expect(run).toMatchObject({ version: v1, alias: 'stable' });

    const accepted = await call('POST', `/api/functions/${fn}/invoke?alias=stable`, {
      token,
      json: {},
      headers: { prefer: 'respond-async' },
    });
    const id = accepted.body.execution_id as string;
    await until('the async execution through stable finished', async () => {
      const e = (
        await call<{ execution: Execution }>('GET', `/api/functions/${fn}/executions/${id}`, { token })
      ).body.execution;
      return e.status === 'success' && e.version === v1 && e.alias === 'stable';
    });

    // Another function's outcomes go to this one through stable.
    const source = await initFunction(token);
    await deployActive(token, source, versionFiles('source'));
    const config = await call('PUT', `/api/functions/${source}/async-config`, {
      token,
      json: {
        max_retries: 0,
        max_event_age_s: 600,
        on_success: { type: 'function', function_id: fn, alias: 'stable' },
      },
    });
    expect(config.status).toBe(200);
    expect(config.body.on_success).toEqual({ type: 'function', function_id: fn, alias: 'stable' });
    await call('POST', `/api/functions/${source}/invoke`, {
      token,
      json: {},
      headers: { prefer: 'respond-async' },
    });
    await until('the destination ran through stable', async () => {
      const list = await call<{ executions: Execution[] }>(
        'GET',
        `/api/functions/${fn}/executions?trigger=async`,
        {
          token,
        },
      );
      return list.body.executions.filter((e) => e.alias === 'stable' && e.status === 'success').length >= 2;
    });

    // Deleting it while they go through it: 409 naming each user; nothing changes.
    const refused = await call('DELETE', `/api/functions/${fn}/aliases/stable`, { token });
    expectError(refused, 409, 'Conflict', /^alias stable is in use by /);
    const details = refused.body.details as string;
    expect(details).toContain(`URL ${url.body.url.split('/fn/')[1].replace('/', '')}`);
    expect(details).toContain(`schedule ${schedule.body.id}`);
    expect(details).toContain(`the destination of function ${source}`);
    expect((await aliases()).map((a) => a.name)).toContain('stable');
  }, 180_000);

  it('bad inputs: each a 400 or 409 naming the problem, nothing changed', async () => {
    const before = await aliases();
    const failed = await deploy(token, fn, archiveOf({ 'index.js': 'this is not javascript(' }));
    const failedVersion = failed.body.version as number;
    expect((await waitBuilt(token, fn, failedVersion)).status).toBe('failed');
    // The form's rules: apps/api/src/releases/aliases/aliases.spec.ts. Here, what needs the function's versions.
    const cases: [string, unknown, number, RegExp][] = [
      ['prod', { version: 99 }, 400, /^version: version 99 does not exist$/],
      [
        'prod',
        { version: failedVersion },
        400,
        new RegExp(`^version: version ${failedVersion} has no built image \\(status: failed\\)$`),
      ],
      [
        'prod',
        { version: v1, canary: { version: v1, percent: 10 } },
        400,
        /^canary\.version: must differ from version$/,
      ],
      [
        'prod',
        { version: v1, canary: { version: 99, percent: 10 } },
        400,
        /^canary\.version: version 99 does not exist$/,
      ],
      ['latest', { version: v1 }, 400, /^alias latest is reserved/],
    ];
    for (const [name, json, status, details] of cases)
      expectError(
        await putAlias(name, json),
        status,
        status === 400 ? 'Invalid request' : 'Conflict',
        details,
      );
    expectError(
      await call('POST', `/api/functions/${fn}/invoke?alias=prod&version=1`, { token, json: {} }),
      400,
      'Invalid request',
      /^alias, version: give one of them, not both$/,
    );
    expectError(
      await call('POST', `/api/functions/${fn}/invoke?alias=nope`, { token, json: {} }),
      400,
      'Invalid request',
      new RegExp(`^alias: function ${fn} has no alias nope$`),
    );
    expectError(
      await call('POST', `/api/functions/${fn}/invoke?version=${failedVersion}`, { token, json: {} }),
      400,
      'Invalid request',
      new RegExp(`^version: function ${fn} has no built version ${failedVersion}$`),
    );
    expectError(
      await call('PUT', `/api/functions/${fn}/url`, { token, json: { auth: 'none', alias: 'nope' } }),
      400,
      'Invalid request',
      /^alias: function .* has no alias nope$/,
    );
    expectError(
      await call('DELETE', `/api/functions/${fn}/aliases/latest`, { token }),
      400,
      'Invalid request',
    );
    expectError(await call('GET', `/api/functions/${fn}/aliases/nope`, { token }), 404, 'Not found');
    expect(await aliases()).toEqual(before);
    // Another account sees none of it.
    const outsider = (await newUserToken()).token;
    expect((await call('GET', `/api/functions/${fn}/aliases`, { token: outsider })).status).toBe(404);
    expect(
      (await call('PUT', `/api/functions/${fn}/aliases/mine`, { token: outsider, json: { version: v1 } }))
        .status,
    ).toBe(404);
  }, 240_000);

  it('an alias no one uses is deleted; calls through it are then refused', async () => {
    expect((await putAlias('temp', { version: v2 })).status).toBe(201);
    const deleted = await call('DELETE', `/api/functions/${fn}/aliases/temp`, { token });
    expect(deleted.body).toEqual({ message: expect.stringMatching(/^alias temp of function .* deleted$/) });
    expect((await call('POST', `/api/functions/${fn}/invoke?alias=temp`, { token, json: {} })).status).toBe(
      400,
    );
    expectError(await call('DELETE', `/api/functions/${fn}/aliases/temp`, { token }), 404, 'Not found');
  });
});
