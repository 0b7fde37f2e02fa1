import {
  DEFAULT_PRIORITY,
  firstProblem,
  NftObject,
  parseAllowList,
  PolicySpec,
  policyChains,
  policyDigest,
  policyScript,
  priorityFor,
} from './network-policy';

const spec: PolicySpec = {
  functionBridge: 'fnhost0',
  buildBridge: 'fnhost1',
  resolvers: ['10.255.255.53'],
  egress: 'public',
  allow: [{ address: '10.9.0.0/16' }, { address: '192.168.7.7', port: 5432 }],
  buildAllow: [{ address: '203.0.113.80', port: 443 }],
};
const bridgeOn = { 'net.bridge.bridge-nf-call-iptables': '1', 'net.bridge.bridge-nf-call-ip6tables': '1' };

/** What `nft -j list ruleset` shows once `policyScript(spec, priority)` ran, beside `others`. */
function listing(s: PolicySpec, priority = DEFAULT_PRIORITY, others: NftObject[] = []): NftObject[] {
  const chains = policyChains(s);
  const ours = Object.entries(chains).flatMap(([name, rules]) => [
    {
      chain: {
        family: 'inet',
        table: 'fnhost',
        name,
        ...(name === 'forward' || name === 'input' ? { hook: name, prio: priority } : {}),
      },
    },
    ...rules.map((_, i) => ({
      rule: {
        family: 'inet',
        table: 'fnhost',
        chain: name,
        ...(name === 'forward' && i === 0 ? { comment: `fnhost network policy ${policyDigest(s)}` } : {}),
      },
    })),
  ]);
  return [{ table: { family: 'inet', name: 'fnhost' } }, ...ours, ...others];
}

const iptablesFilter: NftObject[] = [
  { table: { family: 'ip', name: 'filter' } },
  { chain: { family: 'ip', table: 'filter', name: 'FORWARD', hook: 'forward', prio: 0 } },
  { chain: { family: 'ip', table: 'filter', name: 'CNI-FORWARD' } },
];

describe('parseAllowList', () => {
  it('reads addresses, networks and names, each with an optional port', () => {
    expect(parseAllowList(' 10.0.0.5:5432, 192.168.0.0/16,db.internal:6379 ,api.example.com,')).toEqual([
      { host: '10.0.0.5', port: 5432 },
      { host: '192.168.0.0/16' },
      { host: 'db.internal', port: 6379 },
      { host: 'api.example.com' },
    ]);
    expect(parseAllowList('')).toEqual([]);
  });

  it.each([
    ['2001:db8::1', /IPv4 only/],
    ['10.0.0.0/33', /0-32 bits/],
    ['db.internal/8', /IPv4 address and 0-32 bits/],
    ['10.0.0.1:0', /1-65535/],
    ['10.0.0.1:70000', /1-65535/],
    ['http://x', /not address/],
  ])('refuses %s', (entry, message) => {
    expect(() => parseAllowList(entry)).toThrow(message);
  });
});

describe('policyChains', () => {
  it('public egress: replies, then no container or IPv6, DNS, the allowlist, no private network, the rest', () => {
    expect(policyChains(spec)['function-egress']).toEqual([
      'ct state established,related accept',
      'oifname { "fnhost0", "fnhost1" } reject with icmpx admin-prohibited',
      'meta nfproto ipv6 reject with icmpx admin-prohibited',
      'ip daddr { 10.255.255.53 } meta l4proto { tcp, udp } th dport 53 accept',
      'ip daddr 10.9.0.0/16 accept',
      'ip daddr 192.168.7.7 meta l4proto { tcp, udp } th dport 5432 accept',
      expect.stringMatching(/^ip daddr \{ 0\.0\.0\.0\/8, 10\.0\.0\.0\/8, .*169\.254\.0\.0\/16.* \} reject/),
      'accept',
    ]);
  });

  it('no egress: the allowlist and DNS, then nothing', () => {
    const rules = policyChains({ ...spec, egress: 'none', allow: [] })['function-egress'];
    expect(rules.slice(-2)).toEqual([
      'ip daddr { 10.255.255.53 } meta l4proto { tcp, udp } th dport 53 accept',
      'reject with icmpx admin-prohibited',
    ]);
  });

  it('builds reach the registries on private addresses, the host, and never a function', () => {
    const chains = policyChains(spec);
    expect(chains['build-egress']).toContain(
      'ip daddr 203.0.113.80 meta l4proto { tcp, udp } th dport 443 accept',
    );
    expect(chains['build-egress']).toContain(
      'oifname { "fnhost0", "fnhost1" } reject with icmpx admin-prohibited',
    );
    expect(chains['build-egress'].join('\n')).not.toContain('10.9.0.0/16'); // the functions' allowlist is theirs
    expect(chains['build-host'].at(-1)).toBe('accept');
    expect(chains['function-host'].at(-1)).toBe('reject with icmpx admin-prohibited');
  });

  it('nothing enters a bridge from elsewhere but replies', () => {
    expect(policyChains(spec).forward.slice(2)).toEqual([
      'oifname { "fnhost0", "fnhost1" } ct state established,related accept',
      'oifname { "fnhost0", "fnhost1" } reject with icmpx admin-prohibited',
    ]);
  });
});

