import { pickVersion } from './function-routes';

describe('pickVersion', () => {
  const main = { v: 1 };
  const canary = { v: 2, percent: 20 };

  it('takes the canary when the draw falls under its percent, else the main version', () => {
    expect(pickVersion(main, canary, () => 0.19)).toBe(canary);
    expect(pickVersion(main, canary, () => 0.2)).toBe(main);
    expect(pickVersion(main, null, () => 0)).toBe(main);
  });

  it('sends about its percent of calls to the canary', () => {
    let n = 0;
    for (let i = 0; i < 10_000; i++) if (pickVersion(main, canary) === canary) n++;
    expect(n).toBeGreaterThan(1700);
    expect(n).toBeLessThan(2300);
  });
});
