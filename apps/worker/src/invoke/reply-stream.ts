import { StreamStarted } from '@fnhost/queue';
import { KEYS, READER_GONE, ReaderGone } from '@fnhost/redis';
import { StreamControl, StreamHead, streamHead, StreamSink } from '@fnhost/runtime';
import type IORedis from 'ioredis';

/** The first bytes of a streamed reply kept in its record, as other results are clipped. */
export const RECORDED_BYTES = 64 * 1024;
/** Body bytes written to the reply stream that its reader has not taken yet: past them, no credit. */
const READER_WINDOW_BYTES = 2 * 1024 * 1024;
/** The most body bytes in one stream entry: what came meanwhile is joined up to this. */
const ENTRY_BYTES = 512 * 1024;
/** How often an open stream checks that its reader is still there (a disconnect aborts the handler). */
const READER_CHECK_MS = 250;
/** How often a stream whose reader is behind asks again how far it got. */
const BEHIND_CHECK_MS = 10;
/** A reply stream outlives its function's timeout by this much, then Redis drops what is left. */
const KEY_TTL_MARGIN_S = 60;

const DEFAULT_HEAD: StreamHead = {
  statusCode: 200,
  headers: { 'content-type': 'application/octet-stream' },
  cookies: [],
};

/** Why a stream was cut before its function ended it: its execution's error. */
export const streamBreaks = {
  disconnected: (bytes: number) =>
    `client_disconnected: the caller went away after ${bytes} bytes of the streamed reply`,
  replicaStopped: (bytes: number) =>
    `the api replica passing the streamed reply on shut down after ${bytes} bytes, its grace period (SHUTDOWN_GRACE_S) over`,
  tooLarge: (limit: number, buffered: boolean) =>
    buffered
      ? `result too large: the streamed reply passed ${limit / 1024 / 1024} MB, the limit of a buffered caller (stream it to read more)`
      : `the streamed reply passed its limit of ${limit / 1024 / 1024} MB (STREAM_MAX_MB)`,
  idle: (ms: number) => `the streamed reply wrote nothing for ${ms / 1000} s (STREAM_IDLE_S)`,
};

/** Where a reply's bytes go: the caller's reply stream in Redis, or gathered for a buffered caller. */
export type StreamTarget =
  | { kind: 'forward'; redis: IORedis; executionUuid: string; replyTo: string; ttlS: number }
  | { kind: 'gather' };

/** What a streamed reply came to, for its result and record. */
export interface StreamSummary {
  head: StreamHead;
  bytes: number;
  ttfbMs: number | null;
  /** Up to RECORDED_BYTES of the body. */
  first: Buffer;
  /** The whole body (gathered for a buffered caller); null when it was forwarded. */
  body: Buffer | null;
  /** Why it was cut (its execution's error), or null. */
  broken: string | null;
}

/**
 * One call's streamed reply on the worker: the shim's frames come in under its window, and credit
 * goes back only once the bytes are on their way, so the function writes no faster than its reader
 * reads. Forwarded, the bytes join the caller's reply stream (KEYS.replyStream), at most
 * READER_WINDOW_BYTES ahead of what the api says it has passed on (KEYS.replyRead); gathered, they
 * are held up to the result limit. Past a limit, after an idle spell or once the caller left, the
 * handler is told to stop (its abort signal) and the rest is dropped.
 */
export class ReplyStream implements StreamSink {
  private control?: StreamControl;
  private headGiven: StreamHead | null = null;
  private started = false;
  private readonly queue: Buffer[] = [];
  private pumping?: Promise<void>;
  private bytes = 0;
  private forwarded = 0;
  /** What the reader last said it had passed on: asked again only when the window seems full. */
  private readerRead = 0;
  private firstAt: number | null = null;
  private readonly first: Buffer[] = [];
  private firstBytes = 0;
  private readonly gathered: Buffer[] = [];
  private broken: string | null = null;
  /** The reply stream's end entry is written (at most once). */
  private ended = false;
  private idleTimer?: NodeJS.Timeout;
  /** The call ended: the idle clock is off for good (the pump may still be passing bytes on). */
  private finishing = false;
  private readerTimer?: NodeJS.Timeout;

