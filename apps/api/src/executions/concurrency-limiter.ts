import { JobQueue, slotsKey } from '@fnhost/queue';
import { Injectable } from '@nestjs/common';
import { Admission } from '../rate-limit/rate-limit.guard';
import { ApiConfig } from '../config';

/**
 * Cluster-wide running-execution slots per function: a Redis sorted set of leases. A slot is
 * taken with the invocation's admission (one script with the rate limits), freed by the worker
 * with its answer, or here when no answer came.
 */
@Injectable()
export class ConcurrencyLimiter {
  constructor(
    private readonly config: ApiConfig,
    private readonly jobs: JobQueue,
  ) {}

  slot(functionUuid: string, holder: string, leaseMs: number): Omit<Admission, 'replay'> {
    return {
      slotsKey: slotsKey(functionUuid),
      holder,
      leaseMs,
      maxSlots: this.config.MAX_CONCURRENT_EXECUTIONS,
    };
  }

  async release(functionUuid: string, holder: string): Promise<void> {
    await this.jobs.connection.zrem(slotsKey(functionUuid), holder);
  }
}
