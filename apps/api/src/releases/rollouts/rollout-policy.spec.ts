import { checkPolicy, oneOffPolicy, POLICY_DEFAULTS } from './rollout-policy';

const good = { target: 'latest', steps: [10, 50], step_interval_s: 60, max_error_rate: 0.05, min_calls: 20 };
const details = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    return (err as { response: { details: string } }).response.details;
  }
  throw new Error('no error');
};

describe('checkPolicy', () => {
  it('takes a policy, max_p95_ratio null unless given', () => {
    expect(checkPolicy(good)).toEqual({ ...good, max_p95_ratio: null });
    expect(checkPolicy({ ...good, max_p95_ratio: 1.5 }).max_p95_ratio).toBe(1.5);
  });

  it.each([
    [{ ...good, steps: [] }, 'steps must have 1 to 10 percents'],
    [{ ...good, steps: [0, 50] }, 'steps must be percents from 1 to 99'],
    [{ ...good, steps: [10, 100] }, 'steps must be percents from 1 to 99'],
    [{ ...good, steps: [50, 10] }, 'steps must rise: each percent above the one before'],
    [{ ...good, step_interval_s: 29 }, 'step_interval_s must be 30 to 3600'],
    [{ ...good, max_error_rate: 1.5 }, 'max_error_rate must be 0 to 1'],
    [{ ...good, min_calls: 0 }, 'min_calls must be 1 to 100000'],
    [{ ...good, extra: 1 }, 'property extra should not exist'],
  ])('%j: %s', (given, message) => {
    expect(details(() => checkPolicy(given))).toContain(message);
  });
});

describe('oneOffPolicy (a deploy’s rollout field)', () => {
  it('lays its fields over the function policy, else the defaults', () => {
    expect(oneOffPolicy('{"steps":[10],"step_interval_s":60}', null)).toEqual({
      ...POLICY_DEFAULTS,
      steps: [10],
      step_interval_s: 60,
    });
    expect(oneOffPolicy('{"steps":[25]}', { ...good, max_p95_ratio: 2 })).toEqual({
      ...good,
      max_p95_ratio: 2,
      steps: [25],
    });
    expect(oneOffPolicy(undefined, null)).toBeUndefined();
  });

  it('refuses what is not a JSON object, and names the field of a bad one', () => {
    expect(details(() => oneOffPolicy('{', null))).toBe('rollout: not valid JSON');
    expect(details(() => oneOffPolicy('[1]', null))).toBe('rollout: must be a JSON object');
    expect(details(() => oneOffPolicy('{"steps":[10]}', null))).toContain('rollout.step_interval_s');
  });
});
