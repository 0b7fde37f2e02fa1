import { KEYS } from '@fnhost/redis';

/** A rate window of a tracker (`user:<id>`, `ip:<address>`, a URL's), with the key its counter lives under. */
export interface RateWindow {
  name: string;
  ttl: number;
  limit: number;
  hits: string;
}

export const windowOf = (name: string, ttl: number, limit: number, tracker: string): RateWindow => ({
  name,
  ttl,
  limit,
  hits: KEYS.rateHits(name, tracker),
});

/** A user's windows, shortest first: every request of theirs, and every event of a door without a caller. */
export const USER_WINDOWS = (limits: { RATE_LIMIT_PER_MINUTE: number; RATE_LIMIT_PER_HOUR: number }) => [
  { name: 'default', ttl: 60_000, limit: limits.RATE_LIMIT_PER_MINUTE },
  { name: 'hour', ttl: 3_600_000, limit: limits.RATE_LIMIT_PER_HOUR },
];

/** A user's windows with their keys: the same the api counts the user's requests in. */
export const userWindows = (
  limits: { RATE_LIMIT_PER_MINUTE: number; RATE_LIMIT_PER_HOUR: number },
  userId: number,
): RateWindow[] => USER_WINDOWS(limits).map((w) => windowOf(w.name, w.ttl, w.limit, `user:${userId}`));

/** The keys and arguments a script takes for `windows` (COUNT_WINDOWS reads them first). */
export const windowArgs = (windows: readonly RateWindow[]) => ({
  keys: windows.map((w) => w.hits),
  args: [windows.length, ...windows.flatMap((w) => [w.ttl, w.limit])],
});

/**
 * The Lua that counts a request in each rate window, shortest first, until one refuses it (a
 * refused request does not count in the longer windows). A window is one counter (hits) that
 * expires with the window; the request that passes the limit restarts its expiry for a whole ttl,
 * so the window refuses for that long (the block) and starts over after. Returns, per window
 * counted: hits, ms until the count resets, ms the block has left (0: not blocked). A script may
 * append more. KEYS: each window's counter. ARGV: window count, then ttl and limit of each.
 * Shared by every rate-limited route (RateLimiter), invocation admission and an event's first
 * attempt (AttemptAdmission).
 */
export const COUNT_WINDOWS = `
local function count_windows()
  local out = {}
  for w = 1, tonumber(ARGV[1]) do
    local key = KEYS[w]
    local ttl, limit = tonumber(ARGV[2 * w]), tonumber(ARGV[2 * w + 1])
    local hits = redis.call('INCR', key)
    local resets = redis.call('PTTL', key)
    if resets == 0 then
      -- Its last millisecond: the window starts over (extending it would let requests sent more
      -- than one a millisecond keep a block alive for good).
      redis.call('SET', key, 1, 'PX', ttl)
      hits, resets = 1, ttl
    elseif resets < 0 or hits == limit + 1 then
      redis.call('PEXPIRE', key, ttl)
      resets = ttl
    end
    local blocked = 0
    if hits > limit then blocked = resets end
    table.insert(out, hits)
    table.insert(out, resets)
    table.insert(out, blocked)
    if blocked > 0 then return out, true end
  end
  return out, false
end
`;

/** The windows alone: every rate-limited route but invoke. */
export const WINDOWS_SCRIPT = `${COUNT_WINDOWS}
local out = count_windows()
return out`;
