/**
 * Errors that say a shared dependency is unreachable (an outage), not that the request or the
 * code is wrong: they are answered 503, never 500. Recognised by the shapes ioredis and pg give
 * them, since both report outages as plain Errors.
 */
const REDIS_OUTAGE =
  /^(Stream isn't writeable and enableOfflineQueue options is false|Command timed out|Connection is closed\.|Reached the max retries per request limit)/;
const DATABASE_OUTAGE =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EPIPE',
  'ENOTFOUND',
]);
/**
 * SQLSTATE classes 08 (connection exception) and 57P (operator intervention: shutdown, cannot
 * connect now), and 25006 (a read-only transaction: a primary demoted by a failover).
 */
const SQLSTATE_OUTAGE = /^(08|57P|25006$)/;

export type Dependency = 'database' | 'redis' | 'a backing service';

export function unreachableDependency(err: unknown): Dependency | null {
  if (!(err instanceof Error)) return null;
  const { code } = err as { code?: unknown };
  if (REDIS_OUTAGE.test(err.message)) return 'redis';
  if (DATABASE_OUTAGE.test(err.message) || (typeof code === 'string' && SQLSTATE_OUTAGE.test(code)))
    return 'database';
  // TypeORM wraps driver errors: look at the cause it keeps.
  const driverError = (err as { driverError?: unknown }).driverError;
  if (driverError && driverError !== err) return unreachableDependency(driverError);
  if (typeof code === 'string' && NETWORK_CODES.has(code)) return 'a backing service';
  return null;
}
