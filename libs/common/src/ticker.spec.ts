import { Ticker } from './ticker';

describe('Ticker', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs one pass at a time: a pass still going skips the ticks that fall due meanwhile', async () => {
    let runs = 0;
    let finish: () => void = () => undefined;
    const ticker = new Ticker(
      () => {
        runs++;
        return new Promise<void>((r) => (finish = r));
      },
      () => undefined,
    );
    ticker.start(100);
    await jest.advanceTimersByTimeAsync(350);
    expect(runs).toBe(1);
    finish();
    await jest.advanceTimersByTimeAsync(100);
    expect(runs).toBe(2);
    ticker.stop();
    finish();
    await jest.advanceTimersByTimeAsync(500);
    expect(runs).toBe(2);
  });

  it('reports a failed pass and tries again at the next tick', async () => {
    const failures: string[] = [];
    let n = 0;
    const ticker = new Ticker(
      async () => {
        if (++n === 1) throw new Error('database away');
      },
      (err) => failures.push(err.message),
    );
    ticker.start(100);
    await jest.advanceTimersByTimeAsync(200);
    ticker.stop();
    expect([n, failures]).toEqual([2, ['database away']]);
  });
});
