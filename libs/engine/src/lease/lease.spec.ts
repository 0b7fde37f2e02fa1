import { KEYS } from '@fnhost/redis';
import { leaseMs, leaseOf } from './lease';

describe('lease rules', () => {
  it("a call's lease outlasts the pickup wait, a cold start and the function's timeout", () => {
    expect(leaseMs.call(5000, 30)).toBe(5000 + 20_000 + 30_000);
  });

  it("an attempt's lease outlasts the timeout by the margin past which its worker counts as lost", () => {
    expect(leaseMs.attempt(30, 30_000)).toBe(60_000);
  });

  it("is held by its execution on its function's slots and its team's, until it lapses", () => {
    const before = Date.now();
    const lease = leaseOf('fn-1', 'team-1', 'exec-1', 1000);
    expect(lease).toMatchObject({
      key: KEYS.slots('fn-1'),
      teamKey: KEYS.teamSlots('team-1'),
      holder: 'exec-1',
    });
    expect(lease.expiresAt).toBeGreaterThanOrEqual(before + 1000);
    expect(lease.expiresAt).toBeLessThanOrEqual(Date.now() + 1000);
  });
});
