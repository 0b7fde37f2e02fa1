import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { EventLedger } from './event-ledger';

/** How long a user's count of owed events is trusted, with this process's accepts added to it. */
export const RECOUNT_MS = 1000;
/** Users whose counts are kept at most; past it the oldest go (a count is only a saving). */
const USERS_KEPT = 10_000;

interface Count {
  n: number;
  at: number;
}

/**
 * Whether a user may have one more asynchronous event owed (the api's ASYNC_MAX_QUEUED_PER_USER).
 * PostgreSQL counts a user's owed events at the cost of the events owed: with thousands queued,
 * counting at every accept took more CPU than the rest of the accept together. So a count is
 * reused for RECOUNT_MS, with the events this process took since added to it; a user who reaches
 * the limit is counted again, so only an exact count refuses. Other api processes' accepts show
 * at the next count: together they may pass the limit by what they accept within RECOUNT_MS.
 */
@Injectable()
export class OwedEvents {
  private readonly counts = new Map<number, Count>();
  /** A count on its way, shared by the accepts that need it meanwhile. */
  private readonly counting = new Map<number, Promise<Count>>();

  constructor(private readonly db: DataSource) {}

  /** Takes a place for one more event of the user; false (nothing taken) at `limit`. */
  async take(userId: number, limit: number): Promise<boolean> {
    let count = this.counts.get(userId);
    if (!count || Date.now() - count.at > RECOUNT_MS || count.n >= limit)
      count = await this.recount(userId, limit);
    if (count.n >= limit) return false;
    count.n++;
    return true;
  }

  protected owed(userId: number, upTo: number): Promise<number> {
    return EventLedger.owedBy(this.db.manager, userId, upTo);
  }

  private recount(userId: number, limit: number): Promise<Count> {
    let counting = this.counting.get(userId);
    if (!counting) {
      counting = this.owed(userId, limit)
        .then((n) => {
          const count = { n, at: Date.now() };
          this.counts.delete(userId);
          if (this.counts.size >= USERS_KEPT) this.counts.delete(this.counts.keys().next().value!);
          this.counts.set(userId, count);
          return count;
        })
        .finally(() => this.counting.delete(userId));
      this.counting.set(userId, counting);
    }
    return counting;
  }
}
