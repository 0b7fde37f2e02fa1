import { isPrivateAddress } from '@fnhost/common';
import { lookup } from 'dns/promises';
import { BlockList, isIP } from 'net';
import type { Reach } from './broker';
import { hostsOf, secretsOf, TriggerConnection, TriggerProblem, TriggerType } from './definition';

/**
 * The operator's allowlist of private hosts triggers may reach (TRIGGER_ALLOWED_HOSTS: host
 * names, addresses and CIDR networks, comma-separated). Brokers usually sit on private networks,
 * which webhooks may never reach: a trigger reaches one only when the operator listed it.
 */
export class AllowedHosts {
  private readonly names = new Set<string>();
  private readonly networks = new BlockList();

  constructor(list: string) {
    for (const entry of list
      .split(',')
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean)) {
      const [address, bits] = entry.split('/');
      const family = isIP(address);
      if (!family) this.names.add(entry);
      else if (bits === undefined) this.networks.addAddress(address, family === 4 ? 'ipv4' : 'ipv6');
      else this.networks.addSubnet(address, Number(bits), family === 4 ? 'ipv4' : 'ipv6');
    }
  }

  /** Whether `host`, resolved to `address`, may be reached. */
  allows(host: string, address: string): boolean {
    if (!isPrivateAddress(address) || this.names.has(host.toLowerCase())) return true;
    return this.networks.check(address, isIP(address) === 4 ? 'ipv4' : 'ipv6');
  }
}

/** Why a connection's brokers may not be reached (`connection.url: ...`), or null. */
export async function reachProblem(
  type: TriggerType,
  url: string,
  allowed: AllowedHosts,
): Promise<string | null> {
  for (const { host } of hostsOf(type, url)) {
    const addresses = isIP(host)
      ? [host]
      : await lookup(host, { all: true }).then(
          (found) => found.map((a) => a.address),
          () => [],
        );
    if (!addresses.length) return `connection.url: host ${host} does not resolve`;
    const refused = addresses.find((a) => !allowed.allows(host, a));
    if (refused)
      return `connection.url: ${host} (${refused}) is a private address not in the operator's TRIGGER_ALLOWED_HOSTS`;
  }
  return null;
}

/** Opens a team's secrets by name; `missing` names those it does not have. */
export type SecretOpener = (
  names: string[],
) => Promise<{ values: Map<string, { value: Buffer }>; missing: string[] }>;

/**
 * A stored connection made ready to dial: its hosts checked against the allowlist, its secrets
 * opened. Throws TriggerProblem naming the field.
 */
export async function reachOf(
  type: TriggerType,
  c: TriggerConnection,
  allowed: AllowedHosts,
  open: SecretOpener,
): Promise<Reach> {
  const problem = await reachProblem(type, c.url, allowed);
  if (problem) throw new TriggerProblem(problem);
  const { values, missing } = await open(secretsOf(c));
  if (missing.length)
    throw new TriggerProblem(
      `connection.${c.password_secret === missing[0] ? 'password_secret' : 'tls.ca_secret'}: no secret ${missing[0]} in the function's team`,
    );
  return {
    url: c.url,
    ...(c.username !== undefined && { username: c.username }),
    ...(c.password_secret && { password: values.get(c.password_secret)!.value.toString('utf8') }),
    ...(c.sasl_mechanism && { saslMechanism: c.sasl_mechanism }),
    ...(c.tls?.ca_secret && { ca: values.get(c.tls.ca_secret)!.value }),
    tls: c.tls !== undefined,
    insecure: c.tls?.insecure === true,
  };
}
