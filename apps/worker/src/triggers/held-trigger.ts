import type { TriggerDefinition } from '@fnhost/triggers';

/** A trigger this worker holds the lease of, as it was when taken (a change bumps `revision`). */
export interface HeldTrigger extends Omit<TriggerDefinition, 'enabled'> {
  uuid: string;
  functionUuid: string;
  teamUuid: string;
  revision: number;
}

/** What a consumer reports at each tick (the supervisor writes it with the lease's renewal). */
export interface TriggerReport {
  state: 'starting' | 'running' | 'error';
  lastError: string | null;
  lag: number | null;
  /** Messages accepted since the last report. */
  delivered: number;
  lastMessageAt: Date | null;
}
