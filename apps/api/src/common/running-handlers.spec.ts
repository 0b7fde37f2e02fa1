import { CallHandler } from '@nestjs/common';
import { lastValueFrom, Subject, throwError } from 'rxjs';
import { RunningHandlers } from './running-handlers';

const settled = async (promise: Promise<unknown>) => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((r) => setImmediate(r));
  return done;
};

describe('RunningHandlers', () => {
  it('is idle at once when no handler runs', async () => {
    expect(await settled(new RunningHandlers().idle())).toBe(true);
  });

  it('is idle only after every running handler has ended, by answer or by error', async () => {
    const handlers = new RunningHandlers();
    const answer = new Subject<string>();
    const answered = lastValueFrom(handlers.intercept(null, { handle: () => answer } as CallHandler));
    const failed = lastValueFrom(
      handlers.intercept(null, { handle: () => throwError(() => new Error('boom')) } as CallHandler),
    ).catch((err: Error) => err.message);
    const idle = handlers.idle();
    expect(await failed).toBe('boom');
    expect(await settled(idle)).toBe(false);
    answer.next('ok');
    answer.complete();
    expect(await answered).toBe('ok');
    expect(await settled(idle)).toBe(true);
    expect(await settled(handlers.idle())).toBe(true);
  });
});
