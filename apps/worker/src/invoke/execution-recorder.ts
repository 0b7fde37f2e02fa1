import { unreachableDependency } from '@fnhost/common';
import {
  clipIo,
  ExecutionLedger,
  ExecutionRecord,
  LEASE_LUA,
  leaseKeys,
  Leases,
  outputOf,
} from '@fnhost/engine';
import { InvokePayload, InvokeResult, resultMessage } from '@fnhost/queue';
import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import type IORedis from 'ioredis';
import { DataSource } from 'typeorm';
import { WorkerPresence } from '../containers/worker-presence';
import { KEYS, RedisService } from '@fnhost/redis';

/**
 * A batch is at most BATCH records or about BATCH_BYTES of them: a record carries up to 256 KB of
 * logs and its clipped input and output, and 500 such records at once (parsed, then a statement's
 * parameter) took the worker's heap past its limit. They are read a few first (FIRST_READ), then
 * as many as the bytes left allow at the size seen so far: small records still come 500 a batch.
 */
const BATCH = 500;
const BATCH_BYTES = 4 * 1024 * 1024;
const FIRST_READ = 10;
/** How long a read waits for new records: also how soon the loop notices it should stop. */
const BLOCK_MS = 1000;
/** A batch another recorder took this long ago and did not finish is taken over (it crashed). */
const CLAIM_IDLE_MS = 30_000;
const CLAIM_EVERY_MS = 10_000;
const RETRY_MS = 1000;
/**
 * After a batch that took all there was the recorder waits this long before reading again, so
 * that at low rates records are written dozens at a time, not one statement each (readers do not
 * wait for them: they merge the outbox).
 */
const LINGER_MS = 200;
/** The recorders' consumer group on KEYS.executionStream. */
const RECORDERS_GROUP = 'recorders';
const EXECUTION_STREAM = KEYS.executionStream;

type Entry = [id: string, fields: string[]];
interface Batch {
  entries: Entry[];
  more: boolean;
}

/**
 * Completes an invocation atomically: the record joins the stream and the function's outbox, the
 * lease is freed and the result published (a large one stored first): one round trip.
 * KEYS: stream, outbox, stored result, the lease's two. ARGV: record, execution, lease holder, channel,
 * message, stored result (or ''), its TTL in seconds.
 */
const COMPLETE_SCRIPT = `${LEASE_LUA}
redis.call('XADD', KEYS[1], '*', 'r', ARGV[1])
redis.call('HSET', KEYS[2], ARGV[2], ARGV[1])
release_lease(KEYS[4], KEYS[5], ARGV[3])
if ARGV[6] ~= '' then redis.call('SET', KEYS[3], ARGV[6], 'EX', ARGV[7]) end
redis.call('PUBLISH', ARGV[4], ARGV[5])
`;
type Scripted = IORedis & { invocationComplete(...args: (string | number)[]): Promise<unknown> };

/**
 * Records executions off the reply path. Completing an invocation is one Redis transaction: the
 * record joins a stream and the function's outbox (which reads merge), the invocation's lease is
 * released and the result is published. The recorders of all
 * workers (one consumer group) move the stream to PostgreSQL in multi-row batches and remove an
 * entry only once it is written: a PostgreSQL outage keeps records in the stream, a recorder that
 * dies mid-batch leaves its batch to another one. The stream is as durable as the queue's jobs.
 * While Redis itself is unreachable a record goes straight to PostgreSQL, or waits in memory.
 */
@Injectable()
export class ExecutionRecorder implements OnApplicationBootstrap {
  private readonly logger = new Logger(ExecutionRecorder.name);
  private readonly held: ExecutionRecord[] = [];
  private reader?: IORedis;
  private running?: Promise<void>;
  private stopping = false;

  constructor(
    private readonly db: DataSource,
    private readonly redis: RedisService,
    private readonly presence: WorkerPresence,
    private readonly leases: Leases,
  ) {
    redis.client.defineCommand('invocationComplete', { numberOfKeys: 5, lua: COMPLETE_SCRIPT });
  }

  /** Records the invocation, frees its slot and answers the api waiting for it. */
  async complete(payload: InvokePayload, result: InvokeResult): Promise<void> {
    const record: ExecutionRecord = {
      executionUuid: result.executionUuid,
      functionUuid: payload.functionUuid,
      deploymentUuid: payload.deploymentUuid,
      status: result.status,
      startedAt: result.startedAt,
      completedAt: result.completedAt,
      durationMs: result.durationMs,
      errorMessage: result.errorMessage,
      logs: result.logs,
      ...(payload.http && { http: payload.http }),
      alias: payload.alias ?? null,
      input: clipIo(payload.event),
      // A streamed reply keeps its first bytes whatever became of it (they were sent).
      output: result.stream ? clipIo(result.stream.first) : outputOf(result),
      ...(result.stream && { stream: { bytes: result.stream.bytes, ttfbMs: result.stream.ttfbMs } }),
    };
    const text = JSON.stringify(record);
    const { message, stored } = resultMessage(result);
    try {
      await this.leases.completeWithin(payload.lease, () =>
        (this.redis.client as Scripted).invocationComplete(
          EXECUTION_STREAM,
          KEYS.outbox(record.functionUuid),
          stored?.key ?? KEYS.result(record.executionUuid),
          ...leaseKeys(payload.lease),
          text,
          record.executionUuid,
          payload.lease.holder,
          payload.replyTo,
          message,
          stored?.text ?? '',
          stored?.ttlS ?? 0,
        ),
      );
    } catch (err) {
      if (!unreachableDependency(err)) throw err;
      // Nobody can be answered now (the api is cut off from Redis too), and the record must not be
      // lost (the lease is freed once Redis is back).
      this.logger.warn(`redis unreachable: execution ${record.executionUuid} recorded directly`);
      await this.write([record]).catch(() => this.held.push(record));
    }
  }

