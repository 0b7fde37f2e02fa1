import { KEYS } from '@fnhost/redis';
import type { Lease } from '@fnhost/queue';
import type IORedis from 'ioredis';

/*
 * The concurrency lease's rules (the shape a job carries it in: Lease, @fnhost/queue): how long it
 * lasts, who holds it, and the only Lua that writes the slots.
 */

/** Time for a cold container start on top of the function's own timeout. */
export const START_MARGIN_MS = 20_000;

/**
 * How long leases last before they lapse on their own: a synchronous call's covers the wait for a
 * worker, a cold start and the function's timeout; an attempt's, the timeout and the margin past
 * which its worker counts as lost (the reconciler then settles it).
 */
export const leaseMs = {
  call: (pickupMs: number, timeoutS: number) => pickupMs + START_MARGIN_MS + timeoutS * 1000,
  attempt: (timeoutS: number, lostMarginMs: number) => timeoutS * 1000 + lostMarginMs,
};

/**
 * The holder of an asynchronous attempt's lease: the attempt, not the event, so a release given
 * again after a reconnect (Leases) cannot free a later attempt's slot.
 */
export const attemptHolder = (executionUuid: string, attempt: number) => `${executionUuid}:${attempt}`;

/** The lease `holder` would hold on the slots of `functionUuid` and its team for `ms` from now. */
export const leaseOf = (functionUuid: string, teamUuid: string, holder: string, ms: number): Lease => ({
  key: KEYS.slots(functionUuid),
  teamKey: KEYS.teamSlots(teamUuid),
  holder,
  expiresAt: Date.now() + ms,
});

/**
 * Lua, for every script that takes or frees a lease (admission, an asynchronous attempt, an
 * invocation's completion): the only code that writes the slots.
 * - `take_lease(slots, team_slots, now, lease_end, holder, max, team_max, lease_ms)`: 0 when
 *   taken, 1 when the function's `max` live members were held, 2 when the team's `team_max`;
 *   lapsed members are dropped when they would refuse it (below the limit they cost nothing, and
 *   the readers count by score), so a take is a ZCARD, a ZADD and a PEXPIRE per set;
 * - `release_lease(slots, team_slots, holder)`: 1 when it held a slot.
 * A key lives as long as its longest lease (a short lease must not shorten it): an existing set's
 * expiry only grows (GT); an empty set does not exist, so the first member's sets its expiry.
 */
export const LEASE_LUA = `
local function live_members(key, now, max)
  local n = redis.call('ZCARD', key)
  if n < max then return n end
  redis.call('ZREMRANGEBYSCORE', key, '-inf', now)
  return redis.call('ZCARD', key)
end
local function hold_slot(key, held, lease_end, holder, lease_ms)
  redis.call('ZADD', key, lease_end, holder)
  if held == 0 then redis.call('PEXPIRE', key, lease_ms) else redis.call('PEXPIRE', key, lease_ms, 'GT') end
end
local function take_lease(slots, team_slots, now, lease_end, holder, max, team_max, lease_ms)
  local held = live_members(slots, now, tonumber(max))
  if held >= tonumber(max) then return 1 end
  local team_held = live_members(team_slots, now, tonumber(team_max))
  if team_held >= tonumber(team_max) then return 2 end
  hold_slot(slots, held, lease_end, holder, lease_ms)
  hold_slot(team_slots, team_held, lease_end, holder, lease_ms)
  return 0
end
local function release_lease(slots, team_slots, holder)
  local held = redis.call('ZREM', slots, holder)
  redis.call('ZREM', team_slots, holder)
  return held
end
`;

/** The keys a lease's scripts take after their own: the function's slots, the team's. */
export const leaseKeys = (lease: Pick<Lease, 'key' | 'teamKey'>) => [lease.key, lease.teamKey ?? lease.key];

/** What `take_lease` takes after the slots' keys, for `lease` within `max` and `teamMax`, as of now. */
export function takeLeaseArgs(lease: Lease, max: number, teamMax: number): (string | number)[] {
  const now = Date.now();
  return [now, lease.expiresAt, lease.holder, max, teamMax, Math.max(1, lease.expiresAt - now)];
}

/** KEYS: slots, team slots. ARGV: holder. */
const RELEASE_SCRIPT = `${LEASE_LUA}
return release_lease(KEYS[1], KEYS[2], ARGV[1])`;

const RELEASE_RETRY_MS = 1000;
/**
 * How long a release is given again after every reconnect: far longer than a replica lags
 * behind its primary, so a failover cannot lose a release older than this.
 */
const REPLAY_MS = 10_000;

type Scripted = IORedis & { leaseRelease(key: string, teamKey: string, holder: string): Promise<number> };
type Held = Pick<Lease, 'key' | 'teamKey' | 'holder'>;

/**
 * Frees leases outside a script (the scripts that take one: the api's admission, an attempt's
 * AttemptAdmission; the one that completes an invocation frees its own, and says so: released).
 * Redis replicates asynchronously: the replica a failover promotes may not have received the last
 * releases, whose slots it would hold until they lapse (calls answered 429 meanwhile). So the
 * releases of the last REPLAY_MS to REPLAY_MS × 2 are given again whenever the connection is ready
 * again; a second release frees nothing.
 */
export class Leases {
  private readonly client: Scripted;
  /** This period's releases and the previous one's, each REPLAY_MS long. */
  private recent: Held[] = [];
  private previous: Held[] = [];
  private periodStart = Date.now();

  constructor(client: IORedis) {
    client.defineCommand('leaseRelease', { numberOfKeys: 2, lua: RELEASE_SCRIPT });
    this.client = client as Scripted;
    client.on('ready', () => this.replay());
  }

  /** Frees the lease where no completion will. True when it held the slot; a second release frees nothing. */
  async release(lease: Held): Promise<boolean> {
    const held = await this.releaseNow(lease);
    this.released(lease);
    return held;
  }

  /** A release made by another script (an invocation's completion), remembered for the replay. */
  released(lease: Held): void {
    const now = Date.now();
    if (now - this.periodStart >= REPLAY_MS) {
      this.previous = this.recent;
      this.recent = [];
      this.periodStart = now;
    }
    this.recent.push(lease);
  }

  private async releaseNow(lease: Held): Promise<boolean> {
    const [key, teamKey] = leaseKeys(lease);
    return (await this.client.leaseRelease(key, teamKey, lease.holder)) === 1;
  }

  private replay(): void {
    for (const lease of [...this.previous, ...this.recent]) this.releaseNow(lease).catch(() => undefined);
  }

  /**
   * Frees the lease once Redis answers again: for a completion that could not reach it (an outage,
   * a failover). Held until it lapsed, it would keep a slot of the function (and of its team) from
   * every caller for up to its whole term. Tried every second until freed or lapsed.
   */
  releaseWhenBack(lease: Lease): void {
    const attempt = () => {
      if (Date.now() >= lease.expiresAt) return;
      this.release(lease).catch(() => setTimeout(attempt, RELEASE_RETRY_MS).unref());
    };
    attempt();
  }
}
