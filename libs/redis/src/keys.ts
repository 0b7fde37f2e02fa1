/**
 * Every Redis key and channel fnhost writes, in one place (BullMQ's own keys excepted: they live
 * under the queue names of libs/queue). Names are persisted: never rename one once shipped.
 */
export const KEYS = {
  // Invocation admission (apps/api/src/invocation) and its lease, freed by the worker's completion.
  /** Running executions of a function, cluster-wide: a sorted set of leases (member: execution id, score: lease end). */
  slots: (functionUuid: string) => `fnhost:slots:${functionUuid}`,
  /** A team's concurrency slots: every lease of its functions is a member here too (its quota). */
  teamSlots: (teamUuid: string) => `fnhost:team-slots:${teamUuid}`,
  /** A rate window of a tracker (`user:<id>` or `ip:<address>`): its count and its block. */
  rateHits: (window: string, tracker: string) => `{fnhost:ratelimit:${window}:${tracker}:${window}}:hits`,
  /** A signature's single use. */
  signatureUse: (keyUuid: string, digestHex: string) => `fnhost:sig:${keyUuid}:${digestHex}`,

  // Results and records of invocations.
  /** The api process's own channel, on which workers publish the results it waits for. */
  resultChannel: (processId: string) => `fnhost:invoke-results:${processId}`,
  /** A result too large for a pub/sub message, read once by the api. */
  result: (executionUuid: string) => `fnhost:result:${executionUuid}`,
  /**
   * A streamed reply on its way to the api that reads it: entries `h` (the head's JSON), `d` (body
   * bytes), `e` (the end: status and error). The reader deletes what it has read.
   */
  replyStream: (executionUuid: string) => `fnhost:reply:${executionUuid}`,
  /**
   * The body bytes the api has passed to its caller (the worker's window), or, once the api stops
   * reading, why: READER_GONE.
   */
  replyRead: (executionUuid: string) => `fnhost:reply-read:${executionUuid}`,
  /** Finished executions on their way to PostgreSQL (the recorders' consumer group reads it). */
  executionStream: 'fnhost:executions',
  /**
   * Per function: the records of executions answered but not yet in PostgreSQL (field: execution
   * id, value: the record), written with the answer and removed once the record is in PostgreSQL.
   * Reads merge it with PostgreSQL, so they never wait for a recorder.
   */
  outbox: (functionUuid: string) => `fnhost:outbox:${functionUuid}`,

  // Workers.
  /** A worker is alive while this key is (its value: what it says of itself). */
  workerAlive: (workerId: string) => `fnhost:worker-alive:${workerId}`,
  /** Every worker that announced itself; members without a live key are gone. */
  workers: 'fnhost:workers',
  /** The workers holding (or starting) a warm container of a deployment: where its invocations are placed. */
  warm: (deploymentUuid: string) => `fnhost:warm:${deploymentUuid}`,
  /**
   * Set for a few seconds by a worker whose instances of the deployment are busy and which may not
   * start another (max_instances, memory budget): placement prefers other workers meanwhile.
   */
  full: (deploymentUuid: string, workerId: string) => `fnhost:full:${deploymentUuid}:${workerId}`,
  /** Held by the worker reconciling PostgreSQL's owed work into the queues. */
  reconcileLock: 'fnhost:lock:reconcile',
  /** Held for a heartbeat interval by the worker counting lost the attempts of gone workers. */
  lostRunnersLock: 'fnhost:lock:lost-runners',
  /** When a worker last (re)connected to this Redis (ms): a missing heartbeat means a lost worker only well after it. */
  heartbeatsSince: 'fnhost:heartbeats-since',

  // Identity.
  /** A positive introspection of a token (by its sha256). */
  token: (tokenHash: string) => `fnhost:token:${tokenHash}`,
  /** A logged-out legacy token's id. */
  revokedLegacy: (jti: string) => `fnhost:revoked:${jti}`,
} as const;

/**
 * What KEYS.replyRead holds once the api stops reading a reply stream: its caller left, or the api
 * replica passing it on shut down. The worker then stops the function and records which.
 */
export const READER_GONE = { caller: 'gone', shutdown: 'gone:shutdown' } as const;
export type ReaderGone = keyof typeof READER_GONE;