  onApplicationBootstrap() {
    // Its own connection: reads block, and wait out a Redis outage.
    this.reader = this.redis.blocking();
    this.reader.on('error', () => undefined); // the JobQueue connection reports outages
    this.running = this.consume(this.reader);
  }

  /** Stops reading once the current batch is written: called after the processors are drained. */
  async stop(): Promise<void> {
    this.stopping = true;
    await this.running;
    this.reader?.disconnect();
  }

  private async consume(redis: IORedis): Promise<void> {
    const me = this.presence.workerId;
    let lastClaim = 0;
    let grouped = false;
    let backlog = true; // entries of this consumer not yet acknowledged come first (after a failure)
    while (!this.stopping) {
      try {
        if (!grouped) await this.ensureGroup(redis);
        grouped = true;
        await this.rehome();
        let batch: Batch;
        if (Date.now() - lastClaim > CLAIM_EVERY_MS) {
          lastClaim = Date.now();
          const [, claimed] = (await redis.xautoclaim(
            EXECUTION_STREAM,
            RECORDERS_GROUP,
            me,
            CLAIM_IDLE_MS,
            '0',
            'COUNT',
            BATCH,
            'JUSTID',
          )) as [string, string[]];
          if (claimed.length) this.logger.warn(`took over ${claimed.length} execution record(s)`);
          backlog ||= claimed.length > 0;
        }
        if (backlog) {
          batch = await this.read(redis, '0');
          backlog = batch.more;
        } else {
          batch = await this.read(redis, '>');
        }
        const { entries } = batch;
        if (!entries.length) continue;
        const records = entries.map(([, fields]) => JSON.parse(fields[1]) as ExecutionRecord);
        await this.write(records);
        await this.acknowledge(
          entries.map(([id]) => id),
          records,
        );
        if (!batch.more) await new Promise((r) => setTimeout(r, LINGER_MS));
      } catch (err) {
        // Redis may have lost the group with its data (NOGROUP): it is created again.
        grouped = false;
        backlog = true;
        if (!unreachableDependency(err)) this.logger.error(`recording executions: ${(err as Error).message}`);
        await new Promise((r) => setTimeout(r, RETRY_MS));
      }
    }
  }

  /**
   * Up to BATCH records or BATCH_BYTES: new ones (`>`, waiting up to BLOCK_MS for the first), or
   * this consumer's unacknowledged ones (`0`). `more` when it stopped at a bound, not at the end.
   */
  private async read(redis: IORedis, from: '0' | '>'): Promise<Batch> {
    const entries: Entry[] = [];
    let bytes = 0;
    let after: string = from; // the pending list is walked by id; new entries are taken as they come
    let count = FIRST_READ;
    while (count > 0) {
      const args = ['GROUP', RECORDERS_GROUP, this.presence.workerId, 'COUNT', count] as const;
      const reply = (
        after === '>' && !entries.length
          ? await redis.xreadgroup(...args, 'BLOCK', BLOCK_MS, 'STREAMS', EXECUTION_STREAM, '>')
          : await redis.xreadgroup(...args, 'STREAMS', EXECUTION_STREAM, after)
      ) as [string, Entry[]][] | null;
      const chunk = reply?.[0]?.[1] ?? [];
      // An entry deleted while pending comes back without its fields: nothing is left to write.
      for (const entry of chunk)
        if (entry[1]?.length === 2) {
          entries.push(entry);
          bytes += entry[1][1].length;
        }
      if (chunk.length < count) return { entries, more: false };
      if (after !== '>') after = chunk[chunk.length - 1][0];
      const perEntry = entries.length ? bytes / entries.length : 1;
      count = Math.min(BATCH - entries.length, Math.floor((BATCH_BYTES - bytes) / perEntry));
    }
    return { entries, more: true };
  }

  /**
   * A batch in one statement. When it fails for a reason other than an outage, record by record,
   * and a record that cannot be written at all is logged and dropped: retrying it cannot help.
   */
  private async write(records: ExecutionRecord[]): Promise<void> {
    try {
      await ExecutionLedger.complete(this.db.manager, records);
    } catch (err) {
      if (unreachableDependency(err)) throw err;
      if (records.length > 1) {
        for (const r of records) await this.write([r]);
        return;
      }
      this.logger.error(`execution ${records[0].executionUuid} not recorded: ${(err as Error).message}`);
    }
  }

  /** Written: out of the stream, and out of the outbox readers merge. */
  private async acknowledge(ids: string[], records: ExecutionRecord[]): Promise<void> {
    const tx = this.redis.client
      .multi()
      .xack(EXECUTION_STREAM, RECORDERS_GROUP, ...ids)
      .xdel(EXECUTION_STREAM, ...ids);
    for (const r of records) tx.hdel(KEYS.outbox(r.functionUuid), r.executionUuid);
    await tx.exec();
  }

  /** The group reads the stream from its start: nothing written before it existed is skipped. */
  private async ensureGroup(redis: IORedis): Promise<void> {
    try {
      await redis.xgroup('CREATE', EXECUTION_STREAM, RECORDERS_GROUP, '0', 'MKSTREAM');
    } catch (err) {
      if (!(err as Error).message.startsWith('BUSYGROUP')) throw err;
    }
  }

  /** Records held in memory during a Redis outage join the stream once Redis is back. */
  private async rehome(): Promise<void> {
    while (this.held.length) {
      await this.redis.client.xadd(EXECUTION_STREAM, '*', 'r', JSON.stringify(this.held[0]));
      this.held.shift();
    }
  }
}
