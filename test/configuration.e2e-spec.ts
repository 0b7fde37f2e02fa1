import { newUserToken } from './support/fixtures';
import { deploy, archiveOf, deployActive, initFunction, invoke, waitBuilt } from './support/functions';
import { call, expectError } from './support/http';
import { WORKER } from './support/stack';
import { untilInFlight } from './support/wait';

/**
 * What the function sees of its configuration: its env, memory limit and timeout, the container it
 * runs in (a random id per process) and the code version. `sleep` (ms) holds the call.
 */
const handler = (version: number) => `
const id = require('crypto').randomBytes(6).toString('hex');
exports.handler = async (event) => {
  if (event && event.sleep) await new Promise((r) => setTimeout(r, event.sleep));
  const { MODE, KEEP, ONLY_CONFIG } = process.env;
  return { version: ${version}, env: { MODE, KEEP, ONLY_CONFIG }, memoryMb: process.constrainedMemory() / 1048576, id };
};
`;

interface Seen {
  version: number;
  env: Record<string, string | undefined>;
  memoryMb: number;
  id: string;
}

const seen = async (token: string, fn: string, body: unknown = {}) => {
  const res = await invoke(token, fn, body);
  expect(res.body).toMatchObject({ status: 'success' });
  return res.body.result as Seen;
};

const patch = (token: string, fn: string, json: unknown) =>
  call('PATCH', `/api/functions/${fn}`, { token, json });
/** The function's details, without its running instances (they change with the calls, not with a PATCH). */
const details = async (token: string, fn: string) => {
  const body = (await call('GET', `/api/functions/${fn}`, { token })).body;
  delete body.instances;
  return body;
};
const history = async (token: string, fn: string) =>
  (await call('GET', `/api/functions/${fn}/deployments`, { token })).body as {
    count: number;
    deployments: { version: number; env: Record<string, string> }[];
    config_revisions: { revision: number; changed: string[]; timeout: number; env: Record<string, string> }[];
  };

