import { RolloutPolicy } from '@fnhost/database';
import { judge, ROLLOUT_MAX_WAITS, VersionFigures } from './rollouts';

const policy: RolloutPolicy = {
  target: 'latest',
  steps: [10, 50],
  step_interval_s: 60,
  max_error_rate: 0.05,
  max_p95_ratio: 2,
  min_calls: 10,
};
const figures = (calls: number, errors: number, p95: number | null): VersionFigures => ({
  calls,
  errors,
  error_rate: calls ? errors / calls : null,
  p95_ms: p95,
});
const none = figures(0, 0, null);

describe('judge (a rollout step under its policy)', () => {
  it('passes a step with enough calls, few errors and a p95 near the baseline', () => {
    expect(judge(policy, { canary: figures(20, 1, 150), baseline: figures(200, 4, 100) }, 0)).toEqual({
      kind: 'pass',
    });
  });

  it('fails on the error rate, naming the rate, the calls and the limit', () => {
    expect(judge(policy, { canary: figures(48, 15, 10), baseline: none }, 0)).toEqual({
      kind: 'fail',
      reason: 'error rate 0.313 over 48 calls, limit 0.05',
    });
  });

  it('before min_calls, fails only on errors that pass the limit however the remaining calls end', () => {
    // 2 errors of at least 10 calls: 0.2 whatever comes, above 0.05.
    expect(judge(policy, { canary: figures(4, 2, 10), baseline: none }, 0)).toEqual({
      kind: 'fail',
      reason: 'error rate 0.5 over 4 calls, limit 0.05',
    });
    // 1 error of at least 10 calls could end at 0.1, within 0.2: it waits for more calls.
    expect(
      judge({ ...policy, max_error_rate: 0.2 }, { canary: figures(4, 1, 10), baseline: none }, 0),
    ).toEqual({
      kind: 'wait',
    });
  });

  it('waits with too few calls, then fails after ROLLOUT_MAX_WAITS intervals', () => {
    const few = { canary: figures(3, 0, 10), baseline: none };
    expect(judge(policy, few, 0)).toEqual({ kind: 'wait' });
    expect(judge(policy, few, ROLLOUT_MAX_WAITS - 2)).toEqual({ kind: 'wait' });
    expect(judge(policy, few, ROLLOUT_MAX_WAITS - 1)).toEqual({
      kind: 'fail',
      reason: `too few calls: 3 in ${ROLLOUT_MAX_WAITS} intervals, min_calls 10`,
    });
  });

  it("fails a p95 above the ratio to the baseline's, and skips the check without a baseline or a ratio", () => {
    const slow = { canary: figures(20, 0, 450), baseline: figures(100, 0, 150) };
    expect(judge(policy, slow, 0)).toEqual({
      kind: 'fail',
      reason: "p95 450 ms is 3.00x the baseline's 150 ms, limit 2",
    });
    expect(judge({ ...policy, max_p95_ratio: null }, slow, 0).kind).toBe('pass');
    expect(judge(policy, { canary: figures(20, 0, 450), baseline: none }, 0).kind).toBe('pass');
  });
});
