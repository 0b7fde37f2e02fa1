import { RunningCalls } from './running-calls';

const settled = async (promise: Promise<unknown>) => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((r) => setImmediate(r));
  return done;
};

describe('RunningCalls', () => {
  it('is idle at once when no call runs', async () => {
    expect(await settled(new RunningCalls().idle())).toBe(true);
  });

  it('is idle only after every running call has ended, by answer or by error', async () => {
    const calls = new RunningCalls();
    let answer!: (value: string) => void;
    const answered = calls.track(() => new Promise<string>((resolve) => (answer = resolve)));
    const failed = calls.track(() => Promise.reject(new Error('boom'))).catch((err: Error) => err.message);
    const idle = calls.idle();
    expect(await failed).toBe('boom');
    expect(await settled(idle)).toBe(false);
    answer('ok');
    expect(await answered).toBe('ok');
    expect(await settled(idle)).toBe(true);
    expect(await settled(calls.idle())).toBe(true);
  });
});
