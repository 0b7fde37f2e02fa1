import type IORedis from 'ioredis';
import type { Lease } from '@fnhost/queue';
import { leaseKeys, LEASE_LUA, takeLeaseArgs } from './lease';
import { COUNT_WINDOWS, RateWindow, windowArgs } from '../rate-windows';

/**
 * An asynchronous attempt's admission, in one round trip: the function's concurrency lease, then,
 * for the first attempt of an event from a door with no caller (schedule run, redrive, function
 * destination), the owner's rate windows; over a window the lease is given back. Counted only when
 * a slot was free, so an event waiting for a slot is not counted once per wait.
 * KEYS: the windows' keys (none when not counted), slots, team slots. ARGV: the windows' (count
 * first), then now, lease end, holder, max, team max, lease ms. Returns {verdict, ms}: 0 admitted;
 * 1 over a window, ms until its block ends; 3 no free slot (the function's or the team's).
 */
const ATTEMPT_SCRIPT = `${COUNT_WINDOWS}${LEASE_LUA}
local w = tonumber(ARGV[1])
local n = 2 * w + 2
local slots, team_slots = KEYS[w + 1], KEYS[w + 2]
if take_lease(slots, team_slots, ARGV[n], ARGV[n + 1], ARGV[n + 2], ARGV[n + 3], ARGV[n + 4], ARGV[n + 5]) > 0 then
  return {3, 0}
end
if w > 0 then
  local out, limited = count_windows()
  if limited then
    release_lease(slots, team_slots, ARGV[n + 2])
    return {1, out[#out]}
  end
end
return {0, 0}`;

type Scripted = IORedis & { attemptAdmit(...args: (string | number)[]): Promise<[number, number]> };

/** Why an attempt must wait, and for how long at least. */
export type AttemptVerdict =
  { admitted: true } | { admitted: false; reason: 'rate_limit' | 'concurrency'; waitMs: number };

export class AttemptAdmission {
  private readonly client: Scripted;

  constructor(client: IORedis) {
    client.defineCommand('attemptAdmit', { lua: ATTEMPT_SCRIPT });
    this.client = client as Scripted;
  }

  /**
   * Takes `lease` within the function's `max` and the team's `teamMax` and, when `windows` are
   * given, counts the attempt in them.
   */
  async admit(
    lease: Lease,
    max: number,
    teamMax: number,
    windows: readonly RateWindow[],
  ): Promise<AttemptVerdict> {
    const { keys, args } = windowArgs(windows);
    const all = [...keys, ...leaseKeys(lease)];
    const [verdict, ms] = await this.client.attemptAdmit(
      all.length,
      ...all,
      ...args,
      ...takeLeaseArgs(lease, max, teamMax),
    );
    if (verdict === 0) return { admitted: true };
    return { admitted: false, reason: verdict === 1 ? 'rate_limit' : 'concurrency', waitMs: ms };
  }
}
