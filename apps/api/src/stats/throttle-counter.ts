import { unreachableDependency } from '@fnhost/common';
import { Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** How often the counts gathered in memory are added to PostgreSQL. */
const FLUSH_MS = 2000;
const HOUR_MS = 3600_000;

/**
 * Counts calls refused with 429 per function and hour (the statistics' `throttled_count`). A
 * flood of refusals must not become a flood of writes: counts gather in memory and are added to
 * PostgreSQL in one statement every FLUSH_MS, and at shutdown. While PostgreSQL is unreachable
 * they keep gathering (one number per function and hour).
 */
@Injectable()
export class ThrottleCounter implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(ThrottleCounter.name);
  /** `<function uuid> <hour ms>` -> refusals not yet written. */
  private pending = new Map<string, number>();
  private timer?: NodeJS.Timeout;

  constructor(private readonly db: DataSource) {}

  count(functionUuid: string): void {
    const key = `${functionUuid} ${Math.floor(Date.now() / HOUR_MS) * HOUR_MS}`;
    this.pending.set(key, (this.pending.get(key) ?? 0) + 1);
  }

  onModuleInit() {
    this.timer = setInterval(() => void this.flush(), FLUSH_MS);
    this.timer.unref();
  }

  async onApplicationShutdown() {
    clearInterval(this.timer);
    await this.flush();
  }

  private async flush(): Promise<void> {
    if (!this.pending.size) return;
    const batch = this.pending;
    this.pending = new Map();
    const rows = [...batch].map(([key, count]) => {
      const [functionUuid, hour] = key.split(' ');
      return { function_uuid: functionUuid, hour: new Date(Number(hour)).toISOString(), count };
    });
    try {
      // A function deleted meanwhile is left out (its counts went with it).
      await this.db.query(
        `INSERT INTO throttle_counts (function_uuid, hour, count)
         SELECT r.function_uuid, r.hour, r.count
         FROM jsonb_to_recordset($1::jsonb) AS r(function_uuid uuid, hour timestamptz, count int)
         JOIN functions f ON f.uuid = r.function_uuid
         ON CONFLICT (function_uuid, hour) DO UPDATE SET count = throttle_counts.count + excluded.count`,
        [JSON.stringify(rows)],
      );
    } catch (err) {
      for (const [key, n] of batch) this.pending.set(key, (this.pending.get(key) ?? 0) + n);
      if (!unreachableDependency(err))
        this.logger.error(`throttle counts not written: ${(err as Error).message}`);
    }
  }
}
