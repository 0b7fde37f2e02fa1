import { Injectable } from '@nestjs/common';

/**
 * The synchronous invocations this process runs, whether or not their caller is still there. At
 * shutdown the api waits for them before Redis and the database close under them: closing the
 * HTTP server is not enough, since a request whose client has gone no longer holds it open while
 * its invocation still waits on a worker. Counted here, not by a global interceptor: one doubled
 * the cost of a trivial Nest route (rxjs on every request).
 */
@Injectable()
export class RunningCalls {
  private running = 0;
  private waiting: (() => void)[] = [];

  async track<T>(call: () => Promise<T>): Promise<T> {
    this.running++;
    try {
      return await call();
    } finally {
      if (--this.running === 0) for (const resolve of this.waiting.splice(0)) resolve();
    }
  }

  /** Resolves once no call runs (at once when none does). */
  idle(): Promise<void> {
    return this.running === 0 ? Promise.resolve() : new Promise((resolve) => this.waiting.push(resolve));
  }
}
