import { ChildProcess, execFileSync, spawn } from 'child_process';
import { readFileSync } from 'fs';
import { WorkerConfig } from '../config';
import { NetworkPolicy, NetworkPolicyError } from './network-policy.service';
import { Nft } from './nft';

/**
 * The policy on a stand-in host: network namespaces this spec makes (H the host with the bridges
 * fnhost0 and fnhost1, A and B instances on fnhost0, C a build on fnhost1, P a private test host
 * that also carries the resolver's address), with the ACCEPTs Podman's CNI plugin writes in place.
 * Every probe has a listener that would answer, and a control showing it answering from where it
 * should.
 */
const tag = process.pid.toString(36);
const NS = { h: `fnh-${tag}-h`, a: `fnh-${tag}-a`, b: `fnh-${tag}-b`, c: `fnh-${tag}-c`, p: `fnh-${tag}-p` };
const IP = {
  gwF: '10.213.0.1',
  a: '10.213.0.2',
  b: '10.213.0.3',
  gwB: '10.214.0.1',
  c: '10.214.0.2',
  p: '10.251.0.2',
};
const RESOLVER = /^nameserver\s+(\d+\.\d+\.\d+\.\d+)/m.exec(readFileSync('/etc/resolv.conf', 'utf8'))?.[1];

const sh = (script: string) => execFileSync('bash', ['-ec', script], { encoding: 'utf8' });
/** Into a namespace's network only (`ip netns exec` also remounts /sys, which fails when many run at once). */
const netns = (ns: string) => ['nsenter', `--net=/run/netns/${ns}`];
const inNs = (ns: string, command: string) => sh(`${netns(ns).join(' ')} ${command}`);

const SERVER = `
const [host, port, name] = process.argv.slice(1);
require('net').createServer((s) => s.end(name)).listen(Number(port), host, () => console.log('ready'));
`;
const PROBE = `
const [host, port] = process.argv.slice(1);
const s = require('net').connect({ host, port: Number(port), timeout: 1500 });
s.on('data', (d) => { console.log('answered ' + d); process.exit(0); });
s.on('timeout', () => { console.log('timeout'); process.exit(0); });
s.on('error', (e) => { console.log(e.code); process.exit(0); });
`;

const servers: ChildProcess[] = [];
function listen(ns: string, host: string, port: number, name: string): Promise<void> {
  const [enter, ...args] = netns(ns);
  const child = spawn(enter, [...args, process.execPath, '-e', SERVER, host, String(port), name]);
  servers.push(child);
  return new Promise((resolve, reject) => {
    child.stdout.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`listener ${name} exited ${code}`)));
  });
}

/** What a TCP connect from `ns` to host:port meets: "answered <listener>", an error code, or "timeout". */
function probe(ns: string, host: string, port: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const [enter, ...args] = netns(ns);
    const child = spawn(enter, [...args, process.execPath, '-e', PROBE, host, String(port)]);
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.once('exit', () =>
      out ? resolve(out.trim()) : reject(new Error(`probe from ${ns} printed nothing: ${err.trim()}`)),
    );
  });
}

/** Every probe at once: a map of its name to its outcome. */
async function outcomes(probes: Record<string, [string, string, number]>): Promise<Record<string, string>> {
  const names = Object.keys(probes);
  const results = await Promise.all(names.map((n) => probe(...probes[n])));
  return Object.fromEntries(names.map((n, i) => [n, results[i]]));
}

const REFUSED = 'EHOSTUNREACH'; // the policy's icmpx admin-prohibited, never an empty port's ECONNREFUSED

const policyOf = (settings: Partial<WorkerConfig>, ns = NS.h) =>
  new NetworkPolicy(
    Object.assign(new WorkerConfig(), { NETWORK_POLICY_CHECK_MS: 60_000 }, settings),
    new Nft(ns),
  );

