import type { AttemptVerdict } from './lease/attempt-admission';

/** Spread of every delay (retries, waits): +-20%, so that events failed together do not retry together. */
export const jitter = (ms: number, random = Math.random) => Math.round(ms * (0.8 + 0.4 * random()));

/**
 * When a failed attempt `attempt` (from 1) is tried again: after baseMs * 2^(attempt - 1), spread,
 * while retries are left and the event is still young enough; null when it is a dead letter (or
 * succeeded).
 */
export function retryAt(
  a: { succeeded: boolean; attempt: number; maxRetries: number; expiresAt: number },
  baseMs: number,
  now = Date.now(),
  random = Math.random,
): number | null {
  if (a.succeeded || a.attempt > a.maxRetries) return null;
  const at = now + jitter(baseMs * 2 ** (a.attempt - 1), random);
  return at < a.expiresAt ? at : null;
}

/**
 * When an attempt that admission refused runs again, spending no attempt: past the window's block,
 * or after a spread moment for a slot.
 */
export function retryRefusedAt(
  verdict: Extract<AttemptVerdict, { admitted: false }>,
  throttleMs: number,
  now = Date.now(),
  random = Math.random,
): number {
  return now + (verdict.reason === 'rate_limit' ? verdict.waitMs : 0) + jitter(throttleMs, random);
}

/** Where a settled attempt leaves its event, and the status its execution shows. */
export function settledState(
  status: 'success' | 'error' | 'timeout',
  retrying: boolean,
): { state: 'done' | 'queued' | 'dead'; status: 'success' | 'error' | 'timeout' | 'queued' } {
  if (status === 'success') return { state: 'done', status };
  return retrying ? { state: 'queued', status: 'queued' } : { state: 'dead', status };
}
