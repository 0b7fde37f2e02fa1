import { DEFAULT_RUNTIME, findRuntime } from '@fnhost/runtime';
import { ChildProcess, spawn } from 'child_process';
import Docker from 'dockerode';
import IORedis from 'ioredis';
import { mkdirSync } from 'fs';
import { newUserToken, testDb } from './support/fixtures';
import { archiveOf, deploy, deployActive, initFunction, invoke, waitBuilt } from './support/functions';
import { call, expectError } from './support/http';
import { portOf, processEnv, ROOT, spawnApp, waitFor } from './support/stack';
import { until } from './support/wait';

/**
 * Two workers acting as two hosts: worker A on the machine's Podman, worker B on a second Podman
 * with a storage root and API socket of its own (started here), so B has none of A's images.
 * They share PostgreSQL (archives too: STORAGE_DRIVER=postgres), Redis and the registry that
 * `npm test` provisions on 127.0.0.1:5000. An api, the two workers and a Redis db of their own.
 */
const REGISTRY = '127.0.0.1:5000';
const HOST2 = '/run/fnhost-e2e-host2';
const HOST2_SOCKET = `${HOST2}/podman.sock`;
const API_PORT = portOf(3150);
const base = `http://127.0.0.1:${API_PORT}`;
const shared = {
  REDIS_URL: 'redis://127.0.0.1:6379/5',
  STORAGE_DRIVER: 'postgres',
  REGISTRY,
  REGISTRY_TLS_VERIFY: 'false',
  PUBLIC_URL: base,
};
const HOSTS = {
  a: {
    port: portOf(3151),
    env: { NODE_NAME: 'host-a' },
    engine: new Docker({ socketPath: '/run/podman/podman.sock' }),
  },
  b: {
    port: portOf(3152),
    env: {
      NODE_NAME: 'host-b',
      DOCKER_HOST: `unix://${HOST2_SOCKET}`,
      // A host of its own: its directories too. Sharing the first host's, its orphan sweep (which
      // sees its own engine's containers only) removed the live stem cells' directories of the
      // suites' shared worker.
      SOCKET_DIR: '/run/fnhost/sockets-b',
      CODE_DIR: '/var/lib/fnhost/code-b',
      SECRETS_DIR: '/dev/shm/fnhost-secrets-b',
      // B starts containers of the images it pulls: the registry path stays tested (A takes stem cells).
      STEM_CELLS: '0',
      // A worker holds no secret of the api's: B boots and serves without any of them.
      JWT_SECRET: undefined,
      APIKEY_MASTER_SECRET: undefined,
      IDP_CLIENT_SECRET: undefined,
    },
    engine: new Docker({ socketPath: HOST2_SOCKET }),
  },
};
type Host = keyof typeof HOSTS;

const HANDLER = (version: number) => `const os = require('os');
exports.handler = async (e) => {
  if (e.sleep) await new Promise((r) => setTimeout(r, e.sleep));
  return { version: ${version}, container: os.hostname() };
};
`;

const workers: Partial<Record<Host, ChildProcess>> = {};
async function startWorker(host: Host): Promise<void> {
  workers[host] = spawnApp('worker', { ...shared, ...HOSTS[host].env, WORKER_PORT: HOSTS[host].port });
  await waitFor(`http://127.0.0.1:${HOSTS[host].port}/health`);
}
async function stopWorker(host: Host, signal: NodeJS.Signals): Promise<void> {
  const worker = workers[host];
  if (!worker || worker.exitCode !== null) return;
  worker.kill(signal);
  await new Promise((r) => worker.on('exit', r));
}
const health = async (host: Host) =>
  (await fetch(`http://127.0.0.1:${HOSTS[host].port}/health`)).json() as Promise<{
    worker: {
      id: string;
      host: string;
      in_flight: number;
      pulls: { image: string; ms: number }[];
      warm_containers: unknown[];
    };
  }>;

/** A function's containers on a host: by name (a stem cell's labels are not its function's). */
const containersOf = (host: Host, fn: string) =>
  HOSTS[host].engine.listContainers({ all: true, filters: { name: [`fnhost-${fn}-`] } });
