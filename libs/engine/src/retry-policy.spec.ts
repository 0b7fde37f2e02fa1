import { jitter, retryAt, retryRefusedAt, settledState } from './retry-policy';

describe('retry policy', () => {
  const low = () => 0; // the spread's low end: 0.8x
  const high = () => 0.999_999; // its high end: just under 1.2x
  const failed = { succeeded: false, maxRetries: 2, expiresAt: Number.MAX_SAFE_INTEGER };

  it('spreads every delay by +-20%', () => {
    expect(jitter(1000, low)).toBe(800);
    expect(jitter(1000, high)).toBe(1200);
    expect(jitter(1000, () => 0.5)).toBe(1000);
  });

  it('doubles the wait after each failed attempt: base, 2x, 4x', () => {
    const waits = [1, 2].map((attempt) => retryAt({ ...failed, attempt }, 30_000, 0, () => 0.5));
    expect(waits).toEqual([30_000, 60_000]);
    expect(retryAt({ ...failed, attempt: 3, maxRetries: 5 }, 30_000, 0, () => 0.5)).toBe(120_000);
  });

  it('gives up once the retries are spent, or when the retry would come after the event expired', () => {
    expect(retryAt({ ...failed, attempt: 3 }, 30_000, 0)).toBeNull(); // max_retries 2: attempts 1..3
    expect(retryAt({ ...failed, attempt: 1, maxRetries: 0 }, 30_000, 0)).toBeNull();
    expect(retryAt({ ...failed, attempt: 1, expiresAt: 30_000 }, 30_000, 0, () => 0.5)).toBeNull();
    expect(retryAt({ ...failed, attempt: 1, expiresAt: 30_001 }, 30_000, 0, () => 0.5)).toBe(30_000);
    expect(retryAt({ ...failed, succeeded: true, attempt: 1 }, 30_000, 0)).toBeNull();
  });

  it('a refused attempt waits past the window block, or a spread moment for a slot', () => {
    expect(retryRefusedAt({ admitted: false, reason: 'rate_limit', waitMs: 5000 }, 1000, 0, () => 0.5)).toBe(
      6000,
    );
    expect(retryRefusedAt({ admitted: false, reason: 'concurrency', waitMs: 0 }, 1000, 0, low)).toBe(800);
  });

  it('settles a success done, a failure queued while it retries, else dead', () => {
    expect(settledState('success', false)).toEqual({ state: 'done', status: 'success' });
    expect(settledState('success', true)).toEqual({ state: 'done', status: 'success' });
    expect(settledState('error', true)).toEqual({ state: 'queued', status: 'queued' });
    expect(settledState('timeout', false)).toEqual({ state: 'dead', status: 'timeout' });
  });
});
