import { MAX_REPLY_BYTES } from './limits';
import * as net from 'net';

/** The frame header: the call's id and the payload's length, each a 32-bit unsigned big-endian integer. */
const HEADER_BYTES = 8;
/** Set in a frame's id: a stream frame of that call (a streamed reply's head or bytes, or the worker's credit). */
const STREAM_BIT = 0x80000000;
const HEAD_FRAME = 0x68; // 'h'
const DATA_FRAME = 0x64; // 'd'

/** What the worker may tell a streaming call's handler. */
export interface StreamControl {
  /** `bytes` of its body were passed on: it may send that many more. */
  credit(bytes: number): void;
  /** Stop: the caller went away or a limit was passed (its context's signal fires). */
  abort(reason: string): void;
}

/** Where a call's streamed reply goes, frame by frame, before its final reply frame. */
export interface StreamSink {
  bind(control: StreamControl): void;
  /** The reply's head as the handler gave it (JSON: statusCode, headers, cookies). */
  head(json: string): void;
  data(bytes: Buffer): void;
}

/** A call with no sink (a caller that cannot stream) takes nothing of a streamed body. */
const discard: StreamSink = { bind: () => undefined, head: () => undefined, data: () => undefined };

/** What a call asks of the shim, which checks `secret` on every frame. */
export interface ShimRequest {
  op: 'invoke' | 'health';
  secret: string;
  execution_id?: string;
  deadline_ms?: number;
  traceparent?: string;
}

export class ReplyTooLargeError extends Error {}

/** The connection closed with calls in flight: they may have run (the process died, or was removed). */
const hangUp = () => Object.assign(new Error('the runtime closed its connection'), { code: 'ECONNRESET' });

interface Pending {
  resolve: (reply: string) => void;
  reject: (err: Error) => void;
  timer: NodeJS.Timeout;
  sink: StreamSink;
}

/**
 * The worker's one connection to an instance's shim, over its Unix socket, carrying all of the
 * instance's calls at once: each call is a frame (id, length, then a JSON line of what is asked
 * and the event), each reply a frame of the same id, in any order. The frames written in one
 * turn of the event loop leave in one write (the shim writes each reply as it is ready): HTTP
 * cost a request and a socket per call, about 100 µs of CPU on both sides against 10
 * (docs/decisions/0013-hot-path.md). A streamed reply comes first as stream frames (the id with
 * STREAM_BIT, a kind byte, the bytes) handed to the call's sink, under a window of
 * INVOKE_LIMITS.streamWindowBytes the sink widens with credit frames.
 */
export class ShimConnection {
  private socket?: net.Socket;
  private connected?: Promise<net.Socket>;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private corked = false;
  private buffered: Buffer[] = [];
  private bufferedBytes = 0;
  /** Bytes of a reply refused for its size still to come: read past, not kept. */
  private skipping = 0;

  constructor(private readonly socketPath: string) {}

