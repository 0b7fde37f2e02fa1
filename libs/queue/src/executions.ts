import type IORedis from 'ioredis';

/**
 * Redis keys of an invocation's bookkeeping, shared by the api (which takes a slot and reads
 * records) and the worker (which frees the slot and records the execution with its reply).
 */

/** Running executions of a function, cluster-wide: a sorted set of leases (member: execution id). */
export const slotsKey = (functionUuid: string) => `fnhost:slots:${functionUuid}`;

/**
 * Finished executions on their way to PostgreSQL, oldest first: written with the reply in one
 * transaction, moved to the database in batches by the workers' recorders (a consumer group, so
 * a crashed recorder's batch is taken over), and only then removed.
 */
export const EXECUTION_STREAM = 'fnhost:executions';
export const RECORDERS_GROUP = 'recorders';

/**
 * The executions of a function that are answered but not in PostgreSQL yet (member: execution id,
 * score: when answered). Reads of records wait for it to empty, so a caller always finds the
 * execution it was just answered. Entries older than UNRECORDED_WAIT_MS are not waited for.
 */
export const unrecordedKey = (functionUuid: string) => `fnhost:unrecorded:${functionUuid}`;
export const UNRECORDED_WAIT_MS = 5000;

const SETTLE_POLL_MS = 10;

/**
 * Resolves once the functions' answered executions are in PostgreSQL (normally within a few
 * milliseconds), or after UNRECORDED_WAIT_MS: a read then never misses what was just answered.
 */
export async function awaitRecorded(redis: IORedis, functionUuids: readonly string[]): Promise<void> {
  const until = Date.now() + UNRECORDED_WAIT_MS;
  while (functionUuids.length && Date.now() < until) {
    const since = `(${Date.now() - UNRECORDED_WAIT_MS}`;
    const pipeline = redis.pipeline();
    for (const uuid of functionUuids) pipeline.zcount(unrecordedKey(uuid), since, '+inf');
    const counts = ((await pipeline.exec()) ?? []).map(([err, n]) => {
      if (err) throw err;
      return Number(n);
    });
    if (counts.every((n) => n === 0)) return;
    await new Promise((r) => setTimeout(r, SETTLE_POLL_MS));
  }
}