describe('the function network policy on a host of network namespaces', () => {
  beforeAll(async () => {
    if (!RESOLVER) throw new Error('/etc/resolv.conf names no IPv4 resolver');
    sh(`
      for ns in ${Object.values(NS).join(' ')}; do ip netns add $ns; ip -n $ns link set lo up; done
      ip netns exec ${NS.h} sysctl -qw net.ipv4.ip_forward=1
      ip -n ${NS.h} link add fnhost0 type bridge; ip -n ${NS.h} addr add ${IP.gwF}/16 dev fnhost0
      ip -n ${NS.h} addr add fe80::1/64 dev fnhost0 nodad; ip -n ${NS.h} link set fnhost0 up
      ip -n ${NS.h} link add fnhost1 type bridge; ip -n ${NS.h} addr add ${IP.gwB}/16 dev fnhost1; ip -n ${NS.h} link set fnhost1 up
      attach() { # ns bridge address gateway link-local
        ip -n ${NS.h} link add v$1 type veth peer name eth0 netns ${`fnh-${tag}-`}$1
        ip -n ${NS.h} link set v$1 master $2 up
        ip -n ${`fnh-${tag}-`}$1 addr add $3/16 dev eth0; ip -n ${`fnh-${tag}-`}$1 addr add $5/64 dev eth0 nodad
        ip -n ${`fnh-${tag}-`}$1 link set eth0 up; ip -n ${`fnh-${tag}-`}$1 route add default via $4
      }
      attach a fnhost0 ${IP.a} ${IP.gwF} fe80::a; attach b fnhost0 ${IP.b} ${IP.gwF} fe80::b
      attach c fnhost1 ${IP.c} ${IP.gwB} fe80::c
      ip -n ${NS.h} link add vp type veth peer name eth0 netns ${NS.p}
      ip -n ${NS.h} addr add 10.251.0.1/24 dev vp; ip -n ${NS.h} link set vp up
      ip -n ${NS.p} addr add ${IP.p}/24 dev eth0; ip -n ${NS.p} addr add ${RESOLVER}/32 dev eth0
      ip -n ${NS.p} link set eth0 up; ip -n ${NS.p} route add default via 10.251.0.1
      ip -n ${NS.h} route add ${RESOLVER}/32 via ${IP.p}
      # What Podman's CNI firewall plugin writes: an ACCEPT for every container, ahead of anything else.
      ip netns exec ${NS.h} sysctl -qw net.bridge.bridge-nf-call-iptables=1 net.bridge.bridge-nf-call-ip6tables=1
      for ip in ${IP.a} ${IP.b}; do ip netns exec ${NS.h} iptables -A FORWARD -s $ip -j ACCEPT; done
      ip netns exec ${NS.h} iptables -A INPUT -i fnhost0 -j ACCEPT
    `);
    await Promise.all([
      listen(NS.b, '::', 8080, 'B'),
      listen(NS.h, '0.0.0.0', 8081, 'host'),
      listen(NS.p, IP.p, 8082, 'private'),
      listen(NS.p, IP.p, 8084, 'private-other'),
      listen(NS.p, RESOLVER!, 53, 'resolver'),
      listen(NS.p, RESOLVER!, 54, 'resolver-other-port'),
      listen(NS.c, '0.0.0.0', 8083, 'build'),
    ]);
  });

  afterAll(() => {
    for (const s of servers) s.kill();
    for (const ns of Object.values(NS)) execFileSync('ip', ['netns', 'del', ns], { stdio: 'ignore' });
  });

  it('without it, every probe answers: the engine ACCEPTs hold nothing back', async () => {
    expect(
      await outcomes({
        tenant: [NS.a, IP.b, 8080],
        host: [NS.a, IP.gwF, 8081],
        private: [NS.a, IP.p, 8082],
        ipv6: [NS.a, 'fe80::b%eth0', 8080],
        build: [NS.a, IP.c, 8083],
      }),
    ).toEqual({
      tenant: 'answered B',
      host: 'answered host',
      private: 'answered private',
      ipv6: 'answered B',
      build: 'answered build',
    });
  });

  it('in force, each probe is refused while its control answers', async () => {
    const policy = policyOf({});
    expect(await policy.enforce()).toMatchObject({ enforced: true, problem: null });
    expect(
      await outcomes({
        tenant: [NS.a, IP.b, 8080],
        tenantControl: [NS.h, IP.b, 8080],
        gateway: [NS.a, IP.gwF, 8081],
        gatewayControl: [NS.h, IP.gwF, 8081],
        private: [NS.a, IP.p, 8082],
        privateControl: [NS.h, IP.p, 8082],
        dns: [NS.a, RESOLVER!, 53],
        resolverOtherPort: [NS.a, RESOLVER!, 54],
        resolverOtherPortControl: [NS.h, RESOLVER!, 54],
        build: [NS.a, IP.c, 8083],
        buildControl: [NS.h, IP.c, 8083],
        buildToFunction: [NS.c, IP.b, 8080],
        buildToHost: [NS.c, IP.gwB, 8081],
        buildToPrivate: [NS.c, IP.p, 8082],
        intoBridgeFromElsewhere: [NS.p, IP.b, 8080],
        ipv6: [NS.a, 'fe80::b%eth0', 8080],
        ipv6Control: [NS.h, 'fe80::b%fnhost0', 8080],
      }),
    ).toEqual({
      tenant: REFUSED,
      tenantControl: 'answered B',
      gateway: REFUSED,
      gatewayControl: 'answered host',
      private: REFUSED,
      privateControl: 'answered private',
      dns: 'answered resolver',
      resolverOtherPort: REFUSED,
      resolverOtherPortControl: 'answered resolver-other-port',
      build: REFUSED,
      buildControl: 'answered build',
      buildToFunction: REFUSED,
      buildToHost: 'answered host', // decision 27: registries on the host's own addresses
      buildToPrivate: REFUSED,
      intoBridgeFromElsewhere: REFUSED,
      // Neighbour discovery between instances is refused too: the connect never gets an answer.
      ipv6: expect.stringMatching(/^(EHOSTUNREACH|timeout)$/),
      ipv6Control: 'answered B',
    });
  });

  it('FUNCTION_EGRESS=none lets through DNS and the allowlist only; BUILD_EGRESS_ALLOW opens a private registry to builds', async () => {
    const policy = policyOf({
      FUNCTION_EGRESS: 'none',
      FUNCTION_EGRESS_ALLOW: `${IP.p}:8082`,
      BUILD_EGRESS_ALLOW: `${IP.p}:8084`,
    });
    expect(await policy.enforce()).toMatchObject({ enforced: true });
    expect(
      await outcomes({
        allowed: [NS.a, IP.p, 8082],
        otherPort: [NS.a, IP.p, 8084],
        otherPortControl: [NS.h, IP.p, 8084],
        dns: [NS.a, RESOLVER!, 53],
        tenant: [NS.a, IP.b, 8080],
        buildAllowed: [NS.c, IP.p, 8084],
        buildOtherPort: [NS.c, IP.p, 8082],
      }),
    ).toEqual({
      allowed: 'answered private',
      otherPort: REFUSED,
      otherPortControl: 'answered private-other',
      dns: 'answered resolver',
      tenant: REFUSED,
      buildAllowed: 'answered private-other',
      buildOtherPort: REFUSED, // the functions' allowlist is not the builds'
    });
  });

  it('re-asserts itself: a deleted table, a flushed chain, a chain hooked before it, br_netfilter switched off', async () => {
    const policy = policyOf({});
    await policy.enforce();
    // Each change, and the probe that shows what it opens (the rival's accept opens nothing: a
    // reject in any base chain is final, but the policy no longer comes first).
    const tamper: [string, [string, string, number], string][] = [
      ['nft delete table inet fnhost', [NS.a, IP.b, 8080], 'answered B'],
      ['nft flush chain inet fnhost function-egress', [NS.a, IP.p, 8082], 'answered private'],
      [
        'nft add table ip rival "{ chain early { type filter hook forward priority -2000; policy accept; accept; }; }"',
        [NS.a, IP.b, 8080],
        REFUSED,
      ],
      ['sysctl -qw net.bridge.bridge-nf-call-iptables=0', [NS.a, IP.b, 8080], 'answered B'],
    ];
    for (const [command, target, opened] of tamper) {
      inNs(NS.h, command);
      expect({ command, outcome: await probe(...target) }).toEqual({ command, outcome: opened });
      expect(await policy.enforce()).toMatchObject({ enforced: true, problem: null });
      expect({ command, outcome: await probe(...target) }).toEqual({ command, outcome: REFUSED });
    }
    // Hooked below the rival now, and the rival's accept changes nothing.
    expect(inNs(NS.h, 'nft list chain inet fnhost forward')).toContain('priority -2010');
    inNs(NS.h, 'nft delete table ip rival');
  });

  it('not in force, it says why, and refuses every container start', async () => {
    const policy = policyOf({}, `fnh-${tag}-missing`);
    const state = await policy.enforce();
    expect(state.enforced).toBe(false);
    expect(state.problem).toMatch(/^cannot read the firewall: .*; applying it failed: /);
    await expect(policy.guard()).rejects.toThrow(NetworkPolicyError);
    await expect(policy.guard()).rejects.toThrow(
      /this host's function network policy is not in force: cannot read/,
    );
  });
});