  /**
   * The reply's text, or: the connect's error (ENOENT, ECONNREFUSED: the call never reached the
   * runtime), `timeout` after `timeoutMs` for the whole exchange, ReplyTooLargeError, or ECONNRESET
   * when the connection closed first.
   */
  async call(
    request: ShimRequest,
    event: string,
    timeoutMs: number,
    sink: StreamSink = discard,
  ): Promise<string> {
    const socket = await this.connect();
    const id = this.nextId;
    this.nextId = (this.nextId % (STREAM_BIT - 1)) + 1;
    const payload = Buffer.from(`${JSON.stringify(request)}\n${event}`);
    const frame = Buffer.allocUnsafe(HEADER_BYTES + payload.length);
    frame.writeUInt32BE(id, 0);
    frame.writeUInt32BE(payload.length, 4);
    payload.copy(frame, HEADER_BYTES);
    return new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => this.settle(id, new Error('timeout')), timeoutMs);
      this.pending.set(id, { resolve, reject, timer, sink });
      sink.bind({
        credit: (bytes) => this.control(id, { op: 'credit', bytes }),
        abort: (reason) => this.control(id, { op: 'abort', reason }),
      });
      if (!this.corked) {
        this.corked = true;
        socket.cork();
        setImmediate(() => {
          this.corked = false;
          socket.uncork();
        });
      }
      socket.write(frame);
    });
  }

  /** A control frame for a call still in flight. */
  private control(id: number, message: object): void {
    if (!this.socket || !this.pending.has(id)) return;
    const payload = Buffer.from(JSON.stringify(message));
    const frame = Buffer.allocUnsafe(HEADER_BYTES + payload.length);
    frame.writeUInt32BE((id | STREAM_BIT) >>> 0, 0);
    frame.writeUInt32BE(payload.length, 4);
    payload.copy(frame, HEADER_BYTES);
    this.socket.write(frame);
  }

  /** Ends the connection; calls still in flight fail as if it had dropped. */
  close(): void {
    this.socket?.destroy();
  }

  private connect(): Promise<net.Socket> {
    this.connected ??= new Promise<net.Socket>((resolve, reject) => {
      const socket = net.connect(this.socketPath);
      socket.once('connect', () => {
        this.socket = socket;
        resolve(socket);
      });
      socket.on('data', (chunk: Buffer) => this.read(chunk));
      socket.on('error', (err) => {
        // Before the connect, the next call tries again; after it, 'close' follows and says it.
        if (socket !== this.socket) this.connected = undefined;
        reject(err);
      });
      socket.on('close', () => {
        if (socket !== this.socket) return;
        this.socket = this.connected = undefined;
        this.buffered = [];
        this.bufferedBytes = this.skipping = 0;
        for (const id of [...this.pending.keys()]) this.settle(id, hangUp());
      });
    });
    return this.connected;
  }

  private read(chunk: Buffer): void {
    if (this.skipping) {
      const skipped = Math.min(this.skipping, chunk.length);
      this.skipping -= skipped;
      chunk = chunk.subarray(skipped);
    }
    if (chunk.length) {
      this.buffered.push(chunk);
      this.bufferedBytes += chunk.length;
    }
    while (this.bufferedBytes >= HEADER_BYTES) {
      const head = this.buffered[0].length >= HEADER_BYTES ? this.buffered[0] : this.flatten();
      const id = head.readUInt32BE(0);
      const length = head.readUInt32BE(4);
      if (length > MAX_REPLY_BYTES) {
        // Refused before it is read: the rest of the stream stays in step.
        this.settle(id, new ReplyTooLargeError(`the reply exceeded ${MAX_REPLY_BYTES} bytes`));
        const data = this.flatten();
        const here = Math.min(length, data.length - HEADER_BYTES);
        this.skipping = length - here;
        this.keep(data.subarray(HEADER_BYTES + here));
        continue;
      }
      // A large reply comes in many chunks: joined once, when all of it is here.
      if (this.bufferedBytes < HEADER_BYTES + length) return;
      const data = this.flatten();
      if (id & STREAM_BIT)
        this.streamed((id & ~STREAM_BIT) >>> 0, data.subarray(HEADER_BYTES, HEADER_BYTES + length));
      else this.settle(id, data.toString('utf8', HEADER_BYTES, HEADER_BYTES + length));
      this.keep(data.subarray(HEADER_BYTES + length));
    }
  }

  /** A stream frame: to its call's sink (with no sink, its bytes are credited at once and dropped). */
  private streamed(id: number, payload: Buffer): void {
    const call = this.pending.get(id);
    if (!call || payload.length === 0) return;
    if (payload[0] === HEAD_FRAME) call.sink.head(payload.toString('utf8', 1));
    else if (payload[0] === DATA_FRAME) {
      // Copied: the frame's buffer holds the frames after it, which must not live as long.
      call.sink.data(Buffer.from(payload.subarray(1)));
      if (call.sink === discard) this.control(id, { op: 'credit', bytes: payload.length - 1 });
    }
  }

  private flatten(): Buffer {
    const data = this.buffered.length === 1 ? this.buffered[0] : Buffer.concat(this.buffered);
    this.buffered = [data];
    return data;
  }

  private keep(rest: Buffer): void {
    this.buffered = rest.length ? [rest] : [];
    this.bufferedBytes = rest.length;
  }

  /** A reply for an id no call waits for (timed out, or made up by the function) is dropped. */
  private settle(id: number, outcome: string | Error): void {
    const call = this.pending.get(id);
    if (!call) return;
    this.pending.delete(id);
    clearTimeout(call.timer);
    if (outcome instanceof Error) call.reject(outcome);
    else call.resolve(outcome);
  }
}
