import { lookup } from 'dns/promises';
import { BlockList, isIP } from 'net';

/**
 * Addresses a user's webhook must never reach: this host and its private networks (Redis,
 * PostgreSQL, Keycloak, the container engine), link-local (cloud metadata), and the like. One
 * list per family: a BlockList matches IPv4 addresses against IPv6 rules too (::ffff:0:0/96
 * covers every one of them), so each address is checked against its own family's list only.
 */
/**
 * IPv4 networks that are not the public internet: this host, private networks, CGNAT, link-local,
 * documentation, benchmarking, multicast and reserved. Webhooks refuse them, and so does the
 * function network's firewall (apps/worker/src/network).
 */
export const PRIVATE_V4_NETS = [
  '0.0.0.0/8',
  '10.0.0.0/8',
  '100.64.0.0/10',
  '127.0.0.0/8',
  '169.254.0.0/16',
  '172.16.0.0/12',
  '192.0.0.0/24',
  '192.0.2.0/24',
  '192.168.0.0/16',
  '198.18.0.0/15',
  '198.51.100.0/24',
  '203.0.113.0/24',
  '224.0.0.0/4',
  '240.0.0.0/4',
] as const;
const PRIVATE_V4 = new BlockList();
const PRIVATE_V6 = new BlockList();
for (const net of PRIVATE_V4_NETS) {
  const [address, bits] = net.split('/');
  PRIVATE_V4.addSubnet(address, Number(bits), 'ipv4');
}
for (const [net, bits] of [
  ['::', 127],
  ['::ffff:0:0', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  PRIVATE_V6.addSubnet(net, bits, 'ipv6');

export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (!family) return true;
  return family === 4 ? PRIVATE_V4.check(address, 'ipv4') : PRIVATE_V6.check(address, 'ipv6');
}

/**
 * Why `url` may not receive a webhook, or null when it may: it must be http(s) with a host, and
 * (unless `allowPrivate`, an operator setting) resolve to public addresses only. The delivery
 * checks the address it connects to again (see `guardedLookup`): a name may resolve differently then.
 */
export async function outboundUrlProblem(url: string, allowPrivate: boolean): Promise<string | null> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'must be an absolute http or https URL';
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return 'must be an http or https URL';
  if (url.length > 2048) return 'must be at most 2048 characters';
  if (parsed.username || parsed.password) return 'must not carry credentials';
  if (allowPrivate) return null;
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host)
    ? [host]
    : await lookup(host, { all: true }).then(
        (found) => found.map((a) => a.address),
        () => null,
      );
  if (!addresses?.length) return `its host ${host} does not resolve`;
  if (addresses.some(isPrivateAddress)) return 'must not point at a private, loopback or link-local address';
  return null;
}

/**
 * A `lookup` for http.request that refuses private addresses at connect time (unless
 * `allowPrivate`): a name that resolved to a public address when checked cannot be switched.
 */
export function guardedLookup(allowPrivate: boolean) {
  return (
    hostname: string,
    options: object,
    callback: (err: NodeJS.ErrnoException | null, address: string, family: number) => void,
  ) => {
    lookup(hostname, { family: 0 }).then(
      ({ address, family }) => {
        if (!allowPrivate && isPrivateAddress(address))
          callback(
            Object.assign(new Error(`refused: ${hostname} is a private address`), { code: 'EPRIVATE' }),
            '',
            0,
          );
        else callback(null, address, family);
      },
      (err: NodeJS.ErrnoException) => callback(err, '', 0),
    );
  };
}
