import { CallHandler, Injectable, NestInterceptor } from '@nestjs/common';
import { finalize } from 'rxjs';

/**
 * The request handlers still running, whether or not their client is still there. At shutdown
 * the api waits for them before Redis and the database close under them: closing the HTTP
 * server is not enough, since a request whose client has gone no longer holds it open while
 * its handler still waits on a worker.
 */
@Injectable()
export class RunningHandlers implements NestInterceptor {
  private running = 0;
  private waiting: (() => void)[] = [];

  intercept(_context: unknown, next: CallHandler) {
    this.running++;
    return next.handle().pipe(finalize(() => this.finished()));
  }

  /** Resolves once no handler runs (at once when none does). */
  idle(): Promise<void> {
    return this.running === 0 ? Promise.resolve() : new Promise((resolve) => this.waiting.push(resolve));
  }

  private finished() {
    if (--this.running === 0) for (const resolve of this.waiting.splice(0)) resolve();
  }
}
