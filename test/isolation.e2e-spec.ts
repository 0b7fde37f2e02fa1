import Docker from 'dockerode';
import { execFileSync, spawn } from 'child_process';
import { mkdtempSync, readFileSync, statSync } from 'fs';
import { tmpdir } from 'os';
import * as path from 'path';
import { runCli } from './support/cli';
import http from 'http';
import * as net from 'net';
import { networkInterfaces } from 'os';
import { call, expectError } from './support/http';
import { newUserToken } from './support/fixtures';
import { deployActive, initFunction, invoke } from './support/functions';
import { API, portOf, readState, spawnApp, TEST_ENV, waitFor, WORKER } from './support/stack';
import { until, untilInFlight } from './support/wait';
import { BUILD_BRIDGE, BUILD_NETWORK, BUILD_SUBNET } from '../apps/worker/src/network/networks';
import { findRuntime } from '@fnhost/runtime';

const docker = new Docker({ socketPath: '/run/podman/podman.sock' });

/**
 * From inside a function: what each target meets ("answered <what its listener says>", an error
 * code, "timeout"), tried at once, and what the container itself shows.
 */
const PROBE = `
const net = require('net');
const fs = require('fs');
const connect = (host, port) => new Promise((resolve) => {
  const s = net.connect({ host, port, timeout: 2000 });
  s.on('data', (d) => { s.destroy(); resolve('answered ' + d); });
  s.on('end', () => resolve('open'));
  s.on('timeout', () => { s.destroy(); resolve('timeout'); });
  s.on('error', (e) => resolve(e.code));
});
const listening = () => ['/proc/net/tcp', '/proc/net/tcp6'].flatMap((f) => {
  try { return fs.readFileSync(f, 'utf8').split('\\n').slice(1).filter((l) => l.trim().split(/\\s+/)[3] === '0A'); }
  catch { return []; }
});
exports.handler = async (event, context) => {
  console.log('probing'); // the runtime journals logged lines beside its socket
  const outcomes = await Promise.all(event.targets.map((t) => connect(t.host, t.port)));
  const reach = Object.fromEntries(event.targets.map((t, i) => [t.host + ':' + t.port, outcomes[i]]));
  // A control: a port this container opens itself must answer, or the probe proves nothing.
  const own = net.createServer((s) => s.end('self')).listen(9999, '127.0.0.1');
  await new Promise((r) => own.on('listening', r));
  const control = await connect('127.0.0.1', 9999);
  const listeningWhileOpen = listening().length;
  own.close();
  return {
    reach,
    control,
    listeningWhileOpen,
    runDir: fs.readdirSync('/run/fnhost').sort(),
    executionId: context.executionId,
    sees: event.paths.map((p) => fs.existsSync(p)),
    platformEnv: Object.keys(process.env).filter((k) => k.startsWith('FNHOST_') && k !== 'FNHOST_FUNCTION_ID'),
  };
};
`;

/** A function that also listens on TCP 8080 (IPv4 and IPv6), answering its name: what a probe would reach. */
const listener = (name: string) =>
  `require('net').createServer((s) => s.end('${name}')).listen(8080);\nexports.handler = async (event) => ({ b: true, event });\n`;

const ECHO = 'exports.handler = async (event) => ({ b: true, event });\n';

const BOUNDS = `
exports.handler = async (event) => {
  if (event.big) return 'x'.repeat(event.big);
  if (event.flood) { const line = 'x'.repeat(10240); for (let i = 0; i < event.flood; i++) console.log(line); return { logged: event.flood }; }
  if (event.nul) { console.log('nul\\u0000here'); throw new Error('bad\\u0000error'); }
  if (event.busy) { const end = Date.now() + event.busy; let n = 0; while (Date.now() < end) n++; return { n }; }
  if (event.stdout) { const chunk = 'o'.repeat(1023) + '\\n'; for (let i = 0; i < event.stdout; i++) process.stdout.write(chunk); return { wrote: event.stdout }; }
  if (event.tamper) {
    // The handler shares the runtime's process: it can make the runtime lie about the logs.
    const stringify = JSON.stringify;
    // The runtime serialises the result, then the log list: the second object is the logs.
    JSON.stringify = (v, ...rest) => {
      if (v === null || typeof v !== 'object' || 'tampered' in v) return stringify(v, ...rest);
      JSON.stringify = stringify;
      const fake = Array.from({ length: event.tamper.entries }, (_, i) =>
        ({ timestamp: new Date().toISOString(), level: 'info', message: 'm'.repeat(event.tamper.size) + i }));
      return stringify(fake);
    };
    return { tampered: true };
  }
  if (event.size !== undefined) return { size: event.size.length };
  return { ok: true };
};
`;