describe('policyScript', () => {
  it('replaces the table in one transaction, hooked at the priority given, marked with its digest', () => {
    const script = policyScript(spec, -1200);
    expect(script.split('\n').slice(0, 3)).toEqual([
      'table inet fnhost',
      'delete table inet fnhost',
      'table inet fnhost {',
    ]);
    expect(script).toContain('type filter hook forward priority -1200; policy accept;');
    expect(script).toContain('type filter hook input priority -1200; policy accept;');
    expect(script).toContain(`jump function-egress comment "fnhost network policy ${policyDigest(spec)}"`);
  });

  it('a digest changes with what the policy lets through', () => {
    expect(policyDigest({ ...spec, egress: 'none' })).not.toBe(policyDigest(spec));
    expect(policyDigest({ ...spec, allow: [] })).not.toBe(policyDigest(spec));
    expect(policyDigest({ ...spec })).toBe(policyDigest(spec));
  });
});

describe('priorityFor', () => {
  it('stays at the default while every other chain comes after it, else goes below the lowest', () => {
    expect(priorityFor(iptablesFilter)).toBe(DEFAULT_PRIORITY);
    const rival: NftObject = {
      chain: { family: 'ip', table: 'x', name: 'early', hook: 'forward', prio: -2000 },
    };
    expect(priorityFor([...iptablesFilter, rival])).toBe(-2010);
    // Another hook, or the bridge family, does not decide the order of ours.
    const elsewhere: NftObject[] = [
      { chain: { family: 'ip', table: 'nat', name: 'PREROUTING', hook: 'prerouting', prio: -5000 } },
      { chain: { family: 'bridge', table: 'b', name: 'f', hook: 'forward', prio: -5000 } },
    ];
    expect(priorityFor(elsewhere)).toBe(DEFAULT_PRIORITY);
  });
});

describe('firstProblem', () => {
  it('none when the table is there, whole, marked with this policy, first, and bridged traffic passes it', () => {
    expect(firstProblem(listing(spec, DEFAULT_PRIORITY, iptablesFilter), spec, bridgeOn)).toBeNull();
  });

  it('names each way the policy is not in force', () => {
    const cases: [NftObject[], Record<string, string | undefined>, RegExp][] = [
      [iptablesFilter, bridgeOn, /table inet fnhost is missing/],
      [listing({ ...spec, egress: 'none' }), bridgeOn, /holds another policy/],
      [
        listing(spec).filter((o, i) => !(o.rule?.chain === 'function-egress' && i % 2)),
        bridgeOn,
        /function-egress holds \d+ rules instead of 8/,
      ],
      [listing(spec).filter((o) => o.chain?.name !== 'build-host'), bridgeOn, /chain build-host is missing/],
      [
        listing(spec, DEFAULT_PRIORITY, [
          { chain: { family: 'inet', table: 'other', name: 'early', hook: 'input', prio: -1000 } },
        ]),
        bridgeOn,
        /another chain at priority -1000 runs before the policy's forward chain \(-1000\)/,
      ],
      [
        listing(spec),
        { ...bridgeOn, 'net.bridge.bridge-nf-call-ip6tables': '0' },
        /bridge-nf-call-ip6tables is 0/,
      ],
      [listing(spec), {}, /bridge-nf-call-iptables is missing \(br_netfilter not loaded\)/],
    ];
    for (const [ruleset, sysctls, problem] of cases)
      expect(firstProblem(ruleset, spec, sysctls)).toMatch(problem);
  });
});
