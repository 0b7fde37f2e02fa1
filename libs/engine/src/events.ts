import type { TriggerType } from '@fnhost/triggers';
import type { ClippedText } from './execution-ledger';

/** The asynchronous triggers: an async invoke (redrives and destinations too), a schedule run, a broker's message. */
export type AsyncTrigger = 'async' | 'schedule' | TriggerType;

export interface AsyncPolicy {
  maxRetries: number;
  maxEventAgeS: number;
}

/**
 * The door an event came in by: an async invoke was counted in its caller's rate windows at the
 * door; the others have no caller, and their first attempt is counted in the owner's windows.
 */
export type EventDoor = 'invoke' | 'redrive' | 'destination' | 'schedule' | 'trigger';

export interface AcceptedEvent {
  door: EventDoor;
  executionUuid: string;
  functionUuid: string;
  deploymentUuid: string;
  userId: number;
  /** The event exactly as the handler receives it (JSON text). */
  body: string;
  trigger: AsyncTrigger;
  idempotencyKey: string | null;
  redriveOf: string | null;
  /** Receives the outcome as a webhook destination does. */
  callbackUrl?: string | null;
  /**
   * The alias its attempts run through (each resolves it then; `latest` when absent); null: the
   * caller pinned `deploymentUuid`'s version.
   */
  route?: string | null;
  /** The broker trigger whose messages it carries (counted in the trigger's in-flight events). */
  triggerUuid?: string | null;
  /** The door's trace (W3C `traceparent`), which its first attempt continues: carried by the job, not stored. */
  traceparent?: string;
}

/** An attempt taken by a worker: what it runs. */
export interface ClaimedAttempt {
  executionUuid: string;
  functionUuid: string;
  body: string;
  attempt: number;
  maxRetries: number;
  expiresAt: Date;
}

/** An attempt's outcome to record; `retryAt` when it is to be tried again. */
export interface Settlement {
  executionUuid: string;
  attempt: number;
  outcome: AttemptOutcome;
  retryAt: Date | null;
}

/** How an attempt ended, as the worker's run reports it. */
export interface AttemptOutcome {
  status: 'success' | 'error' | 'timeout';
  errorMessage: string | null;
  completedAt: string;
  durationMs: number;
  logs: { timestamp: string; level: string; message: string }[];
  /** On success: the result as the execution keeps it. */
  output?: ClippedText | null;
}
