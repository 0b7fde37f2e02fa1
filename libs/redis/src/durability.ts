import type IORedis from 'ioredis';

/**
 * What makes this Redis able to lose queued work, as BullMQ's production notes put it: no
 * append-only file, or an eviction policy other than noeviction. Empty when there is nothing to say.
 */
export async function redisDurabilityWarnings(redis: IORedis): Promise<string[]> {
  const info = `${await redis.info('persistence')}\n${await redis.info('memory')}`;
  const field = (name: string) => new RegExp(`^${name}:(.*)$`, 'm').exec(info)?.[1]?.trim();
  const warnings: string[] = [];
  if (field('aof_enabled') !== '1')
    warnings.push('redis keeps no append-only file: queued builds and deletions are lost if it restarts');
  const policy = field('maxmemory_policy');
  if (policy && policy !== 'noeviction')
    warnings.push(`redis maxmemory-policy is ${policy}: it may evict queued jobs (use noeviction)`);
  return warnings;
}
