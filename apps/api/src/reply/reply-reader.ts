import { KEYS, READER_GONE, ReaderGone } from '@fnhost/redis';
import type { StreamHead } from '@fnhost/runtime';
import type IORedis from 'ioredis';

/** How long one read waits for the worker's next entry before the reader checks on the worker. */
const BLOCK_MS = 1000;
/** Entries read at a time: at most this many × 512 KB in this process per reader. */
const COUNT = 4;
/** What is left of a stream its caller left is dropped this long after (the worker reads `gone` first). */
const GONE_TTL_S = 60;

/** How a streamed reply ended: its execution's status and error, as its worker recorded them. */
export interface StreamEnd {
  status: 'success' | 'error' | 'timeout';
  error: string | null;
}

/**
 * A streamed reply for a door: its head, then its body's chunks as the worker writes them, then its
 * end. The door says how far its caller has read (`passed`: the worker's window moves on) or that
 * it stops reading (`leave`: the function is told to stop, and why).
 */
export interface StreamedReply {
  executionUuid: string;
  head: StreamHead;
  body: AsyncGenerator<Buffer, StreamEnd>;
  passed(bytes: number): Promise<void>;
  leave(why: ReaderGone): Promise<void>;
}

/**
 * Reads one reply stream (KEYS.replyStream) on a connection of its own (its reads block), deleting
 * what it has read and telling the worker how far its caller got (KEYS.replyRead): Redis holds at
 * most the worker's window of it, this process at most COUNT entries.
 */
export class ReplyReader {
  private last = '0';
  private read = 0;
  /** Entries read with the head, for the body. */
  private early: [string, Buffer][] = [];
  private readonly key: string;
  private readonly readKey: string;

  constructor(
    private readonly client: IORedis,
    private readonly blocking: IORedis,
    private readonly executionUuid: string,
    /** Asked after each read that waited in vain: an end when the worker is gone or out of time. */
    private readonly stalled: () => Promise<StreamEnd | null>,
    private readonly ttlS: number,
  ) {
    this.key = KEYS.replyStream(executionUuid);
    this.readKey = KEYS.replyRead(executionUuid);
  }

  /** The head (the stream's first entry, written with the notice that the reply streams). */
  async head(): Promise<StreamHead> {
    const [entry, ...rest] = await this.next();
    this.early = rest;
    if (entry?.[0] !== 'h')
      throw new Error(`reply stream of ${this.executionUuid} does not start with its head`);
    return JSON.parse(entry[1].toString('utf8')) as StreamHead;
  }

  /** The body's chunks, then its end; the connection is closed once done. */
  async *body(): AsyncGenerator<Buffer, StreamEnd> {
    try {
      for (;;) {
        const entries = this.early.length ? this.early.splice(0) : await this.next();
        if (!entries.length) {
          const end = await this.stalled();
          if (end) return end;
        }
        for (const [kind, value] of entries) {
          if (kind === 'd') yield value;
          else if (kind === 'e') {
            await this.client.del(this.key, this.readKey);
            return JSON.parse(value.toString('utf8')) as StreamEnd;
          }
        }
      }
    } finally {
      this.close();
    }
  }

  /** The caller has `bytes` more: the worker may send that much more. */
  async passed(bytes: number): Promise<void> {
    this.read += bytes;
    await this.client.set(this.readKey, this.read, 'EX', this.ttlS);
  }

  /** The caller left, or this replica stops: the worker stops the function and writes no more. */
  async leave(why: ReaderGone): Promise<void> {
    this.close();
    await this.client.multi().set(this.readKey, READER_GONE[why], 'EX', GONE_TTL_S).del(this.key).exec();
  }

  close(): void {
    this.blocking.disconnect();
  }

  /** The entries after the last one read (waiting up to BLOCK_MS for one), deleted as they are read. */
  private async next(): Promise<[string, Buffer][]> {
    const reply = (await this.blocking.xreadBuffer(
      'COUNT',
      COUNT,
      'BLOCK',
      BLOCK_MS,
      'STREAMS',
      this.key,
      this.last,
    )) as [Buffer, [Buffer, Buffer[]][]][] | null;
    const entries = reply?.[0]?.[1] ?? [];
    if (!entries.length) return [];
    const ids = entries.map(([id]) => id.toString());
    this.last = ids[ids.length - 1];
    await this.client.xdel(this.key, ...ids);
    return entries.map(([, fields]) => [fields[0].toString(), fields[1]]);
  }
}
