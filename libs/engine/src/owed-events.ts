import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { EventLedger } from './event-ledger';

/** How long a team's count of owed events is trusted, with this process's accepts added to it. */
export const RECOUNT_MS = 1000;
/** Teams whose counts are kept at most; past it the oldest go (a count is only a saving). */
const TEAMS_KEPT = 10_000;

interface Count {
  n: number;
  at: number;
}

/**
 * Whether a team may have one more asynchronous event owed (its queued_events quota). PostgreSQL
 * counts a team's owed events at the cost of the events owed: with thousands queued, counting at
 * every accept took more CPU than the rest of the accept together. So a count is reused for
 * RECOUNT_MS, with the events this process took since added to it; a team that reaches the limit
 * is counted again, so only an exact count refuses. Other api processes' accepts show
 * at the next count: together they may pass the limit by what they accept within RECOUNT_MS.
 */
@Injectable()
export class OwedEvents {
  private readonly counts = new Map<string, Count>();
  /** A count on its way, shared by the accepts that need it meanwhile. */
  private readonly counting = new Map<string, Promise<Count>>();

  constructor(private readonly db: DataSource) {}

  /** Takes a place for one more event of the team; not taken at `limit`. `used`: the events owed before. */
  async take(teamUuid: string, limit: number): Promise<{ taken: boolean; used: number }> {
    let count = this.counts.get(teamUuid);
    if (!count || Date.now() - count.at > RECOUNT_MS || count.n >= limit)
      count = await this.recount(teamUuid, limit);
    if (count.n >= limit) return { taken: false, used: count.n };
    return { taken: true, used: count.n++ };
  }

  protected owed(teamUuid: string, upTo: number): Promise<number> {
    return EventLedger.owedBy(this.db.manager, teamUuid, upTo);
  }

  private recount(teamUuid: string, limit: number): Promise<Count> {
    let counting = this.counting.get(teamUuid);
    if (!counting) {
      counting = this.owed(teamUuid, limit)
        .then((n) => {
          const count = { n, at: Date.now() };
          this.counts.delete(teamUuid);
          if (this.counts.size >= TEAMS_KEPT) this.counts.delete(this.counts.keys().next().value!);
          this.counts.set(teamUuid, count);
          return count;
        })
        .finally(() => this.counting.delete(teamUuid));
      this.counting.set(teamUuid, counting);
    }
    return counting;
  }
}
