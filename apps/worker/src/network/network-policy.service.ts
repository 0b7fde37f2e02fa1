import { isPrivateAddress, Ticker } from '@fnhost/common';
import { Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { lookup } from 'dns/promises';
import { readFile } from 'fs/promises';
import { isIP } from 'net';
import { WorkerConfig } from '../config';
import { BUILD_BRIDGE, FUNCTION_BRIDGE } from './networks';
import {
  AllowEntry,
  BRIDGE_SYSCTLS,
  Destination,
  firstProblem,
  parseAllowList,
  PolicySpec,
  policyScript,
  priorityFor,
} from './network-policy';
import { Nft } from './nft';

export interface PolicyState {
  enforced: boolean;
  /** What is wrong, while it is not enforced. */
  problem: string | null;
  checked_at: string;
}

/** A host name in an allowlist gets this long to resolve; past it, its last addresses stay. */
const RESOLVE_TIMEOUT_MS = 2000;

/** A container may not start while this host's network policy is not in force. */
export class NetworkPolicyError extends Error {}

/**
 * Owns this host's function network policy (decision 34): applies it at start, checks every
 * NETWORK_POLICY_CHECK_MS that it is in force and first, re-applies it when not, and refuses
 * every container start (instances, stem cells, builds) and every call while it cannot. Every
 * worker on a host applies the same table; they agree while their settings do.
 */
@Injectable()
export class NetworkPolicy implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(NetworkPolicy.name);
  private readonly allow: AllowEntry[];
  private readonly buildAllow: AllowEntry[];
  /** The problem last logged: one that persists (another worker's settings, say) is said once. */
  private logged: string | null = null;
  private readonly ticker = new Ticker(
    () => this.enforce(),
    (err) => this.logger.error(`network policy check failed: ${err.message}`),
  );
  /** The last addresses each allowlisted host name resolved to. */
  private readonly resolved = new Map<string, string[]>();
  /** Names that failed to resolve at the last check: said once, not at every check. */
  private readonly unresolved = new Set<string>();
  private current: PolicyState = {
    enforced: false,
    problem: 'not checked yet',
    checked_at: new Date().toISOString(),
  };
  /** The check at start: what guard waits for, whichever provider starts first. */
  private first?: Promise<PolicyState>;

  constructor(
    private readonly config: WorkerConfig,
    private readonly nft: Nft,
  ) {
    this.allow = parseAllowList(config.FUNCTION_EGRESS_ALLOW);
    this.buildAllow = parseAllowList(config.BUILD_EGRESS_ALLOW);
  }

  async onModuleInit(): Promise<void> {
    await this.started();
    this.ticker.start(this.config.NETWORK_POLICY_CHECK_MS);
  }

  onModuleDestroy(): void {
    // The table stays: other workers' containers, and this one's until removed, run behind it.
    this.ticker.stop();
  }

  get state(): PolicyState {
    return this.current;
  }

  private started(): Promise<PolicyState> {
    return (this.first ??= this.enforce());
  }

  /** Throws unless the policy is in force: called before a container starts or a call runs. */
  async guard(): Promise<void> {
    await this.started();
    if (!this.current.enforced)
      throw new NetworkPolicyError(
        `this host's function network policy is not in force: ${this.current.problem}`,
      );
  }

  /** Checks the policy, and applies it when it is not in force; the outcome is `state`. */
  async enforce(): Promise<PolicyState> {
    const spec = await this.spec();
    let problem = await this.problem(spec);
    if (problem) {
      const found = problem;
      const news = found !== this.logged;
      if (news) this.logger.warn(`function network policy not in force (${found}): applying it`);
      problem = await this.apply(spec).then(
        () => this.problem(spec),
        (err: Error) => `${found}; applying it failed: ${err.message}`,
      );
      if (news && problem) this.logger.error(`function network policy not in force: ${problem}`);
      if (news && !problem) this.logger.log('function network policy in force');
      this.logged = found;
    } else this.logged = null;
    this.current = { enforced: !problem, problem, checked_at: new Date().toISOString() };
    return this.current;
  }

  private async problem(spec: PolicySpec): Promise<string | null> {
    try {
      return firstProblem(await this.nft.list(), spec, await this.nft.sysctls(BRIDGE_SYSCTLS));
    } catch (err) {
      return `cannot read the firewall: ${(err as Error).message}`;
    }
  }

  private async apply(spec: PolicySpec): Promise<void> {
    await this.nft.enable(BRIDGE_SYSCTLS);
    await this.nft.apply(policyScript(spec, priorityFor(await this.nft.list())));
  }

  /** The policy as settings, resolvers and allowlisted names say now. */
  private async spec(): Promise<PolicySpec> {
    return {
      functionBridge: FUNCTION_BRIDGE,
      buildBridge: BUILD_BRIDGE,
      resolvers: await resolvers(),
      egress: this.config.FUNCTION_EGRESS,
      allow: await this.destinations(this.allow, this.config.FUNCTION_EGRESS === 'public'),
      buildAllow: await this.destinations(this.buildAllow, true),
    };
  }

  /**
   * What `entries` resolve to; with `privateOnly`, the private ones alone: public egress lets the
   * rest through already, and a name served from many public addresses would change the policy at
   * every check.
   */
  private async destinations(entries: AllowEntry[], privateOnly: boolean): Promise<Destination[]> {
    const found = await Promise.all(
      entries.map(async ({ host, port }) =>
        (await this.addresses(host))
          .filter((address) => !privateOnly || isPrivateAddress(address.split('/')[0]))
          .map((address) => ({ address, ...(port ? { port } : {}) })),
      ),
    );
    return found.flat();
  }

  private async addresses(host: string): Promise<string[]> {
    if (isIP(host.split('/')[0]) === 4) return [host];
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('timed out')), RESOLVE_TIMEOUT_MS);
    });
    try {
      const found = await Promise.race([lookup(host, { all: true, family: 4 }), timeout]);
      const addresses = found.map((a) => a.address).sort();
      this.resolved.set(host, addresses);
      this.unresolved.delete(host);
      return addresses;
    } catch (err) {
      const last = this.resolved.get(host) ?? [];
      if (!this.unresolved.has(host))
        this.logger.warn(
          `${host} does not resolve (${(err as Error).message}): ${last.join(', ') || 'nothing'} let through`,
        );
      this.unresolved.add(host);
      return last;
    } finally {
      clearTimeout(timer);
    }
  }
}

/** The IPv4 resolvers containers are given: the engines copy the host's resolv.conf. */
async function resolvers(): Promise<string[]> {
  const text = await readFile('/etc/resolv.conf', 'utf8').catch(() => '');
  return [...text.matchAll(/^nameserver\s+(\S+)/gm)].map((m) => m[1]).filter((a) => isIP(a) === 4);
}
