import { INestApplication, Logger } from '@nestjs/common';

/** Set at the first SIGTERM or SIGINT: shutdown starts once. */
let stopping = false;

/** From SIGTERM on: health answers `draining`, so a load balancer stops sending work here first. */
export const isDraining = () => stopping;

const ending = new AbortController();
/**
 * Aborted shortly before the grace period runs out (STREAM_CUT_MARGIN_MS): what still holds a
 * request open then (a streamed reply) ends it in its own words and records why, rather than
 * being cut off by the exit.
 */
export const graceEnding: AbortSignal = ending.signal;
/** How long before the exit graceEnding fires: time to end the responses and tell the workers. */
const STREAM_CUT_MARGIN_MS = 2000;

/**
 * On SIGTERM or SIGINT: stop taking work, let what is in flight finish within `graceMs`, then
 * close (Nest's shutdown hooks run: the worker's BullMQ workers stop taking jobs and wait for the
 * running ones). `drain` runs first: the api closes its HTTP server there, so in-flight requests
 * finish while Redis, the database and the result subscriber are still up. Past the grace period
 * the process exits anyway.
 */
export function shutdownGracefully(
  app: INestApplication,
  graceMs: number,
  drain?: () => Promise<void>,
): void {
  const logger = new Logger('Shutdown');
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.log(`${signal}: finishing in-flight work (at most ${graceMs / 1000} s)`);
    const timer = setTimeout(() => {
      logger.warn('grace period over: exiting with work still in flight');
      process.exit(1);
    }, graceMs);
    const cut = setTimeout(() => ending.abort(), Math.max(graceMs - STREAM_CUT_MARGIN_MS, graceMs / 2));
    try {
      await drain?.();
      await app.close();
      logger.log('stopped');
      process.exit(0);
    } catch (err) {
      logger.error(`shutdown failed: ${(err as Error).message}`);
      process.exit(1);
    } finally {
      clearTimeout(timer);
      clearTimeout(cut);
    }
  };
  for (const signal of ['SIGTERM', 'SIGINT']) process.once(signal, () => void stop(signal));
}
