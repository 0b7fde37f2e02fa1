/**
 * Lua for where an admitted synchronous call runs, beside the lease it holds (the admission script
 * takes both in one round trip). `place(warm, workers, alive, full, pick)` answers a worker's id,
 * picked by the caller's random number `pick` (Lua's own is seeded alike on every call before
 * Redis 7):
 * - a live member of the deployment's warm set (`warm`, KEYS.warm: the workers holding or starting
 *   its instances) that is not full (`full` .. id, KEYS.full: busy and may not start another);
 * - when every member is full, a live worker of `workers` outside the set, which starts an
 *   instance of its own (so a busy function spreads over the hosts), else a full member, where the
 *   call waits;
 * - '' when the set is empty: the shared queue, any worker.
 * A worker is live while `alive` .. id exists (KEYS.workerAlive); members whose worker is gone are
 * removed on the way.
 */
export const PLACEMENT_LUA = `
local function place(warm, workers, alive, full, pick)
  local live, open, member = {}, {}, {}
  for _, id in ipairs(redis.call('SMEMBERS', warm)) do
    if redis.call('EXISTS', alive .. id) == 1 then
      live[#live + 1] = id
      member[id] = true
      if redis.call('EXISTS', full .. id) == 0 then open[#open + 1] = id end
    else redis.call('SREM', warm, id) end
  end
  if #open == 0 and #live > 0 then
    for _, id in ipairs(redis.call('SMEMBERS', workers)) do
      if not member[id] and redis.call('EXISTS', alive .. id) == 1 then open[#open + 1] = id end
    end
    if #open == 0 then open = live end
  end
  return #open > 0 and open[pick % #open + 1] or ''
end
`;
