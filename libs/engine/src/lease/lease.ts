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

const FREE_RETRY_MS = 1000;
/**
 * How long a free is given again after every reconnect: far longer than a replica lags behind its
 * primary, so a failover cannot lose a free older than this.
 */
const REPLAY_MS = 10_000;

type Scripted = IORedis & { leaseRelease(key: string, teamKey: string, holder: string): Promise<number> };
type Held = Pick<Lease, 'key' | 'teamKey' | 'holder' | 'expiresAt'>;

/**
 * The only code that decides to free a slot. A lease is taken by admission (Admission, a
 * synchronous call: its script places the call too, PLACEMENT_LUA) or by an attempt's start
 * (AttemptAdmission); it ends in one of four ways, each a verb here:
 * - complete: its run finished (an attempt; an invocation's completion frees it in its own
 *   transaction: completeWithin);
 * - lose: its worker was lost (its heartbeat gone, or past its time);
 * - withdraw: it will never run (its job taken back, never queued, or picked up after its caller
 *   was answered);
 * - lapse: nothing freed it, and its term ends (`lapsed`); the next take drops it.
 * A free that cannot reach Redis (an outage, a failover) is tried again as soon as the connection
 * is ready, and every second, until it succeeds or the lease lapses: held, it would keep a slot of
 * the function and of its team from every caller for up to its whole term. Redis replicates asynchronously, so the replica a failover
 * promotes may still hold the last frees' slots: the frees of the last REPLAY_MS to REPLAY_MS × 2
 * are given again whenever the connection is ready again. Freeing twice frees nothing more (each
 * holder is its own member). Each verb answers true when it freed a slot held.
 */
export class Leases {
  private readonly client: Scripted;
  /** This period's frees and the previous one's, each REPLAY_MS long. */
  private recent: Held[] = [];
  private previous: Held[] = [];
  private periodStart = Date.now();
  /** Frees that could not reach Redis: tried every FREE_RETRY_MS, and as soon as it is ready again. */
  private readonly pending = new Set<Held>();
  private retrying?: NodeJS.Timeout;

  constructor(client: IORedis) {
    client.defineCommand('leaseRelease', { numberOfKeys: 2, lua: RELEASE_SCRIPT });
    this.client = client as Scripted;
    client.on('ready', () => {
      this.replay();
      this.retryPending();
    });
  }

  /** Its run finished. */
  complete(lease: Held): Promise<boolean> {
    return this.free(lease);
  }

  /**
   * Its run finished, and `transaction` (which calls `release_lease`) frees it with the rest of
   * the completion. When that fails, the slot is freed once Redis answers again and the failure
   * is the caller's to handle (its other writes did not happen).
   */
  async completeWithin(lease: Held, transaction: () => Promise<unknown>): Promise<void> {
    try {
      await transaction();
      this.remember(lease);
    } catch (err) {
      this.freeWhenBack(lease);
      throw err;
    }
  }

  /** Its worker was lost: it can neither finish nor free the slot. */
  lose(lease: Held): Promise<boolean> {
    return this.free(lease);
  }

  /** It will never run: nothing else would free the slot. */
  withdraw(lease: Held): Promise<boolean> {
    return this.free(lease);
  }

  /** Its term ended: whatever holds it now gives up on it, and the next take drops it. */
  lapsed(lease: Pick<Lease, 'expiresAt'>): boolean {
    return Date.now() >= lease.expiresAt;
  }

  private async free(lease: Held): Promise<boolean> {
    try {
      const held = await this.freeNow(lease);
      this.remember(lease);
      return held;
    } catch {
      this.freeWhenBack(lease);
      return false;
    }
  }

  private freeWhenBack(lease: Held): void {
    this.pending.add(lease);
    this.retrying ??= setInterval(() => this.retryPending(), FREE_RETRY_MS).unref();
  }

  private retryPending(): void {
    for (const lease of this.pending) {
      if (this.lapsed(lease)) {
        this.pending.delete(lease);
        continue;
      }
      this.freeNow(lease).then(
        () => {
          if (this.pending.delete(lease)) this.remember(lease);
        },
        () => undefined,
      );
    }
    if (this.pending.size === 0 && this.retrying) {
      clearInterval(this.retrying);
      this.retrying = undefined;
    }
  }

  private remember(lease: Held): void {
    const now = Date.now();
    if (now - this.periodStart >= REPLAY_MS) {
      this.previous = this.recent;
      this.recent = [];
      this.periodStart = now;
    }
    this.recent.push(lease);
  }

  private async freeNow(lease: Held): Promise<boolean> {
    const [key, teamKey] = leaseKeys(lease);
    return (await this.client.leaseRelease(key, teamKey, lease.holder)) === 1;
  }

  private replay(): void {
    for (const lease of [...this.previous, ...this.recent]) this.freeNow(lease).catch(() => undefined);
  }
}