const imagesOf = async (host: Host, fn: string) =>
  (await HOSTS[host].engine.listImages({ filters: { reference: [`${REGISTRY}/fnhost/fn-${fn}`] } })).flatMap(
    (i) => i.RepoTags ?? [],
  );
const timed = async <T>(work: () => Promise<T>) => {
  const started = Date.now();
  return { value: await work(), ms: Date.now() - started };
};

describe('workers on two hosts', () => {
  let api: ChildProcess;
  let podman2: ChildProcess;
  let token: string;
  let fn: string;
  const deployments: Record<number, string> = {};

  beforeAll(async () => {
    mkdirSync(HOST2, { recursive: true });
    podman2 = spawn(
      'podman',
      [
        '--root',
        '/var/lib/fnhost-e2e-host2/storage',
        '--runroot',
        `${HOST2}/run`,
        'system',
        'service',
        '--time=0',
        `unix://${HOST2_SOCKET}`,
      ],
      { cwd: '/', stdio: 'ignore' },
    );
    await until(
      'second engine up',
      () =>
        HOSTS.b.engine.ping().then(
          () => true,
          () => false,
        ),
      30,
    );
    // Each host has the runtime base images (scripts/runtime-images.sh there): any worker may build.
    const baseImage = findRuntime(DEFAULT_RUNTIME)!.baseImage;
    if (!(await HOSTS.b.engine.listImages({ filters: { reference: [baseImage] } })).length) {
      const loaded = await HOSTS.b.engine.loadImage(await HOSTS.a.engine.getImage(baseImage).get());
      await new Promise((resolve, reject) =>
        HOSTS.b.engine.modem.followProgress(loaded, (err) => (err ? reject(err) : resolve(null))),
      );
    }
    api = spawnApp('api', { ...shared, PORT: API_PORT });
    await waitFor(`${base}/health`);
    await startWorker('a');
    token = (await newUserToken()).token;
    fn = await initFunction(token, { timeout: 10 }, undefined, base);
  });

  afterAll(async () => {
    await Promise.all([stopWorker('a', 'SIGTERM'), stopWorker('b', 'SIGTERM')]);
    api.kill('SIGTERM');
    podman2.kill('SIGTERM');
    await Promise.all(
      [api, podman2].map((p) => new Promise((r) => (p.exitCode !== null ? r(null) : p.on('exit', r)))),
    );
  });

  it('a function deployed through host A is invoked on host B, which pulls its image first', async () => {
    deployments[1] = (await deployActive(token, fn, { 'index.js': HANDLER(1) }, undefined, base)).uuid;
    const pushed = await fetch(`http://${REGISTRY}/v2/fnhost/fn-${fn}/tags/list`);
    expect(await pushed.json()).toEqual({ name: `fnhost/fn-${fn}`, tags: ['v1'] });
    expect(await imagesOf('b', fn)).toEqual([]);

    await startWorker('b');
    await stopWorker('a', 'SIGTERM'); // B is the only worker left: the invocation must run there
    const first = await timed(() => invoke(token, fn, {}, base));
    expect(first.value.body).toMatchObject({ status: 'success', result: { version: 1 } });
    const warm = await timed(() => invoke(token, fn, {}, base));
    expect(warm.value.body).toMatchObject({ status: 'success', result: { version: 1 } });
    const { worker } = await health('b');
    expect(worker.host).toBe('host-b');
    expect(worker.pulls).toEqual([
      { image: `${REGISTRY}/fnhost/fn-${fn}:v1`, ms: expect.any(Number), at: expect.any(String) },
    ]);
    console.log(
      `host B: first invocation ${first.ms} ms (image pull ${worker.pulls[0].ms} ms + container start), warm ${warm.ms} ms`,
    );
    expect(await imagesOf('b', fn)).toEqual([`${REGISTRY}/fnhost/fn-${fn}:v1`]);
    expect(await containersOf('b', fn)).toHaveLength(1);
    await startWorker('a');
  });

  it('the workers listing shows both hosts with their warm containers', async () => {
    type Listed = { host: string; warm_containers: { function_uuid: string }[] };
    const workers = () =>
      new Promise<Listed[]>((resolve, reject) => {
        const cli = spawn(
          process.execPath,
          ['-r', './scripts/paths.js', 'dist/apps/api/src/cli.js', 'workers', '--json'],
          {
            cwd: ROOT,
            env: processEnv(shared),
          },
        );
        let out = '';
        cli.stdout.on('data', (d) => (out += d));
        cli.on('close', () => {
          try {
            resolve(JSON.parse(out) as Listed[]);
          } catch (err) {
            reject(err as Error);
          }
        });
      });
    // The listing reads the heartbeats, written every 2 s: B's container shows by the next one.
    let listed: Listed[] = [];
    await until(
      'the listing shows B with its container',
      async () => (listed = await workers()).find((w) => w.host === 'host-b')?.warm_containers.length === 1,
      10,
    );
    expect(listed.map((w) => w.host).sort()).toEqual(['host-a', 'host-b']);
    expect(listed.find((w) => w.host === 'host-b')!.warm_containers).toEqual([
      expect.objectContaining({ function_uuid: fn, deployment_uuid: deployments[1] }),
    ]);
  });

  it('a rollback takes effect on both hosts: each retires the other version and warms the target', async () => {
    const v2 = await deploy(token, fn, archiveOf({ 'index.js': HANDLER(2) }), undefined, base);
    deployments[2] = (await waitBuilt(token, fn, v2.body.version as number, 120, base)).uuid;
    expect((await invoke(token, fn, {}, base)).body.result).toMatchObject({ version: 2 });
    const rolled = await call('POST', `/api/functions/${fn}/rollback`, { token, base, json: { version: 1 } });
    expect(rolled.status).toBe(200);
    for (const host of ['a', 'b'] as Host[])
      await until(
        `host ${host} runs version 1 only`,
        async () => {
          const running = await containersOf(host, fn);
          return running.length === 1 && running[0].Names[0].startsWith(`/fnhost-${fn}-v1-`);
        },
        45,
      );
    const replies = await Promise.all(Array.from({ length: 6 }, () => invoke(token, fn, {}, base)));
    expect(replies.map((r) => r.body.result)).toEqual(Array(6).fill(expect.objectContaining({ version: 1 })));
  });

  it('the concurrency limit of 10 holds across both hosts, and both serve', async () => {
    const replies = await Promise.all(
      Array.from({ length: 11 }, () => invoke(token, fn, { sleep: 2000 }, base)),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([...Array(10).fill(200), 429]);
    expectError(
      replies.find((r) => r.status === 429)!,
      429,
      'Too many requests',
      /concurrent execution limit/,
    );
    const containers = new Set(
      replies.filter((r) => r.status === 200).map((r) => (r.body.result as { container: string }).container),
    );
    // Placement picks at random among the hosts holding a warm container: 10 on one alone is 1 in 512.
    expect(containers.size).toBe(2);
  });

  it('a worker stopped under load leaves placement at once and runs what was placed on it: no call fails', async () => {
    const b = (await health('b')).worker;
    const redis = new IORedis(shared.REDIS_URL);
    const long: ReturnType<typeof invoke>[] = [];
    try {
      // Long calls, one at a time until B runs one (placement picks either warm host at random;
      // seven on A alone is 1 in 128), leaving room under the limit of 10 for the calls below.
      while (long.length < 7 && (await health('b')).worker.in_flight === 0) {
        long.push(invoke(token, fn, { sleep: 4000 }, base));
        await new Promise((r) => setTimeout(r, 300));
      }
      expect((await health('b')).worker.in_flight).toBeGreaterThan(0);
      const stopped = stopWorker('b', 'SIGTERM');
      // Out of the warm set while its heartbeat goes on for the calls it still runs.
      await until(
        "B leaves the version's warm set",
        async () => !(await redis.smembers(`fnhost:warm:${deployments[1]}`)).includes(b.id),
        2,
      );
      expect(await redis.exists(`fnhost:worker-alive:${b.id}`)).toBe(1);
      // Calls placed while B drains: on A, or on B's own queue just before it left, which it works off.
      const during = await Promise.all(Array.from({ length: 3 }, () => invoke(token, fn, {}, base)));
      const replies = [...(await Promise.all(long)), ...during];
      expect(replies.map((r) => [r.status, r.body.status])).toEqual(replies.map(() => [200, 'success']));
      await stopped;
    } finally {
      redis.disconnect();
      await Promise.allSettled(long);
      await stopWorker('b', 'SIGTERM');
      await startWorker('b');
    }
  });

  it('a second host takes instances when the first is full', async () => {
    // One instance per host taking one call at a time: the host holding it is full with one call.
    const busy = await initFunction(
      token,
      { max_instances: 1, concurrency_per_instance: 1, timeout: 30 },
      undefined,
      base,
    );
    await deployActive(token, busy, { 'index.js': HANDLER(1) }, undefined, base);
    const later = (ms: number) => new Promise((r) => setTimeout(r, ms));
    const calls = [
      invoke(token, busy, { sleep: 3000 }, base),
      // Placed on the same host (the only one holding it), which is full: it waits there, saying so.
      later(500).then(() => invoke(token, busy, { sleep: 3000 }, base)),
      // Placed on the other host, which starts an instance of its own.
      later(1500).then(() => invoke(token, busy, {}, base)),
    ];
    const [first, second, third] = (await Promise.all(calls)).map((r) => {
      expect(r.body).toMatchObject({ status: 'success' });
      return (r.body.result as { container: string }).container;
    });
    expect(second).toBe(first);
    expect(third).not.toBe(first);
    for (const host of ['a', 'b'] as Host[]) expect(await containersOf(host, busy)).toHaveLength(1);
    expect((await call('DELETE', `/api/functions/${busy}`, { token, base })).status).toBe(200);
  });

  it('a delete takes effect on both hosts: containers, images and the stored archive go', async () => {
    expect((await call('DELETE', `/api/functions/${fn}`, { token, base })).status).toBe(200);
    for (const host of ['a', 'b'] as Host[])
      // Listing images while another request removes one may fail: until() asks again.
      await until(
        `host ${host} keeps nothing of the function`,
        async () => (await containersOf(host, fn)).length === 0 && (await imagesOf(host, fn)).length === 0,
        45,
      );
    const db = await testDb();
    try {
      expect(
        (await db.query('SELECT DISTINCT key FROM archive_chunks WHERE key LIKE $1', [`functions/${fn}/%`]))
          .rows,
      ).toEqual([]);
    } finally {
      await db.end();
    }
  });

  it('killing the worker that holds the warm container leaves the other serving, and forgets the dead one', async () => {
    // Built and warmed by A alone, so A is the deployment's only warm holder when it dies.
    await stopWorker('b', 'SIGTERM');
    const other = await initFunction(token, {}, undefined, base);
    const { uuid: deployment } = await deployActive(
      token,
      other,
      { 'index.js': HANDLER(1) },
      undefined,
      base,
    );
    await startWorker('b');
    const [a, b] = [(await health('a')).worker.id, (await health('b')).worker.id];
    const redis = new IORedis(shared.REDIS_URL);
    const holders = () => redis.smembers(`fnhost:warm:${deployment}`);
    try {
      expect(await holders()).toEqual([a]);
      await stopWorker('a', 'SIGKILL');
      // Its heartbeat lapses within WORKER_BEAT_TTL_S (6 s): from then on nothing is placed on it.
      await until("A's heartbeat lapses", async () => !(await redis.exists(`fnhost:worker-alive:${a}`)), 10);
      const replies = await Promise.all(Array.from({ length: 5 }, () => invoke(token, other, {}, base)));
      expect(replies.map((r) => [r.status, r.body.status])).toEqual(Array(5).fill([200, 'success']));
      expect(await holders()).toEqual([b]);
    } finally {
      redis.disconnect();
    }
    // A worker on host A again, so the delete reaches that host too (what the dead one left there).
    await startWorker('a');
    expect((await call('DELETE', `/api/functions/${other}`, { token, base })).status).toBe(200);
    await until(
      "the dead worker's container on host A is removed",
      async () => (await containersOf('a', other)).length === 0,
      45,
    );
  });
});