interface Probe {
  reach: Record<string, string>;
  control: string;
  listeningWhileOpen: number;
  runDir: string[];
  executionId: string;
  sees: boolean[];
  platformEnv: string[];
}

async function containersOf(functionId: string) {
  const list = await docker.listContainers({ filters: { name: [`fnhost-${functionId}-`] } });
  return Promise.all(list.map((c) => docker.getContainer(c.Id).inspect()));
}

/** The host directory mounted at /run/fnhost: the container's socket directory. */
const socketDirOf = (c: Awaited<ReturnType<typeof containersOf>>[number]) =>
  c.Mounts.find((m) => m.Destination === '/run/fnhost')!.Source;

/** A health call on a shim's socket, framed as the worker frames it (shim-connection.ts): its reply. */
function shimHealth(socketPath: string, secret?: string) {
  return new Promise<unknown>((resolve, reject) => {
    const payload = Buffer.from(`${JSON.stringify({ op: 'health', secret })}\n`);
    const header = Buffer.alloc(8);
    header.writeUInt32BE(1, 0);
    header.writeUInt32BE(payload.length, 4);
    const socket = net.connect(socketPath, () => socket.write(Buffer.concat([header, payload])));
    let reply = Buffer.alloc(0);
    socket.on('data', (c: Buffer) => {
      reply = Buffer.concat([reply, c]);
      if (reply.length < 8 || reply.length < 8 + reply.readUInt32BE(4)) return;
      socket.destroy();
      expect(reply.readUInt32BE(0)).toBe(1);
      resolve(JSON.parse(reply.subarray(8, 8 + reply.readUInt32BE(4)).toString('utf8')));
    });
    socket.on('error', reject);
  });
}

const rssKb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]);
const hostAddresses = () =>
  Object.values(networkInterfaces())
    .flat()
    .filter((a) => a && a.family === 'IPv4' && !a.internal)
    .map((a) => a!.address);

/** A TCP connect from this host (the worker's side of the bridge): what it meets. */
function connectFromHost(host: string, port: number): Promise<string> {
  return new Promise((resolve) => {
    const s = net.connect({ host, port, timeout: 2000 });
    s.on('data', (d) => {
      s.destroy();
      resolve(`answered ${d}`);
    });
    s.on('timeout', () => {
      s.destroy();
      resolve('timeout');
    });
    s.on('error', (e: NodeJS.ErrnoException) => resolve(e.code ?? e.message));
  });
}