  constructor(
    private readonly target: StreamTarget,
    private readonly limits: { maxBytes: number; idleMs: number },
    private readonly startedAt: number,
  ) {}

  /** Whether the function streamed its reply (a head or bytes came). */
  get streamed(): boolean {
    return this.headGiven !== null;
  }

  bind(control: StreamControl): void {
    this.control = control;
  }

  head(json: string): void {
    if (this.headGiven !== null) return;
    const checked = streamHead(json);
    this.headGiven = 'head' in checked ? checked.head : DEFAULT_HEAD;
    if ('error' in checked) return this.break(checked.error);
    this.touch();
    this.pump();
  }

  data(bytes: Buffer): void {
    if (this.broken) return void this.control?.credit(bytes.length); // dropped: the handler is stopping
    if (this.headGiven === null) this.head('{}');
    this.firstAt ??= Date.now();
    this.touch();
    this.bytes += bytes.length;
    if (this.bytes > this.limits.maxBytes)
      return this.break(streamBreaks.tooLarge(this.limits.maxBytes, this.target.kind === 'gather'));
    if (this.firstBytes < RECORDED_BYTES) {
      const kept = bytes.subarray(0, RECORDED_BYTES - this.firstBytes);
      this.first.push(kept);
      this.firstBytes += kept.length;
    }
    if (this.target.kind === 'gather') {
      this.gathered.push(bytes);
      this.control?.credit(bytes.length);
      return;
    }
    this.queue.push(bytes);
    this.pump();
  }

  /**
   * The call ended (`error`: why it failed, null when it succeeded): a forwarded stream gets its
   * end entry once every byte before it is written. Resolves to what the reply came to.
   */
  async finish(end: { status: string; error: string | null }): Promise<StreamSummary> {
    this.finishing = true;
    clearTimeout(this.idleTimer);
    clearInterval(this.readerTimer);
    await this.end(this.broken ? { status: 'error', error: this.broken } : end);
    return {
      head: this.headGiven ?? DEFAULT_HEAD,
      bytes: this.bytes,
      ttfbMs: this.firstAt === null ? null : this.firstAt - this.startedAt,
      first: Buffer.concat(this.first),
      body: this.target.kind === 'gather' ? Buffer.concat(this.gathered) : null,
      broken: this.broken,
    };
  }

  /**
   * Stops the handler and drops what it still sends; its reader learns why at once, not when the
   * handler returns (unless it is the reader that left).
   */
  private break(reason: string, readerLeft = false): void {
    if (this.broken) return;
    this.broken = reason;
    clearTimeout(this.idleTimer);
    this.queue.length = 0;
    this.gathered.length = 0;
    this.control?.abort(reason);
    if (readerLeft) this.ended = true;
    else void this.end({ status: 'error', error: reason });
  }

  /** The reply stream's end entry, after every byte before it; its reader ends on it. */
  private async end(end: { status: string; error: string | null }): Promise<void> {
    if (this.target.kind !== 'forward' || !this.started || this.ended) return;
    this.ended = true;
    while (this.pumping) await this.pumping;
    await this.target.redis
      .xadd(KEYS.replyStream(this.target.executionUuid), 'NOMKSTREAM', '*', 'e', JSON.stringify(end))
      .catch(() => undefined); // its reader then ends on the worker's end (the lease, the heartbeat)
  }

