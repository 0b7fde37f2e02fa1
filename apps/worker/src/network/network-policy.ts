import { PRIVATE_V4_NETS } from '@fnhost/common';
import { createHash } from 'crypto';
import { isIP } from 'net';

/**
 * The function and build networks' firewall as one nftables table of fnhost's own (decision 34).
 * A table of its own, not rules in iptables' FORWARD: there the engine's plugins (CNI, netavark,
 * Docker) insert their ACCEPTs ahead of anything else. nftables runs every base chain of a hook in
 * priority order and a reject in any of them is final, so these chains, hooked before all others,
 * hold whatever the rest of the firewall accepts.
 */
export const POLICY_TABLE = 'fnhost';
export const POLICY_FAMILY = 'inet';
/** Ahead of every chain iptables and the engines write (mangle is -150, filter 0). */
export const DEFAULT_PRIORITY = -1000;
/** The hooks whose order matters: what containers send on, and what they send to the host. */
export const POLICY_HOOKS = ['forward', 'input'] as const;
/** Bridged traffic between two ports of one bridge reaches these hooks only through br_netfilter. */
export const BRIDGE_SYSCTLS = ['net.bridge.bridge-nf-call-iptables', 'net.bridge.bridge-nf-call-ip6tables'];

export type Egress = 'public' | 'none';

/** A destination let through: an IPv4 address or network, on one port or all. */
export interface Destination {
  address: string;
  port?: number;
}

/** An allowlist entry as the operator wrote it: an address, a network or a host name, with an optional port. */
export interface AllowEntry {
  host: string;
  port?: number;
}

export interface PolicySpec {
  functionBridge: string;
  buildBridge: string;
  /** The DNS resolvers containers are given (the host's): the one private destination always open. */
  resolvers: string[];
  egress: Egress;
  /** What functions may reach beyond the egress mode (FUNCTION_EGRESS_ALLOW, resolved). */
  allow: Destination[];
  /** What builds may reach on private networks (BUILD_EGRESS_ALLOW, resolved): an internal registry. */
  buildAllow: Destination[];
}

const REJECT = 'reject with icmpx admin-prohibited';
const DIGEST_PREFIX = 'fnhost network policy ';

/**
 * Parses FUNCTION_EGRESS_ALLOW or BUILD_EGRESS_ALLOW: comma-separated `address[/bits][:port]` or
 * `host[:port]`. IPv6 is refused: the networks are IPv4 only, so no IPv6 destination is reachable.
 */
export function parseAllowList(text: string): AllowEntry[] {
  return text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((entry) => {
      const match = /^([a-z0-9.-]+(?:\/\d{1,2})?)(?::(\d{1,5}))?$/i.exec(entry);
      if (!match) throw new Error(`"${entry}" is not address[/bits][:port] or host[:port] (IPv4 only)`);
      const [, host, port] = match;
      const [address, bits] = host.split('/');
      if (bits !== undefined && (isIP(address) !== 4 || Number(bits) > 32))
        throw new Error(`"${entry}": a network is an IPv4 address and 0-32 bits`);
      if (port !== undefined && (Number(port) < 1 || Number(port) > 65535))
        throw new Error(`"${entry}": the port must be 1-65535`);
      return { host: host.toLowerCase(), ...(port ? { port: Number(port) } : {}) };
    });
}

/** Names this policy's content, so a check tells it from another's: the first rule's comment (nft 1.0 lists no table comments in JSON). */
export function policyDigest(spec: PolicySpec): string {
  return createHash('sha256').update(JSON.stringify(spec)).digest('hex').slice(0, 16);
}

const accepts = (dests: Destination[]) =>
  dests.map((d) =>
    d.port
      ? `ip daddr ${d.address} meta l4proto { tcp, udp } th dport ${d.port} accept`
      : `ip daddr ${d.address} accept`,
  );

/** The rules of each chain, in order: what policyScript writes and firstProblem counts. */
export function policyChains(spec: PolicySpec): Record<string, string[]> {
  const bridges = `{ "${spec.functionBridge}", "${spec.buildBridge}" }`;
  const dns = spec.resolvers.length
    ? [`ip daddr { ${spec.resolvers.join(', ')} } meta l4proto { tcp, udp } th dport 53 accept`]
    : [];
  const neighbours = 'icmpv6 type { nd-neighbor-solicit, nd-neighbor-advert } accept';
  /** Leaving a bridge: never to another container, never IPv6 (the networks have none). */
  const egress = (allow: Destination[], mode: Egress) => [
    'ct state established,related accept',
    `oifname ${bridges} ${REJECT}`,
    `meta nfproto ipv6 ${REJECT}`,
    ...dns,
    ...accepts(allow),
    ...(mode === 'none' ? [REJECT] : [`ip daddr { ${PRIVATE_V4_NETS.join(', ')} } ${REJECT}`, 'accept']),
  ];
  return {
    forward: [
      `iifname "${spec.functionBridge}" jump function-egress`,
      `iifname "${spec.buildBridge}" jump build-egress`,
      // Into a container from anywhere else (another bridge, another host): only replies.
      `oifname ${bridges} ct state established,related accept`,
      `oifname ${bridges} ${REJECT}`,
    ],
    input: [
      `iifname "${spec.functionBridge}" jump function-host`,
      `iifname "${spec.buildBridge}" jump build-host`,
    ],
    'function-egress': egress(spec.allow, spec.egress),
    'build-egress': egress(spec.buildAllow, 'public'),
    // A function reaches no port of this host but its resolver's.
    'function-host': ['ct state established,related accept', neighbours, ...dns, REJECT],
    // A build reaches the host's own addresses (a registry on them, decision 27), over IPv4.
    'build-host': [
      'ct state established,related accept',
      neighbours,
      `meta nfproto ipv6 ${REJECT}`,
      'accept',
    ],
  };
}