const hasPolicyTable = () => {
  try {
    execFileSync('nft', ['list', 'table', 'inet', 'fnhost'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

interface PrivateHost {
  address: string;
  port: number;
  stop: () => Promise<void>;
}

/**
 * A test host on a private address: a network namespace of the suite's own, joined to this host by
 * a veth pair (10.252.<n>.0/30), with a listener answering "private".
 */
async function startPrivateHost(): Promise<PrivateHost> {
  const n = process.pid % 250;
  const ns = `fnhost-e2e-priv-${process.pid}`;
  const veth = `vpriv${process.pid % 100000}`;
  const address = `10.252.${n}.2`;
  const sh = (script: string) => execFileSync('bash', ['-ec', script]);
  sh(`ip netns add ${ns}; ip link add ${veth} type veth peer name eth0 netns ${ns}
      ip addr add 10.252.${n}.1/30 dev ${veth}; ip link set ${veth} up
      ip -n ${ns} addr add ${address}/30 dev eth0; ip -n ${ns} link set eth0 up; ip -n ${ns} link set lo up
      ip -n ${ns} route add default via 10.252.${n}.1`);
  const server = spawn('ip', [
    'netns',
    'exec',
    ns,
    process.execPath,
    '-e',
    `require('net').createServer((s) => s.end('private')).listen(8082, '${address}', () => console.log('ready'))`,
  ]);
  await new Promise((resolve, reject) => {
    server.stdout.once('data', resolve);
    server.once('exit', (code) => reject(new Error(`the private host's listener exited ${code}`)));
  });
  return {
    address,
    port: 8082,
    stop: async () => {
      server.kill();
      sh(`ip netns del ${ns}`); // its end of the veth pair goes with it
    },
  };
}

/** A container on the builds network, as the worker makes it, running `script` with the node24 runtime. */
async function startOnBuildNetwork(script: string): Promise<Docker.Container> {
  const exists = await docker
    .getNetwork(BUILD_NETWORK)
    .inspect()
    .then(
      () => true,
      () => false,
    );
  if (!exists)
    await docker.createNetwork({
      Name: BUILD_NETWORK,
      Driver: 'bridge',
      IPAM: { Driver: 'default', Config: [{ Subnet: BUILD_SUBNET }] },
      Options: { 'com.docker.network.bridge.name': BUILD_BRIDGE },
    });
  const container = await docker.createContainer({
    Image: findRuntime('node24')!.baseImage,
    Entrypoint: ['node'],
    Cmd: ['-e', script],
    User: '10001:10001',
    Labels: { 'fnhost.e2e': 'isolation' },
    HostConfig: { NetworkMode: BUILD_NETWORK },
  });
  await container.start();
  return container;
}

describe('tenant isolation', () => {
  let tokenA: string;
  let tokenB: string;
  let fnA: string;
  let fnB: string;
  let fnA2: string;
  let b: Docker.ContainerInspectInfo;
  let a2: Docker.ContainerInspectInfo;

  beforeAll(async () => {
    tokenA = (await newUserToken()).token;
    tokenB = (await newUserToken()).token;
    fnA = await initFunction(tokenA, { timeout: 60 });
    fnB = await initFunction(tokenB);
    fnA2 = await initFunction(tokenA); // another function of A's own team
    await deployActive(tokenA, fnA, { 'index.js': PROBE });
    await deployActive(tokenB, fnB, { 'index.js': listener('B') });
    await deployActive(tokenA, fnA2, { 'index.js': listener('A2') });
    expect((await invoke(tokenB, fnB, { warm: 1 })).status).toBe(200);
    expect((await invoke(tokenA, fnA2, { warm: 1 })).status).toBe(200);
    [b] = await containersOf(fnB);
    [a2] = await containersOf(fnA2);
  });

  // The CPU and memory limits are checked where they bite: the busy loop below, the out-of-memory
  // cases, and the stem cell case of the instances suite (a stem cell's limits change after its
  // creation, which Podman's inspect does not show).
  it("the engine's view: no published port, the function network, only its socket directory writable", async () => {
    for (const c of [b, ...(await containersOf(fnA))]) {
      expect(Object.keys(c.NetworkSettings.Networks)).toEqual(['fnhost-functions']);
      expect(Object.keys(c.HostConfig.PortBindings ?? {})).toEqual([]);
      expect(Object.values(c.NetworkSettings.Ports ?? {}).filter(Boolean)).toEqual([]);
      const mounts = c.Mounts.map((m) => [m.Destination, m.RW]).sort();
      expect(mounts.filter(([, rw]) => rw)).toEqual([['/run/fnhost', true]]);
      expect(mounts).toContainEqual(['/var/fnhost/secrets', false]);
      // A stem cell's too: the function's code, the shims and its shell, read-only.
      for (const [destination] of mounts)
        expect(['/run/fnhost', '/var/fnhost/secrets', '/app', '/runtime', '/fnhost/busybox']).toContain(
          destination,
        );
      expect(c.HostConfig.ReadonlyRootfs).toBe(true);
    }
  });

  describe('the function network policy (decision 34)', () => {
    const net4 = (c: Docker.ContainerInspectInfo) => Object.values(c.NetworkSettings.Networks)[0];
    let privateHost: PrivateHost;
    let hostService: net.Server;
    let hostPort: number;
    let build: Docker.Container;

    beforeAll(async () => {
      privateHost = await startPrivateHost();
      hostService = net.createServer((s) => s.end('host')).listen(0, '0.0.0.0');
      await new Promise((r) => hostService.once('listening', r));
      hostPort = (hostService.address() as net.AddressInfo).port;
      build = await startOnBuildNetwork(`require('net').createServer((s) => s.end('build')).listen(8083);`);
    });

    afterAll(async () => {
      hostService?.close();
      await privateHost?.stop();
      await build?.remove({ force: true });
    });

    /** What function A meets at each target; its controls run from where each listener should answer. */
    const probeFromA = async (targets: { host: string; port: number }[]) => {
      const res = await invoke(tokenA, fnA, { targets, paths: [] });
      expect(res.body.status).toBe('success');
      const probe = res.body.result as Probe;
      expect(probe.control).toBe('answered self');
      return probe.reach;
    };

    it('function A reaches no listener of another tenant, its own team, the host, a private network or a build; each answers from where it should', async () => {
      const buildIp = (await build.inspect()).NetworkSettings.Networks['fnhost-builds'].IPAddress;
      const gateway = net4(b).Gateway;
      const targets = {
        'another tenant': { host: net4(b).IPAddress, port: 8080 },
        'its own team': { host: net4(a2).IPAddress, port: 8080 },
        'the host on the bridge gateway': { host: gateway, port: hostPort },
        'a private test host': { host: privateHost.address, port: privateHost.port },
        'a build': { host: buildIp, port: 8083 },
      };
      const reach = await probeFromA(Object.values(targets));
      // EHOSTUNREACH is the policy's refusal; an empty port would say ECONNREFUSED.
      for (const [what, t] of Object.entries(targets))
        expect({ what, outcome: reach[`${t.host}:${t.port}`] }).toEqual({ what, outcome: 'EHOSTUNREACH' });
      // The platform's own ports, on every address of the host. The kernel sends one source a burst of
      // about six ICMP errors, then one a second: past the burst a refusal shows as a timeout.
      const platformPorts = [Number(TEST_ENV.PORT), Number(TEST_ENV.WORKER_PORT), 5432, 6379, 8180];
      const platform = [...new Set([gateway, ...hostAddresses()])].flatMap((host) =>
        platformPorts.map((port) => ({ host, port })),
      );
      for (const [target, outcome] of Object.entries(await probeFromA(platform)))
        expect({ target, outcome }).toEqual({
          target,
          outcome: expect.stringMatching(/^(EHOSTUNREACH|timeout)$/),
        });
      // The controls: from the host, each listener answers.
      expect(await connectFromHost(net4(b).IPAddress, 8080)).toBe('answered B');
      expect(await connectFromHost(net4(a2).IPAddress, 8080)).toBe('answered A2');
      expect(await connectFromHost(gateway, hostPort)).toBe('answered host');
      expect(await connectFromHost(privateHost.address, privateHost.port)).toBe('answered private');
      expect(await connectFromHost(buildIp, 8083)).toBe('answered build');
    });

    it('over IPv6 link-local, A reaches no other instance; the host reaches it', async () => {
      const linkLocal = execFileSync(
        'nsenter',
        ['-t', String(b.State.Pid), '-n', 'ip', '-6', '-o', 'addr', 'show', 'eth0'],
        {
          encoding: 'utf8',
        },
      ).match(/inet6 (fe80::[0-9a-f:]+)\//)?.[1];
      expect(linkLocal).toBeDefined(); // the engine gives containers IPv6 link-local addresses
      const reach = await probeFromA([{ host: `${linkLocal}%eth0`, port: 8080 }]);
      expect(Object.values(reach)[0]).toMatch(/^(EHOSTUNREACH|timeout)$/); // neighbour discovery is refused too
      expect(await connectFromHost(`${linkLocal}%fnhost0`, 8080)).toBe('answered B');
    });

    it('a build reaches no function instance', async () => {
      const target = net4(b).IPAddress;
      const prober = await startOnBuildNetwork(
        `const s = require('net').connect({ host: '${target}', port: 8080, timeout: 2000 });
         s.on('data', (d) => { console.log('answered ' + d); process.exit(0); });
         s.on('timeout', () => { console.log('timeout'); process.exit(0); });
         s.on('error', (e) => { console.log(e.code); process.exit(0); });`,
      );
      try {
        await prober.wait();
        const output = (await prober.logs({ stdout: true, stderr: true })).toString('utf8');
        expect(output).toContain('EHOSTUNREACH');
      } finally {
        await prober.remove({ force: true });
      }
    });

    it('holds whatever else writes the firewall, and is put back when removed', async () => {
      const bIp = net4(b).IPAddress;
      const aIp = net4((await containersOf(fnA))[0]).IPAddress;
      // What the engine's CNI plugin does for each container: an ACCEPT ahead of anything in FORWARD.
      execFileSync('iptables', ['-I', 'FORWARD', '1', '-s', aIp, '-j', 'ACCEPT']);
      try {
        expect(Object.values(await probeFromA([{ host: bIp, port: 8080 }]))).toEqual(['EHOSTUNREACH']);
      } finally {
        execFileSync('iptables', ['-D', 'FORWARD', '-s', aIp, '-j', 'ACCEPT']);
      }
      // Removed by hand: the worker puts it back at its next check (NETWORK_POLICY_CHECK_MS).
      execFileSync('nft', ['delete', 'table', 'inet', 'fnhost']);
      await until('the worker applied the policy again', async () => {
        const health = (await (await fetch(`${WORKER}/health`)).json()) as { checks: Record<string, string> };
        return hasPolicyTable() && health.checks.network_policy === 'up';
      });
      expect(Object.values(await probeFromA([{ host: bIp, port: 8080 }]))).toEqual(['EHOSTUNREACH']);
    });

    it('a worker on a host without nft starts nothing and says why; the api names it while it lives', async () => {
      const workerPort = portOf(3185);
      const healthOf = async (url: string) => {
        const res = await fetch(url);
        return {
          code: res.status,
          body: (await res.json()) as { status: string; checks: Record<string, string>; problems: string[] },
        };
      };
      // Everything else it needs is on this PATH; Debian's nft and sysctl are in /usr/sbin.
      const worker = spawnApp('worker', {
        WORKER_PORT: workerPort,
        NODE_NAME: 'no-nft-host',
        STEM_CELLS: '0',
        PATH: '/usr/local/bin:/usr/bin:/bin',
      });
      try {
        await waitFor(`http://127.0.0.1:${workerPort}/health`, 60, [503]);
        const own = await healthOf(`http://127.0.0.1:${workerPort}/health`);
        expect(own.code).toBe(503);
        expect(own.body).toMatchObject({
          status: 'degraded',
          checks: { database: 'up', redis: 'up', containers: 'up', network_policy: 'down' },
        });
        expect(own.body.problems).toEqual([
          expect.stringMatching(
            /^worker \S+ on no-nft-host: function network policy not in force: cannot read the firewall: .*nft/,
          ),
        ]);
        const api = await healthOf(`${API}/health`);
        expect(api.code).toBe(200); // the api replica serves: its load balancer keeps it
        expect(api.body.status).toBe('degraded');
        expect(api.body.problems).toEqual([
          expect.stringMatching(/^worker \S+ on no-nft-host: function network policy/),
        ]);
        const configDir = mkdtempSync(path.join(tmpdir(), 'fnhost-cli-'));
        const status = await runCli(['status'], { env: { FNHOST_CONFIG_DIR: configDir } });
        expect(status.code).toBe(1);
        expect(status.stdout).toMatch(/: degraded\n/);
        expect(status.stdout).toMatch(
          /^problem: worker \S+ on no-nft-host: function network policy not in force: /m,
        );
      } finally {
        worker.kill('SIGTERM');
        await new Promise((r) => worker.once('exit', r));
      }
      // Gone, it is no longer named.
      expect((await healthOf(`${API}/health`)).body).toMatchObject({ status: 'ok', problems: [] });
    });

    it('the worker and the api report the policy in force', async () => {
      const worker = (await (await fetch(`${WORKER}/health`)).json()) as {
        checks: Record<string, string>;
        problems: string[];
        worker: { network_policy: { enforced: boolean; problem: string | null } };
      };
      expect(worker.checks.network_policy).toBe('up');
      expect(worker.worker.network_policy).toMatchObject({ enforced: true, problem: null });
      expect(worker.problems).toEqual([]);
      const api = await call<{ status: string; problems: string[] }>('GET', '/health');
      expect(api.body).toMatchObject({ status: 'ok', problems: [] });
    });
  });

  it("function A sees nothing of function B's files, nor the platform's environment", async () => {
    const bSocketDir = socketDirOf(b);
    const res = await invoke(tokenA, fnA, { targets: [], paths: [bSocketDir, `${bSocketDir}/shim.sock`] });
    expect(res.body.status).toBe('success');
    const probe = res.body.result as Probe;
    expect(probe.control).toBe('answered self');
    expect(probe.listeningWhileOpen).toBe(1); // its own control server only: the runtime has no TCP port
    expect(probe.runDir).toEqual([`${probe.executionId}.log`, 'shim.sock']); // its log journal and socket
    expect(probe.sees).toEqual([false, false]);
    expect(probe.platformEnv).toEqual([]);
  });

  it("B's runtime answers only the worker's secret on its socket; the worker's health port is loopback only", async () => {
    const socket = `${socketDirOf(b)}/shim.sock`;
    // From the runtime's own environment: a stem cell's is handed over in a file it deletes, never
    // in the engine's configuration.
    const secret = readFileSync(`/proc/${b.State.Pid}/environ`, 'utf8')
      .split('\0')
      .find((e) => e.startsWith('FNHOST_SECRET='))!
      .split('=')[1];
    expect(await shimHealth(socket)).toEqual({ error: 'forbidden' });
    expect(await shimHealth(socket, 'x'.repeat(secret.length))).toEqual({ error: 'forbidden' });
    expect(await shimHealth(socket, secret)).toEqual({ ok: true }); // the control: the socket is live
    expect(statSync(socket).mode & 0o777).toBe(0o600);
    for (const host of hostAddresses()) {
      const outcome = await fetch(`http://${host}:${TEST_ENV.WORKER_PORT}/health`).then(
        () => 'open',
        (err: { cause?: { code?: string } }) => err.cause?.code,
      );
      expect(outcome).toBe('ECONNREFUSED');
    }
    expect((await fetch(`http://127.0.0.1:${TEST_ENV.WORKER_PORT}/health`)).status).toBe(200);
  });
});

describe('bounds on what one invocation carries', () => {
  let token: string;
  let fn: string;
  beforeAll(async () => {
    token = (await newUserToken()).token;
    // 256 MB: the lying runtime below builds a 27 MB reply three times over, which Node.js 24 does
    // not fit in 128 MB; the bounds are what is tested here, not the memory limit.
    fn = await initFunction(token, { timeout: 30, memory: 256 });
    await deployActive(token, fn, { 'index.js': BOUNDS });
  });

  const detail = async (executionId: unknown) =>
    (
      await call<{
        execution: {
          invocation: { error_message: string | null };
          logs: { level: string; message: string }[];
        };
      }>('GET', `/api/functions/${fn}/executions/${executionId}`, { token })
    ).body.execution;

  it('an invoke body over 6 MB is 413 and runs nothing; 5 MB goes through', async () => {
    const over = JSON.stringify({ body: { size: 'a'.repeat(6 * 1024 * 1024) } });
    expectError(
      await call('POST', `/api/functions/${fn}/invoke`, { token, raw: over }),
      413,
      'Payload too large',
      /6 MB/,
    );
    const five = await invoke(token, fn, { size: 'a'.repeat(5 * 1024 * 1024) });
    expect(five.body).toMatchObject({ status: 'success', result: { size: 5 * 1024 * 1024 } });
  });

  it('a 50 MB invoke body without a length is refused while it streams, never read whole', async () => {
    const total = 50 * 1024 * 1024;
    const chunk = Buffer.alloc(256 * 1024, 'a');
    // The api answers, then closes the connection: an error after the answer is expected.
    const { status, sent } = await new Promise<{ status: number; sent: number }>((resolve) => {
      let sent = 0;
      const req = http.request(`${API}/api/functions/${fn}/invoke`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      });
      req.on('response', (res) => {
        res.resume();
        resolve({ status: res.statusCode ?? 0, sent });
        req.destroy();
      });
      req.on('error', () => resolve({ status: 0, sent })); // no answer before the connection went
      req.write('{"body":{"pad":"');
      const more = () => {
        while (sent < total) {
          sent += chunk.length;
          if (!req.write(chunk)) return void req.once('drain', more);
        }
        req.end('"}}');
      };
      more();
    });
    expect(status).toBe(413);
    expect(sent).toBeLessThan(total); // answered before the client had sent it all
  });

  it('a 20 MB result is status error "result too large"; a concurrent invocation on the same container succeeds', async () => {
    const [big, normal] = await Promise.all([invoke(token, fn, { big: 20_000_000 }), invoke(token, fn, {})]);
    expect(big.status).toBe(200);
    expect(big.body).toMatchObject({ status: 'error', result: null });
    expect(big.body.error_message).toMatch(/^result too large: 19\.1 MB \(the limit is 6\.0 MB\)$/);
    expect(normal.body).toMatchObject({ status: 'success', result: { ok: true } });
    expect((await invoke(token, fn, {})).body.status).toBe('success');
  });

  it('a function logging 50 MB gets a bounded record with a truncation marker, and the worker stays small', async () => {
    const workerPid = readState().workerPid;
    const before = rssKb(workerPid);
    const res = await invoke(token, fn, { flood: 5120 });
    expect(res.body).toMatchObject({ status: 'success', result: { logged: 5120 } });
    const logs = (await detail(res.body.execution_id)).logs;
    expect(logs.length).toBeLessThanOrEqual(1000);
    const marker = logs[logs.length - 1];
    expect(marker.level).toBe('warn');
    expect(marker.message).toMatch(/^\[fnhost\] log truncated: \d+ more entries were dropped/);
    for (const l of logs) expect(Buffer.byteLength(l.message)).toBeLessThanOrEqual(8 * 1024);
    expect(logs[0].message).toMatch(/ …\[truncated\]$/);
    expect(logs.reduce((n, l) => n + Buffer.byteLength(l.message), 0)).toBeLessThanOrEqual(256 * 1024);
    expect(rssKb(workerPid) - before).toBeLessThan(100 * 1024);
  });

  it('the worker enforces the limits itself when the handler makes the runtime lie', async () => {
    const many = await invoke(token, fn, { tamper: { entries: 3000, size: 10 } });
    expect(many.body.status).toBe('success');
    const logs = (await detail(many.body.execution_id)).logs;
    expect(logs).toHaveLength(1000);
    expect(logs[999].message).toMatch(/^\[fnhost\] log truncated: 2001 more entries were dropped/);
    const huge = await invoke(token, fn, { tamper: { entries: 3000, size: 9000 } });
    expect(huge.body).toMatchObject({ status: 'error', result: null });
    expect(huge.body.error_message).toMatch(/^result too large: the reply exceeded \d+ bytes$/);
    expect((await invoke(token, fn, {})).body.status).toBe('success');
  });

  it('a NUL in a log line or an error message is stored escaped, and the invocation is recorded', async () => {
    const res = await invoke(token, fn, { nul: true });
    expect(res.body).toMatchObject({ status: 'error', error_message: 'Error: bad\\u0000error' });
    const execution = await detail(res.body.execution_id);
    expect(execution.invocation.error_message).toBe('Error: bad\\u0000error');
    expect(execution.logs.map((l) => l.message)).toEqual(['nul\\u0000here']);
  });

  it('the logs endpoint answers at most 1 MB of messages, whatever the limit', async () => {
    for (let i = 0; i < 5; i++) expect((await invoke(token, fn, { flood: 40 })).body.status).toBe('success');
    const res = await call<{ logs: { message: string }[] }>('GET', `/api/functions/${fn}/logs?limit=1000`, {
      token,
    });
    expect(res.status).toBe(200);
    const bytes = res.body.logs.reduce((n, l) => n + Buffer.byteLength(l.message), 0);
    expect(bytes).toBeLessThanOrEqual(1024 * 1024);
    expect(bytes).toBeGreaterThan(900 * 1024); // filled up to the budget, not cut short
    expect(res.body.logs.length).toBeLessThan(1000);
  });

  it('a busy loop is held to its CPU limit, measured through the engine', async () => {
    const running = invoke(token, fn, { busy: 6000 });
    await untilInFlight(WORKER);
    const [c] = await containersOf(fn);
    // CPU time and the engine's own sample time, so the call's latency does not skew the rate.
    const sample = async () => {
      const s = (await docker.getContainer(c.Id).stats({ stream: false })) as {
        read: string;
        cpu_stats: { cpu_usage: { total_usage: number } };
      };
      return { cpuNs: s.cpu_stats.cpu_usage.total_usage, atMs: Date.parse(s.read) };
    };
    const first = await sample();
    // A rate over the engine's own clock: samples until it has counted 3 s of the call's run.
    let second = await sample();
    while (second.atMs - first.atMs < 3000) second = await sample();
    const cores = (second.cpuNs - first.cpuNs) / ((second.atMs - first.atMs) * 1e6);
    expect(cores).toBeGreaterThan(0.1); // it does run
    expect(cores).toBeLessThan(0.35); // and no more than its quarter of a CPU (with sampling slack)
    expect((await running).body.status).toBe('success');
  });

  it("a container's own output outside the invocation records is capped by the engine", async () => {
    const res = await invoke(token, fn, { stdout: 5 * 1024 });
    expect(res.body).toMatchObject({ status: 'success', result: { wrote: 5 * 1024 } });
    const [c] = await containersOf(fn);
    expect(statSync(c.LogPath).size).toBeLessThanOrEqual(1024 * 1024 + 64 * 1024);
  });
});

describe('text PostgreSQL cannot store, in request fields', () => {
  let token: string;
  let fn: string;
  beforeAll(async () => {
    token = (await newUserToken()).token;
    fn = await initFunction(token);
    await deployActive(token, fn, { 'index.js': ECHO });
  });

  it('a NUL in a JSON field, a query parameter or a deploy env value is 400, and nothing changes', async () => {
    const before = await call('GET', '/api/auth/me', { token });
    expectError(
      await call('PATCH', '/api/auth/me', { token, json: { first_name: 'A\u0000da' } }),
      400,
      'Invalid request',
      /first_name: must not contain NUL/,
    );
    expect((await call('GET', '/api/auth/me', { token })).body).toEqual(before.body);
    expectError(
      await call('POST', '/api/apikey/generate', {
        token,
        json: { function_id: fn, validity: '1d', name: 'key\u0000name' },
      }),
      400,
      'Invalid request',
      /name: must not contain NUL/,
    );
    expect((await call('GET', `/api/apikey/${fn}/list`, { token })).body).toEqual({ api_keys: [] });
    expectError(
      await call('POST', '/api/functions/init', { token, json: { name: 'a\u0000b' } }),
      400,
      'Invalid request',
      /name: must not contain NUL/,
    );
    expectError(await call('GET', `/api/functions?limit=1%00`, { token }), 400, 'Invalid request', /limit/);
    const form = new FormData();
    form.append('function_id', fn);
    form.append('archive', new Blob([Buffer.from('x')], { type: 'application/gzip' }), 'fn.tar.gz');
    form.append('env', JSON.stringify({ MODE: 'a\u0000b' }));
    expectError(
      await call('POST', '/api/functions/deploy', { token, form }),
      400,
      'Invalid request',
      /env\.MODE: must not contain NUL/,
    );
  });

  it('the invoke input may hold a NUL: it goes to the function and is never stored', async () => {
    const res = await invoke(token, fn, { text: 'a\u0000b' });
    expect(res.body).toMatchObject({ status: 'success', result: { b: true, event: { text: 'a\u0000b' } } });
  });
});

describe('team isolation', () => {
  it('a member of team A reaches nothing of team B: by id, name, secret, URL, schedule or destination', async () => {
    const a = await newUserToken();
    const b = await newUserToken();
    const teamOf = async (token: string, name: string) =>
      (await call('POST', '/api/teams', { token, json: { name } })).body.id as string;
    const [teamA, teamB] = [await teamOf(a.token, 'team-a'), await teamOf(b.token, 'team-b')];
    const fnA = await initFunction(a.token, { team_id: teamA });
    const fnB = await initFunction(b.token, { team_id: teamB }, 'shared-name');
    await deployActive(b.token, fnB, { 'index.js': 'exports.handler = async () => "b";\n' });
    await call('POST', '/api/secrets', {
      token: b.token,
      json: { name: 'b-only', value: 'x', team_id: teamB },
    });
    const url = await call('PUT', `/api/functions/${fnB}/url`, { token: b.token, json: { auth: 'bearer' } });
    const schedule = await call('POST', `/api/functions/${fnB}/schedules`, {
      token: b.token,
      json: { cron: '@daily' },
    });
    expect([url.status, schedule.status]).toEqual([201, 201]);
    const as = (method: string, path: string, json?: unknown) => call(method, path, { token: a.token, json });
    for (const [what, reply] of [
      ['the function by id', await as('GET', `/api/functions/${fnB}`)],
      ['its invoke', await as('POST', `/api/functions/${fnB}/invoke`, {})],
      ['its executions', await as('GET', `/api/functions/${fnB}/executions`)],
      ['its URL', await as('GET', `/api/functions/${fnB}/url`)],
      ['its schedules', await as('GET', `/api/functions/${fnB}/schedules`)],
      ['its schedule', await as('DELETE', `/api/functions/${fnB}/schedules/${schedule.body.id as string}`)],
      ['the team', await as('GET', `/api/teams/${teamB}`)],
      ['its functions by name', await as('GET', `/api/functions?team_id=${teamB}&q=shared-name`)],
      ['its secrets', await as('GET', `/api/secrets?team_id=${teamB}`)],
      ['a secret in it', await as('POST', '/api/secrets', { name: 'planted', value: 'x', team_id: teamB })],
      ['a function in it', await as('POST', '/api/functions/init', { name: 'planted', team_id: teamB })],
    ] as const)
      expect([what, reply.status]).toEqual([what, 404]);
    // Its function as a destination of A's: 404, like any function A cannot see.
    const destination = await as('PUT', `/api/functions/${fnA}/async-config`, {
      max_retries: 0,
      max_event_age_s: 600,
      on_success: { type: 'function', function_id: fnB },
    });
    expectError(destination, 404, 'Not found', new RegExp(`function ${fnB} not found`));
    // Its bearer URL refuses A's token; B's own works.
    const hit = (token: string) =>
      fetch(url.body.url as string, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    expect((await hit(a.token)).status).toBe(403);
    expect((await hit(b.token)).status).toBe(200);
  });
});
