import { KEYS, RedisService } from '@fnhost/redis';
import { Injectable } from '@nestjs/common';

/**
 * A live worker holding (or starting) a warm container of the deployment, in one round trip: the
 * members of its warm set whose liveness key exists, one picked by the caller's random number
 * (ARGV[2]; Lua's own is seeded alike on every call before Redis 7) so load spreads over them.
 * Members whose worker is gone are removed on the way.
 */
const PLACE_SCRIPT = `
local live = {}
for _, id in ipairs(redis.call('SMEMBERS', KEYS[1])) do
  if redis.call('EXISTS', ARGV[1] .. id) == 1 then live[#live + 1] = id
  else redis.call('SREM', KEYS[1], id) end
end
if #live == 0 then return false end
return live[tonumber(ARGV[2]) % #live + 1]`;

/** Where an invocation runs: on a worker that holds its version warm, so no other host cold-starts it. */
@Injectable()
export class Placement {
  constructor(private readonly redis: RedisService) {}

  /** A worker id, or null: then the shared queue, where any worker may take it. */
  async pick(deploymentUuid: string): Promise<string | null> {
    const pick = Math.floor(Math.random() * 2 ** 31);
    return (await this.redis.client.eval(
      PLACE_SCRIPT,
      1,
      KEYS.warm(deploymentUuid),
      KEYS.workerAlive(''),
      pick,
    )) as string | null;
  }

  /** Whether the worker's heartbeat is there. */
  async alive(workerId: string): Promise<boolean> {
    return (await this.redis.client.exists(KEYS.workerAlive(workerId))) === 1;
  }
}