/**
 * The nft script that replaces the table in one transaction: never half applied, and running it
 * again changes nothing. The chains named after POLICY_HOOKS hook there, at `priority`.
 */
export function policyScript(spec: PolicySpec, priority: number): string {
  const chains = policyChains(spec);
  chains.forward[0] += ` comment "${DIGEST_PREFIX}${policyDigest(spec)}"`;
  const body = Object.entries(chains).map(([name, rules]) => {
    const hooked = (POLICY_HOOKS as readonly string[]).includes(name);
    const head = hooked ? [`type filter hook ${name} priority ${priority}; policy accept;`] : [];
    return [`  chain ${name} {`, ...[...head, ...rules].map((r) => `    ${r}`), '  }'].join('\n');
  });
  const table = `${POLICY_FAMILY} ${POLICY_TABLE}`;
  // Declaring the table first makes the delete succeed when it is not there yet.
  return [`table ${table}`, `delete table ${table}`, `table ${table} {`, ...body, '}', ''].join('\n');
}

/** One object of `nft -j list ruleset`: each has one of these keys (or another, such as metainfo). */
export interface NftObject {
  table?: { family: string; name: string };
  chain?: { family: string; table: string; name: string; hook?: string; prio?: number };
  rule?: { family: string; table: string; chain: string; comment?: string };
}

export const ofPolicyTable = (o: { family: string; table?: string; name?: string }) =>
  o.family === POLICY_FAMILY && (o.table ?? o.name) === POLICY_TABLE;

/** A chain of another table hooked where ours are: the lowest priority among them. */
export function lowestOtherPriority(ruleset: NftObject[]): number | undefined {
  const prios = ruleset.flatMap(({ chain: c }) =>
    c &&
    !ofPolicyTable(c) &&
    ['ip', 'ip6', 'inet'].includes(c.family) &&
    (POLICY_HOOKS as readonly string[]).includes(c.hook ?? '') &&
    typeof c.prio === 'number'
      ? [c.prio]
      : [],
  );
  return prios.length ? Math.min(...prios) : undefined;
}

/** Hooked before every other chain: ours stays at DEFAULT_PRIORITY unless another went below it. */
export function priorityFor(ruleset: NftObject[]): number {
  const lowest = lowestOtherPriority(ruleset);
  return lowest === undefined || lowest > DEFAULT_PRIORITY ? DEFAULT_PRIORITY : lowest - 10;
}

/**
 * Why the policy in `ruleset` is not `spec` in force, or null when it is: the table is there with
 * this policy's digest, every chain holds all its rules, its base chains are hooked before any other
 * chain of their hooks, and bridged traffic passes through them (`sysctls`: their values).
 */
export function firstProblem(
  ruleset: NftObject[],
  spec: PolicySpec,
  sysctls: Record<string, string | undefined>,
): string | null {
  for (const name of BRIDGE_SYSCTLS)
    if (sysctls[name] !== '1')
      return `${name} is ${sysctls[name] ?? 'missing (br_netfilter not loaded)'}: traffic between containers skips the firewall`;
  if (!ruleset.some(({ table }) => table && ofPolicyTable(table)))
    return `the nftables table ${POLICY_FAMILY} ${POLICY_TABLE} is missing`;
  const chains = ruleset.flatMap(({ chain }) => (chain && ofPolicyTable(chain) ? [chain] : []));
  const rules = ruleset.flatMap(({ rule }) => (rule && ofPolicyTable(rule) ? [rule] : []));
  const digest = rules
    .find((r) => r.comment?.startsWith(DIGEST_PREFIX))
    ?.comment?.slice(DIGEST_PREFIX.length);
  if (digest !== policyDigest(spec))
    return `the table ${POLICY_FAMILY} ${POLICY_TABLE} holds another policy (${digest ?? 'unmarked'})`;
  for (const [name, expected] of Object.entries(policyChains(spec))) {
    const count = rules.filter((r) => r.chain === name).length;
    if (!chains.some((c) => c.name === name)) return `the chain ${name} is missing`;
    if (count !== expected.length)
      return `the chain ${name} holds ${count} rules instead of ${expected.length}`;
  }
  const lowest = lowestOtherPriority(ruleset);
  for (const hook of POLICY_HOOKS) {
    const chain = chains.find((c) => c.hook === hook);
    if (!chain || typeof chain.prio !== 'number') return `no chain of the policy is hooked at ${hook}`;
    if (lowest !== undefined && lowest <= chain.prio)
      return `another chain at priority ${lowest} runs before the policy's ${hook} chain (${chain.prio})`;
  }
  return null;
}
