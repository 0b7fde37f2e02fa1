import { AppConfig } from '@fnhost/common';
import { JobQueue } from '@fnhost/queue';
import { Injectable } from '@nestjs/common';

// Expired leases are dropped first, so a crashed holder cannot keep a slot past its lease.
const ACQUIRE = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
if redis.call('ZCARD', KEYS[1]) < tonumber(ARGV[4]) then
  redis.call('ZADD', KEYS[1], ARGV[2], ARGV[3])
  redis.call('PEXPIRE', KEYS[1], ARGV[5])
  return 1
end
return 0`;

/** Cluster-wide running-execution slots per function: a Redis sorted set of leases. */
@Injectable()
export class ConcurrencyLimiter {
  constructor(
    private readonly config: AppConfig,
    private readonly jobs: JobQueue,
  ) {}

  private key(functionUuid: string) {
    return `fnhost:slots:${functionUuid}`;
  }

  async acquire(functionUuid: string, holder: string, leaseMs: number): Promise<boolean> {
    const now = Date.now();
    const ok = await this.jobs.connection.eval(
      ACQUIRE,
      1,
      this.key(functionUuid),
      now,
      now + leaseMs,
      holder,
      this.config.MAX_CONCURRENT_EXECUTIONS,
      leaseMs,
    );
    return ok === 1;
  }

  async release(functionUuid: string, holder: string): Promise<void> {
    await this.jobs.connection.zrem(this.key(functionUuid), holder);
  }
}
