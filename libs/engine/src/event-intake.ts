import { badRequest, Batched } from '@fnhost/common';
import { quotaExceeded, TeamQuotas } from '@fnhost/database';
import { jobOptions, JobQueue } from '@fnhost/queue';
import { Injectable, Logger } from '@nestjs/common';
import { currentTraceparent } from '@fnhost/observability';
import { DataSource, EntityManager } from 'typeorm';
import { EventLedger } from './event-ledger';
import type { AcceptedEvent } from './events';
import { OwedEvents } from './owed-events';

/** Idempotency keys: up to 255 visible ASCII characters. */
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;

/** An Idempotency-Key header as given: null when absent; 400 unless one key of 1 to 255 visible ASCII characters. */
export function idempotencyKeyOf(key: string | string[] | undefined): string | null {
  if (key === undefined) return null;
  if (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key))
    throw badRequest('Idempotency-Key: 1 to 255 visible ASCII characters');
  return key;
}

/** An event whose first attempt is to be queued. */
export type QueuedEvent = Pick<AcceptedEvent, 'executionUuid' | 'traceparent'>;

/** What accepting an event answers: its execution (the first one's, for a repeated idempotency key). */
export interface Acceptance {
  executionUuid: string;
  /** False when an idempotency key answered an earlier event: nothing was recorded or queued. */
  accepted: boolean;
}

/**
 * The one way an asynchronous event is accepted, for every door (an async invoke, a redrive, a
 * function destination, a schedule run, a broker trigger's messages): the team's quota of owed events
 * (queued_events) where a caller can hear the refusal, the idempotency key, the commit to PostgreSQL (the event
 * ledger) before anyone is answered, then attempt 1 queued (the answer does not wait for it).
 * Redis being away only delays the attempt: the reconciler queues what PostgreSQL owes. Rate windows and signatures are the
 * doors' admission, before this (a door with a caller) or at the attempt (one without).
 */
@Injectable()
export class EventIntake {
  private readonly logger = new Logger(EventIntake.name);
  /**
   * Events without a key are committed in batches, their attempts queued in one round trip: under
   * load a commit (and its WAL flush) serves dozens of 202s instead of one.
   */
  private readonly batches = new Batched<AcceptedEvent, void>((events) => this.commitMany(events));

  constructor(
    private readonly db: DataSource,
    private readonly jobs: JobQueue,
    private readonly owed: OwedEvents,
    private readonly quotas: TeamQuotas,
  ) {}

  /**
   * Accepts `event`. `cappedTeam`: for a door whose caller hears a refusal, the function's team,
   * whose queued_events quota it counts against (429 past it, nothing recorded). Doors without a
   * caller (schedules, destinations) pass none: their sources bound them, and refusing would drop
   * the event.
   */
  async accept(event: AcceptedEvent, cappedTeam?: string): Promise<Acceptance> {
    if (cappedTeam) await this.checkQuota(cappedTeam);
    if (!event.idempotencyKey) {
      await this.batches.add(event);
      return { executionUuid: event.executionUuid, accepted: true };
    }
    const acceptance = await this.db.transaction((tx) => EventLedger.accept(tx, event));
    if (acceptance.accepted) this.queueLater([event]);
    return acceptance;
  }

  /**
   * Accepts `event` inside the caller's transaction (a door that commits its own change with it:
   * a schedule moving on to its next run). The caller queues the accepted ones once committed.
   */
  acceptIn(tx: EntityManager, event: AcceptedEvent): Promise<Acceptance> {
    return EventLedger.accept(tx, event);
  }

  /**
   * Accepts events without idempotency keys inside the caller's transaction, in one statement (a
   * broker trigger's batch, whose messages' identities the caller records with them). The caller
   * queues them once committed.
   */
  async acceptManyIn(tx: EntityManager, events: readonly AcceptedEvent[]): Promise<void> {
    await EventLedger.acceptMany(tx, events);
  }

  /**
   * Accepts a dead letter's body again as the new event `executionUuid` (EventLedger.redrive),
   * within its team's queued_events quota. False when it is no dead letter of the function.
   */
  async redrive(
    r: { functionUuid: string; deadUuid: string; executionUuid: string; userId: number },
    teamUuid: string,
  ): Promise<boolean> {
    await this.checkQuota(teamUuid);
    const redriven = await this.db.transaction((tx) => EventLedger.redrive(tx, r));
    if (redriven) this.queueLater([{ executionUuid: r.executionUuid }]);
    return redriven;
  }

  /**
   * Queues the first attempts of committed events without holding up their answer: once
   * committed, an event is owed whatever happens to the queueing (the reconciler queues what
   * PostgreSQL owes), so a 202 waits for its commit alone.
   */
  private queueLater(events: readonly QueuedEvent[]): void {
    void this.queue(events);
  }

  /**
   * Queues the first attempts of committed events, each continuing its door's trace (else the
   * caller's); Redis being away only delays them (logged).
   */
  async queue(events: readonly QueuedEvent[]): Promise<void> {
    if (!events.length) return;
    const current = currentTraceparent();
    await this.jobs
      .enqueueBulk(
        'events',
        'attempt',
        events.map(({ executionUuid, traceparent = current }) => ({
          payload: { executionUuid, attempt: 1, traceparent },
          opts: jobOptions.attempt(executionUuid, 1),
        })),
      )
      .catch((err: Error) =>
        this.logger.warn(
          `${events.length} event(s) accepted but not queued (${err.message}): the reconciler will`,
        ),
      );
  }

  private async checkQuota(teamUuid: string): Promise<void> {
    const limit = (await this.quotas.limits(teamUuid)).queued_events;
    const { taken, used } = await this.owed.take(teamUuid, limit);
    if (!taken) throw quotaExceeded('queued_events', used, limit);
  }

  private async commitMany(events: AcceptedEvent[]): Promise<void[]> {
    await EventLedger.acceptMany(this.db.manager, events);
    this.queueLater(events);
    return events.map(() => undefined);
  }
}
