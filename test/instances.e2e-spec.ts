import { DEFAULT_RUNTIME } from '@fnhost/runtime';
import { execFileSync } from 'child_process';
import { newUserToken } from './support/fixtures';
import { deploy, archiveOf, deployActive, initFunction, invoke, waitBuilt } from './support/functions';
import { call } from './support/http';
import { replaceWorker, TEST_ENV, WORKER } from './support/stack';
import { until, untilInFlight } from './support/wait';

/**
 * Each container process has its own id and start time. `burn` ms of CPU (a busy loop), `sleep` ms
 * of waiting on a timer.
 */
const HANDLER = `
const id = require('crypto').randomBytes(6).toString('hex');
const startedAt = Date.now();
exports.handler = async (event) => {
  const until = Date.now() + (event.burn || 0);
  while (Date.now() < until);
  if (event.sleep) await new Promise((r) => setTimeout(r, event.sleep));
  return { id, startedAt };
};
`;

interface Ran {
  id: string;
  startedAt: number;
}

const SCALE_IN_S = Number(TEST_ENV.SCALE_IN_IDLE_S);

describe('elastic instances', () => {
  let token: string;

  beforeAll(async () => {
    token = (await newUserToken()).token;
  });

  const details = async (fn: string) => (await call('GET', `/api/functions/${fn}`, { token })).body;
  const running = async (fn: string) =>
    ((await details(fn)).instances as { instances: number }[]).reduce((n, h) => n + h.instances, 0);
  const together = async (fn: string, count: number, body: Record<string, number>) => {
    const replies = await Promise.all(Array.from({ length: count }, () => invoke(token, fn, body)));
    for (const r of replies) expect(r.body).toMatchObject({ status: 'success' });
    return replies.map((r) => r.body.result as Ran);
  };

  it('a CPU-bound function gets several instances under concurrent calls, and fewer again once idle', async () => {
    const fn = await initFunction(token);
    await deployActive(token, fn, { 'index.js': HANDLER });
    const listed = async () =>
      (
        (await call('GET', '/api/functions', { token })).body.functions as { id: string; instances: number }[]
      ).find((f) => f.id === fn)!.instances;
    // Watched while the calls run: instances are reported every 2 s, and the extra ones go after
    // SCALE_IN_IDLE_S idle, so a look after the last call can come too late on a busy machine.
    const reported = until(
      'several instances reported, in the function and the list',
      async () => (await running(fn)) >= 2 && (await listed()) >= 2,
      SCALE_IN_S + 30,
    );
    reported.catch(() => undefined); // awaited below; a failed call must not leave it unhandled
    const ids = new Set<string>();
    for (let round = 0; round < 4; round++)
      for (const r of await together(fn, 6, { burn: 150 })) ids.add(r.id);
    expect(ids.size).toBeGreaterThanOrEqual(2);
    await reported;
    // Idle past SCALE_IN_IDLE_S: the extra instances go, the last one stays (IDLE_TIMEOUT_S).
    await until('scaled in to one instance', async () => (await running(fn)) === 1, SCALE_IN_S + 30);
  });

  it('a function waiting on I/O shares its instances, never more than max_instances', async () => {
    const fn = await initFunction(token, { max_instances: 2, concurrency_per_instance: 5 });
    await deployActive(token, fn, { 'index.js': HANDLER });
    const ids = new Set((await together(fn, 10, { sleep: 800 })).map((r) => r.id));
    expect(ids.size).toBeLessThanOrEqual(2);
    // Instances are reported by the worker's heartbeat (every 2 s): the first may not be in it yet.
    await until('its instances reported', async () => (await running(fn)) > 0);
    const [host] = (await details(fn)).instances as { instances: number; host: string }[];
    expect(host.instances).toBeLessThanOrEqual(2);

    // Every instance removed behind the worker's back: the next call tries each, then a fresh one.
    const all = execFileSync('podman', ['ps', '-q', '--filter', `name=fnhost-${fn}-`], {
      encoding: 'utf8',
    })
      .split('\n')
      .filter(Boolean);
    // As many as served the calls (one may have served them all on a busy machine), never more than max_instances.
    expect(all.length).toBeGreaterThanOrEqual(ids.size);
    expect(all.length).toBeLessThanOrEqual(2);
    execFileSync('podman', ['rm', '-f', ...all], { stdio: 'ignore' });
    const [after] = await together(fn, 1, {});
    expect(ids.has(after.id)).toBe(false);
  });

  it('an instance killed mid-call fails only its own call', async () => {
    const fn = await initFunction(token, { concurrency_per_instance: 1 });
    await deployActive(token, fn, { 'index.js': HANDLER });
    // Long enough to outlast the wait for a heartbeat (every 2 s) that shows both instances.
    const calls = [invoke(token, fn, { sleep: 8000 }), invoke(token, fn, { sleep: 8000 })];
    await until('two instances', async () => (await running(fn)) === 2);
    await untilInFlight(WORKER, 2);
    const [victim] = execFileSync('podman', ['ps', '-q', '--filter', `name=fnhost-${fn}-`], {
      encoding: 'utf8',
    })
      .split('\n')
      .filter(Boolean);
    execFileSync('podman', ['kill', victim]);
    const statuses = (await Promise.all(calls)).map((r) => r.body.status).sort();
    expect(statuses).toEqual(['error', 'success']);
  });

  it('min_instances are started, survive the reaper, and make the first call after a deploy warm', async () => {
    // One call an instance: three calls at once need a third, which the reaper stops once idle.
    const fn = await initFunction(token, { concurrency_per_instance: 1 });
    await deployActive(token, fn, { 'index.js': HANDLER });
    expect((await call('PATCH', `/api/functions/${fn}`, { token, json: { min_instances: 2 } })).status).toBe(
      200,
    );
    try {
      await until('two kept instances', async () => (await running(fn)) === 2);
      // Calls longer than a cold start: the third waits for the instance started for it, not for
      // one of the two to free (then the new one would idle out between two heartbeats).
      const calls = together(fn, 3, { sleep: 5000 });
      await until('a third instance', async () => (await running(fn)) === 3);
      await calls;
      // The reaper's scale-in ran past SCALE_IN_S idle on all three: it stopped the extra one only.
      await until('the extra instance scaled in', async () => (await running(fn)) === 2, SCALE_IN_S + 30);

      const v2 = await deploy(token, fn, archiveOf({ 'index.js': HANDLER }));
      expect((await waitBuilt(token, fn, v2.body.version as number)).status).toBe('active');
      const sentAt = Date.now();
      const [first] = await together(fn, 1, {});
      expect(first.startedAt).toBeLessThan(sentAt); // its process was up before the call was made
      await until('two kept instances of v2', async () => (await running(fn)) === 2);
    } finally {
      // None held for the next tests, pass or fail (the memory-budget case has room for two).
      await call('PATCH', `/api/functions/${fn}`, { token, json: { min_instances: 0 } });
    }
  });

  describe('stem cells', () => {
    /** What the function sees of itself: its env, its limits from its own cgroup, what the launch left. */
    const SELF = `
const fs = require('fs');
const read = (...files) => {
  for (const f of files) try { return fs.readFileSync(f, 'utf8').trim(); } catch {}
  return null;
};
exports.handler = async () => ({
  greeting: process.env.GREETING,
  memory: read('/sys/fs/cgroup/memory.max', '/sys/fs/cgroup/memory/memory.limit_in_bytes'),
  cpu: read('/sys/fs/cgroup/cpu.max', '/sys/fs/cgroup/cpu/cpu.cfs_quota_us'),
  heapLimit: require('v8').getHeapStatistics().heap_size_limit,
  platformEnv: Object.keys(process.env).filter((k) => k.startsWith('FNHOST_') && k !== 'FNHOST_FUNCTION_ID'),
  launchLeft: fs.readdirSync('/run/fnhost').filter((f) => f.startsWith('launch')),
  canWriteApp: (() => { try { fs.writeFileSync('/app/x', ''); return true; } catch { return false; } })(),
});
`;
    const worker = async () =>
      (
        (await (await fetch(`${WORKER}/health`)).json()) as {
          worker: { id: string; stem_cells: Record<string, number> };
        }
      ).worker;
    /** The ids of this worker's node24 stem cells waiting, once there is one. */
    const readyStems = async () => {
      const { id } = await worker();
      await until('a node24 stem cell ready', async () => ((await worker()).stem_cells.node24 ?? 0) >= 1);
      return execFileSync(
        'podman',
        [
          'ps',
          '-q',
          '--no-trunc',
          '--filter',
          'name=fnhost-stem-node24-', // still waiting: a taken one is renamed after its function
          '--filter',
          `label=fnhost.worker=${id}`,
        ],
        { encoding: 'utf8' },
      )
        .split('\n')
        .filter(Boolean);
    };
    const inspect = (fn: string) =>
      JSON.parse(
        execFileSync(
          'podman',
          [
            'inspect',
            ...execFileSync('podman', ['ps', '-q', '--filter', `name=fnhost-${fn}-`], { encoding: 'utf8' })
              .split('\n')
              .filter(Boolean),
          ],
          {
            encoding: 'utf8',
          },
        ),
      ) as { Id: string; ImageName: string; Name: string }[];

    it('a cold start takes a stem cell: it becomes the function, with its code, env and limits, and another is started', async () => {
      const [stem] = await readyStems();
      const fn = await initFunction(token, { memory: 256 });
      const env = { GREETING: "it's\nhere" };
      expect((await call('PATCH', `/api/functions/${fn}`, { token, json: { env } })).status).toBe(200);
      await deployActive(token, fn, { 'index.js': SELF }); // the build warms the version: its first start
      const res = await invoke(token, fn, {});
      expect(res.body).toMatchObject({
        status: 'success',
        result: {
          greeting: "it's\nhere",
          memory: String(256 * 2 ** 20),
          platformEnv: [],
          launchLeft: [],
          canWriteApp: false,
        },
      });
      const self = res.body.result as { cpu: string; heapLimit: number };
      expect(self.heapLimit).toBeLessThan(256 * 2 ** 20); // V8 sized for the function, not the host
      // The function's CPU share (256 MB: a quarter of a CPU) once it answered, not the host's it started with.
      await until('the CPU share applied', async () =>
        /^25000( 100000)?$/.test(((await invoke(token, fn, {})).body.result as { cpu: string }).cpu),
      );
      const [container] = inspect(fn);
      expect(container.Id).toBe(stem);
      expect(container.ImageName).toMatch(/^(localhost\/)?fnhost\/runtime:node24-/);
      expect(container.Name).toMatch(new RegExp(`^fnhost-${fn}-v1-[0-9a-f]{12}$`));
      const next = await readyStems();
      expect(next).not.toContain(stem);
    });

    it('only runtimes in use have stem cells: the default one from the start, another from its first cold start on', async () => {
      await replaceWorker('SIGTERM'); // a worker no function has asked anything of yet
      await readyStems();
      expect(Object.keys((await worker()).stem_cells)).toEqual([DEFAULT_RUNTIME]);
      const fn = await initFunction(token);
      await deployActive(token, fn, {
        'main.py': 'def handler(event, context):\n    return {"ok": True}\n',
        'function.json': JSON.stringify({ runtime: 'python3.13', handler: 'main.handler' }),
      });
      await until(
        'a python3.13 stem cell ready',
        async () => ((await worker()).stem_cells['python3.13'] ?? 0) >= 1,
      );
      expect(Object.keys((await worker()).stem_cells).sort()).toEqual([DEFAULT_RUNTIME, 'python3.13'].sort());
    });

    it("a stem cell removed behind the worker's back: the start falls back to a container of the image, and a stem cell is started again", async () => {
      const stems = await readyStems();
      execFileSync('podman', ['rm', '-f', ...stems], { stdio: 'ignore' });
      const fn = await initFunction(token);
      await deployActive(token, fn, { 'index.js': SELF });
      expect((await invoke(token, fn, {})).body).toMatchObject({
        status: 'success',
        result: { launchLeft: [] },
      });
      const [container] = inspect(fn);
      expect(container.ImageName).toMatch(new RegExp(`fnhost/fn-${fn}:v1$`));
      const next = await readyStems();
      expect(next.some((id) => stems.includes(id))).toBe(false);
    });
  });

  describe('a full memory budget', () => {
    afterAll(() => replaceWorker('SIGTERM'));

    it('queues calls until an instance is free instead of failing them, and says why when they cannot wait', async () => {
      await replaceWorker('SIGTERM', { WORKER_MEMORY_MB: '256' }); // two 128 MB instances
      const fn = await initFunction(token, { concurrency_per_instance: 1, timeout: 10 });
      await deployActive(token, fn, { 'index.js': HANDLER });
      const ids = new Set((await together(fn, 4, { sleep: 1000 })).map((r) => r.id));
      expect(ids.size).toBeLessThanOrEqual(2);

      const short = await initFunction(token, { timeout: 1 });
      await deployActive(token, short, { 'index.js': HANDLER }); // room made by stopping an idle instance
      const [held] = await Promise.all([
        together(fn, 2, { sleep: 6000 }), // long enough for a heartbeat (every 2 s) to show both busy
        until('both instances busy', async () =>
          ((await details(fn)).instances as { in_flight: number }[]).some((h) => h.in_flight === 2),
        ).then(async () => {
          const res = await invoke(token, short, {});
          expect(res.body).toMatchObject({ status: 'error' });
          expect(res.body.error_message).toMatch(/memory budget|no instance was free/);
        }),
      ]);
      expect(held).toHaveLength(2);
    });
  });
});
