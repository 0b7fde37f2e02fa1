import { KEYS } from '@fnhost/redis';
import type IORedis from 'ioredis';

/**
 * An invocation's concurrency slot: a member of its function's sorted set (KEYS.slots), scored
 * by when it lapses. At most `max` live members per function, cluster-wide. It is taken once
 * (by the api's admission for a synchronous call, by the worker for an asynchronous attempt),
 * travels with the job, and is released exactly once: by the worker in the same Redis script that
 * completes the invocation (or when it skips a job whose caller was answered already), or by the
 * api when no worker will (the job was withdrawn unrun, or its worker died). Each holder is its
 * own member, so a second release frees nothing. Unreleased, it lapses at `expiresAt`: the next
 * take drops lapsed members first, so a crashed holder cannot keep a slot.
 */
export interface Lease {
  key: string;
  holder: string;
  expiresAt: number;
}

/** Time for a cold container start on top of the function's own timeout. */
const START_MARGIN_MS = 20_000;

/**
 * How long leases last before they lapse on their own: a synchronous call's covers the wait for a
 * worker, a cold start and the function's timeout; an attempt's, the timeout and the margin past
 * which its worker counts as lost (the reconciler then settles it).
 */
export const leaseMs = {
  call: (pickupMs: number, timeoutS: number) => pickupMs + START_MARGIN_MS + timeoutS * 1000,
  attempt: (timeoutS: number, lostMarginMs: number) => timeoutS * 1000 + lostMarginMs,
};

/** The lease `holder` would hold on `functionUuid`'s slots for `ms` from now. */
export const leaseOf = (functionUuid: string, holder: string, ms: number): Lease => ({
  key: KEYS.slots(functionUuid),
  holder,
  expiresAt: Date.now() + ms,
});

/**
 * Lua, for every script that takes or frees a lease (admission, an asynchronous attempt, an
 * invocation's completion): the only code that writes a function's slots.
 * - `take_lease(slots, now, lease_end, holder, max, lease_ms)`: true when fewer than `max`
 *   live members were held, lapsed ones dropped first;
 * - `release_lease(slots, holder)`: 1 when it held a slot.
 */
export const LEASE_LUA = `
local function take_lease(slots, now, lease_end, holder, max, lease_ms)
  redis.call('ZREMRANGEBYSCORE', slots, '-inf', now)
  if redis.call('ZCARD', slots) >= tonumber(max) then return false end
  redis.call('ZADD', slots, lease_end, holder)
  redis.call('PEXPIRE', slots, lease_ms)
  return true
end
local function release_lease(slots, holder)
  return redis.call('ZREM', slots, holder)
end
`;

/** What `take_lease` takes after the slots' key, for `lease` within `max`, as of now. */
export function takeLeaseArgs(lease: Lease, max: number): (string | number)[] {
  const now = Date.now();
  return [now, lease.expiresAt, lease.holder, max, Math.max(1, lease.expiresAt - now)];
}

/** KEYS: slots. ARGV: holder. */
const RELEASE_SCRIPT = `${LEASE_LUA}
return release_lease(KEYS[1], ARGV[1])`;

type Scripted = IORedis & { leaseRelease(key: string, holder: string): Promise<number> };

/**
 * Frees leases outside a script (the scripts that take one: the api's admission, an attempt's
 * AttemptAdmission; the one that completes an invocation frees its own).
 */
export class Leases {
  private readonly client: Scripted;

  constructor(client: IORedis) {
    client.defineCommand('leaseRelease', { numberOfKeys: 1, lua: RELEASE_SCRIPT });
    this.client = client as Scripted;
  }

  /** Frees the lease where no completion will. True when it held the slot; a second release frees nothing. */
  async release(lease: Pick<Lease, 'key' | 'holder'>): Promise<boolean> {
    return (await this.client.leaseRelease(lease.key, lease.holder)) === 1;
  }
}