  /** Starts the idle clock again: the function wrote, or could not (held for its reader). */
  private touch(): void {
    if (this.finishing) return;
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => this.break(streamBreaks.idle(this.limits.idleMs)), this.limits.idleMs);
  }

  /** Writes what came to the reply stream, one entry at a time, each credited once its reader has room. */
  private pump(): void {
    if (this.pumping || this.target.kind !== 'forward') return;
    const target = this.target;
    this.pumping = (async () => {
      try {
        if (!this.started) await this.start(target);
        while (this.queue.length && !this.broken) {
          // Its bytes on their way (a busy Redis takes its time), the function waits for credit: not idle.
          this.touch();
          const entry = this.take();
          // NOMKSTREAM: a reader that left deleted the stream; it must not come back without its expiry.
          const added = await target.redis.xadd(
            KEYS.replyStream(target.executionUuid),
            'NOMKSTREAM',
            '*',
            'd',
            entry,
          );
          if (added === null) {
            // Its reader deleted the stream as it left: the read key says why.
            const read = await this.readerAt(target);
            return this.readerLeft(typeof read === 'string' ? read : 'caller');
          }
          this.forwarded += entry.length;
          await this.roomAtReader(target);
          this.control?.credit(entry.length);
        }
      } catch (err) {
        this.break(`the streamed reply could not be passed on: ${(err as Error).message}`);
      } finally {
        this.pumping = undefined;
      }
      if (this.queue.length && !this.broken) this.pump();
    })();
  }

  /** The head joins the reply stream and the api is told to read it; its reader is watched from now on. */
  private async start(target: Extract<StreamTarget, { kind: 'forward' }>): Promise<void> {
    this.started = true;
    const key = KEYS.replyStream(target.executionUuid);
    const notice: StreamStarted = { executionUuid: target.executionUuid, streaming: true };
    await target.redis
      .multi()
      .xadd(key, '*', 'h', JSON.stringify(this.headGiven))
      .expire(key, target.ttlS + KEY_TTL_MARGIN_S)
      .publish(target.replyTo, JSON.stringify(notice))
      .exec();
    this.readerTimer = setInterval(
      () =>
        void this.readerAt(target).then(
          (read) => typeof read === 'string' && this.readerLeft(read),
          () => undefined,
        ),
      READER_CHECK_MS,
    );
  }

  /** Queued bytes joined into one entry of at most ENTRY_BYTES (a larger frame stays whole). */
  private take(): Buffer {
    const parts: Buffer[] = [this.queue.shift()!];
    let size = parts[0].length;
    while (this.queue.length && size + this.queue[0].length <= ENTRY_BYTES) {
      size += this.queue[0].length;
      parts.push(this.queue.shift()!);
    }
    return parts.length === 1 ? parts[0] : Buffer.concat(parts, size);
  }

  /**
   * Waits while the reader is more than its window behind (asked only once it may be: what it
   * said last is a lower bound); a reader that left breaks the stream.
   */
  private async roomAtReader(target: Extract<StreamTarget, { kind: 'forward' }>): Promise<void> {
    while (!this.broken && this.forwarded - this.readerRead > READER_WINDOW_BYTES) {
      // Held for its reader, the function gets no credit and cannot write: not idle time.
      this.touch();
      const read = await this.readerAt(target);
      if (typeof read === 'string') return this.readerLeft(read);
      this.readerRead = read;
      if (this.forwarded - read > READER_WINDOW_BYTES)
        await new Promise((r) => setTimeout(r, BEHIND_CHECK_MS));
    }
  }

  /** The bytes the api has passed on, or why it stopped reading. */
  private async readerAt(target: Extract<StreamTarget, { kind: 'forward' }>): Promise<number | ReaderGone> {
    const read = await target.redis.get(KEYS.replyRead(target.executionUuid));
    if (read === READER_GONE.caller) return 'caller';
    if (read === READER_GONE.shutdown) return 'shutdown';
    return Number(read ?? 0);
  }

  private readerLeft(why: ReaderGone): void {
    const bytes = this.forwarded;
    this.break(
      why === 'caller' ? streamBreaks.disconnected(bytes) : streamBreaks.replicaStopped(bytes),
      true,
    );
  }
}