describe('configuration without a rebuild', () => {
  let token: string;
  let fn: string;

  beforeAll(async () => {
    token = (await newUserToken()).token;
    fn = await initFunction(token, { memory: 128, timeout: 10 });
    await deployActive(
      token,
      fn,
      { 'index.js': handler(1) },
      JSON.stringify({ MODE: 'deploy', KEEP: 'kept' }),
    );
  });

  it('a PATCH applies at once without a build, as a configuration revision', async () => {
    const before = await seen(token, fn);
    expect(before).toMatchObject({ version: 1, env: { MODE: 'deploy', KEEP: 'kept' }, memoryMb: 128 });

    const res = await patch(token, fn, {
      env: { MODE: 'config', ONLY_CONFIG: 'yes' },
      memory: 256,
      description: 'resizes',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      description: 'resizes',
      memory: 256,
      timeout: 10,
      env: { MODE: 'config', ONLY_CONFIG: 'yes' },
      secrets: [],
      config_revision: 2,
      deployment_version: 1,
    });

    // The configured env wins over the deploy-time env, which stays; a new instance with the new memory.
    const after = await seen(token, fn);
    expect(after).toMatchObject({
      version: 1,
      env: { MODE: 'config', KEEP: 'kept', ONLY_CONFIG: 'yes' },
      memoryMb: 256,
    });
    expect(after.id).not.toBe(before.id);

    const h = await history(token, fn);
    expect(h.count).toBe(1); // no new version, no build
    expect(h.config_revisions.map((r) => [r.revision, r.changed])).toEqual([
      [2, ['memory', 'env', 'description']],
      [1, []],
    ]);
    expect((await details(token, fn)).config_revision).toBe(2);
  });

  it('the same configuration again is no new revision and keeps the instance', async () => {
    const warm = await seen(token, fn);
    const res = await patch(token, fn, { memory: 256, env: { ONLY_CONFIG: 'yes', MODE: 'config' } });
    expect(res.body.config_revision).toBe(2);
    expect((await seen(token, fn)).id).toBe(warm.id);
  });

  it('a PATCH while a call runs: that call finishes on the old configuration, the next sees the new', async () => {
    const running = invoke(token, fn, { sleep: 1500 });
    await untilInFlight(WORKER);
    expect((await patch(token, fn, { env: { MODE: 'during' } })).status).toBe(200);
    const next = await seen(token, fn);
    expect(next.env).toEqual({ MODE: 'during', KEEP: 'kept' });
    const finished = await running;
    expect(finished.body).toMatchObject({
      status: 'success',
      result: { env: { MODE: 'config', ONLY_CONFIG: 'yes' } },
    });
    expect((finished.body.result as Seen).id).not.toBe(next.id);
  });

  it('a shorter timeout applies to the very next call', async () => {
    expect((await seen(token, fn, { sleep: 1500 })).version).toBe(1);
    expect((await patch(token, fn, { timeout: 1 })).body.timeout).toBe(1);
    const res = await invoke(token, fn, { sleep: 1500 });
    expect(res.body).toMatchObject({ status: 'timeout' });
    await patch(token, fn, { timeout: 10 });
    expect((await seen(token, fn, { sleep: 1500 })).version).toBe(1);
  });

  it("a rollback restores the version's code and deploy-time env, and keeps the configuration", async () => {
    const v2 = await deploy(token, fn, archiveOf({ 'index.js': handler(2) }), JSON.stringify({ KEEP: 'v2' }));
    expect((await waitBuilt(token, fn, v2.body.version as number)).status).toBe('active');
    const configured = (await details(token, fn)).config_revision;
    expect(await seen(token, fn)).toMatchObject({
      version: 2,
      env: { MODE: 'during', KEEP: 'v2' },
      memoryMb: 256,
    });

    const back = await call('POST', `/api/functions/${fn}/rollback`, { token, json: { version: 1 } });
    expect(back.status).toBe(200);
    expect(await seen(token, fn)).toMatchObject({
      version: 1,
      env: { MODE: 'during', KEEP: 'kept' },
      memoryMb: 256,
    });
    expect((await details(token, fn)).config_revision).toBe(configured);
    const h = await history(token, fn);
    expect(h.deployments.map((d) => [d.version, d.env])).toEqual([
      [2, { KEEP: 'v2' }],
      [1, { MODE: 'deploy', KEEP: 'kept' }],
    ]);
  });

  // Each field's rules: apps/api/src/functions/functions.spec.ts. Here, through the stack.
  it.each([
    ['an unknown field', { cpu: 2 }, /cpu: unknown field/],
    ['an env name that is not shell-safe', { env: { '1A': 'x' } }, /env: invalid variable name "1A"/],
    [
      'a secret the account lacks',
      { secrets: ['nope-1', 'nope-2'] },
      /no secret nope-1, nope-2 in the function's team/,
    ],
    ['one bad field beside good ones', { memory: 512, timeout: 0 }, /timeout must not be less than 1/],
  ])('%s is 400 and changes nothing', async (_what, body, details_) => {
    const before = await details(token, fn);
    expectError(await patch(token, fn, body), 400, 'Invalid request', details_);
    expect(await details(token, fn)).toEqual(before);
  });

  it("function.json's scaling settings become the function's configuration at deploy; a bad one is 400 and changes nothing", async () => {
    const fn = await initFunction(token);
    const before = await details(token, fn);
    const revision = before.config_revision as number;
    const withManifest = (manifest: unknown) =>
      archiveOf({ 'index.js': handler(1), 'function.json': JSON.stringify(manifest) });
    for (const [manifest, message] of [
      [{ max_instances: 0 }, /function.json: max_instances must be an integer from 1 to 50/],
      [{ concurrency_per_instance: 'many' }, /function.json: concurrency_per_instance must be an integer/],
      [{ min_instances: 3, max_instances: 2 }, /min_instances \(3\) is above max_instances \(2\)/],
      [{ min_instances: 11 }, /function.json: min_instances must be an integer from 0 to 10/],
    ] as const) {
      expectError(await deploy(token, fn, withManifest(manifest)), 400, 'Invalid request', message);
      expect(await details(token, fn)).toEqual(before);
    }
    expect((await history(token, fn)).count).toBe(0);

    const v1 = await deploy(token, fn, withManifest({ max_instances: 3, concurrency_per_instance: 2 }));
    expect((await waitBuilt(token, fn, v1.body.version as number)).status).toBe('active');
    expect(await details(token, fn)).toMatchObject({
      max_instances: 3,
      concurrency_per_instance: 2,
      min_instances: 0,
      config_revision: revision + 1,
    });
    const [latest] = (await history(token, fn)).config_revisions;
    expect([latest.revision, [...latest.changed].sort()]).toEqual([
      revision + 1,
      ['concurrency_per_instance', 'max_instances'],
    ]);
    // A PATCH overrides them; a deploy naming the same settings again is no new revision.
    expect((await patch(token, fn, { max_instances: 5 })).status).toBe(200);
    const v2 = await deploy(token, fn, withManifest({ concurrency_per_instance: 2 }));
    expect((await waitBuilt(token, fn, v2.body.version as number)).status).toBe('active');
    expect(await details(token, fn)).toMatchObject({
      max_instances: 5,
      concurrency_per_instance: 2,
      config_revision: revision + 2,
    });
  });

  it("another account's function, a missing one and a malformed id are 404, 404 and 400", async () => {
    const other = (await newUserToken()).token;
    expectError(await patch(other, fn, { memory: 512 }), 404, 'Not found');
    expectError(
      await patch(token, '00000000-0000-4000-8000-000000000000', { memory: 512 }),
      404,
      'Not found',
    );
    expectError(await patch(token, 'not-a-uuid', { memory: 512 }), 400, 'Invalid request');
    expect((await details(token, fn)).memory).toBe(256);
  });
});
