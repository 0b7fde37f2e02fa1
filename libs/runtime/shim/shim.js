'use strict';
// fnhost runtime shim: runs inside every function container. Loads the handler named by
// /app/function.json, serves invocations on a Unix socket that only the worker can reach (the
// directory is mounted from the worker's host; no TCP port), requires the worker's per-container
// secret on every call, and captures console output per invocation within the limits.
//
// The worker's calls come as frames on one connection (libs/runtime/src/shim-connection.ts):
// an 8-byte header (the call's id and the payload's length, unsigned 32-bit big-endian), then a JSON
// line of what is asked ({op, secret, execution_id, deadline_ms, traceparent}) and the event. The
// reply is a frame of the same id holding JSON, sent as soon as it is ready, in any order.
// A streamed reply (awslambda.streamifyResponse, or a handler returning an async iterable) first
// sends stream frames: the call's id with the top bit set, a kind byte (`h` the head's JSON, `d`
// body bytes) and the bytes; at most LIMITS.streamWindowBytes unacknowledged per call, the worker
// granting more (`credit`) as its reader takes them, or asking the handler to stop (`abort`).
const net = require('net');
const { Writable } = require('stream');
const path = require('path');
const util = require('util');
const fs = require('fs');
const { timingSafeEqual } = require('crypto');
const { AsyncLocalStorage } = require('async_hooks');

const APP_DIR = process.env.FNHOST_APP_DIR || '/app';
const SOCKET = process.env.FNHOST_SOCKET || '/run/fnhost/shim.sock';
const SECRET = Buffer.from(process.env.FNHOST_SECRET || '');
const LIMITS = JSON.parse(process.env.FNHOST_LIMITS || '{}');
// The handler has no business with the platform's variables.
for (const name of ['FNHOST_SECRET', 'FNHOST_LIMITS', 'FNHOST_SOCKET']) delete process.env[name];
if (SECRET.length < 16 || !LIMITS.resultBytes) {
  console.error('fnhost: FNHOST_SECRET and FNHOST_LIMITS must be set by the worker');
  process.exit(2);
}
const TRUNCATED = ' …[truncated]';
const invocation = new AsyncLocalStorage();

/**
 * One invocation's log entries; past the limits it only counts, so a flood costs no formatting.
 * Each kept entry is also appended to a journal file beside the socket, which the worker reads
 * when the invocation times out or the process dies: those logs are kept too.
 */
class LogBuffer {
  constructor(journalPath) {
    this.entries = [];
    this.bytes = 0;
    this.dropped = 0;
    this.journalPath = journalPath;
    this.journal = null; // opened with the first kept entry: an invocation that logs nothing costs no file
  }
  // Room is left for the marker, so the worker, which enforces the limits again, takes all of it.
  push(level, args) {
    if (this.dropped || this.entries.length >= LIMITS.logEntries - 1) return void this.dropped++;
    let message = util.format(...args);
    if (Buffer.byteLength(message) > LIMITS.logEntryBytes)
      message =
        Buffer.from(message)
          .subarray(0, LIMITS.logEntryBytes - 32)
          .toString('utf8') + TRUNCATED;
    const size = Buffer.byteLength(message);
    if (this.bytes + size > LIMITS.logBytes - LIMITS.logMarkerBytes) return void this.dropped++;
    this.bytes += size;
    const entry = { timestamp: new Date().toISOString(), level, message };
    this.entries.push(entry);
    if (this.journalPath === null) return;
    if (this.journal === null) this.journal = fs.openSync(this.journalPath, 'w', 0o600);
    fs.writeSync(this.journal, `${JSON.stringify(entry)}\n`);
  }
  /** The invocation answered: its journal is not needed. */
  closeJournal() {
    if (this.journal === null) return;
    fs.closeSync(this.journal);
    fs.rmSync(this.journalPath, { force: true });
  }
  toJSON() {
    if (!this.dropped) return this.entries;
    const n = this.dropped;
    // Worded as the worker's own marker (droppedMarker in libs/runtime/src/limits.ts).
    const message = `[fnhost] log truncated: ${n} more entr${n === 1 ? 'y was' : 'ies were'} dropped (an invocation keeps at most ${LIMITS.logEntries} entries and ${LIMITS.logBytes / 1024} KB)`;
    return [...this.entries, { timestamp: new Date().toISOString(), level: 'warn', message }];
  }
}

const raw = {
  debug: console.debug,
  log: console.log,
  info: console.info,
  warn: console.warn,
  error: console.error,
};
const LEVELS = { debug: 'debug', log: 'info', info: 'info', warn: 'warn', error: 'error' };
for (const [method, level] of Object.entries(LEVELS)) {
  console[method] = (...args) => {
    const logs = invocation.getStore();
    if (!logs) return raw[method](...args);
    logs.push(level, args);
  };
}

/** What the function's author needs to fix a load failure: no shim frames, no host paths. */
function describeLoadError(err) {
  if (!(err instanceof Error)) return `thrown while loading: ${util.inspect(err)}`;
  const local = (text) => text.split(`${APP_DIR}/`).join('');
  if (err.code === 'MODULE_NOT_FOUND') return local(err.message.split('\n')[0]);
  const stack = String(err.stack || '').split('\n');
  // V8 starts a SyntaxError's stack with "<file>:<line>"; other errors name the place in a frame.
  const frames = stack.map((line) => (line.match(/(\/[^\s():]+:\d+(?::\d+)?)/) || [])[1]);
  const where = (err instanceof SyntaxError ? frames.slice(0, 1) : frames.slice(1)).find(
    (f) => f && f.startsWith(`${APP_DIR}/`) && !f.includes('/node_modules/'),
  );
  return local(`${err.name}: ${err.message}${where ? ` (${where})` : ''}`);
}

/** `index` names index.js, else index.mjs or index.cjs, as Lambda resolves handlers (ES modules load through require). */
function resolveModule(base) {
  for (const ext of ['', '.mjs', '.cjs']) {
    try {
      return require.resolve(base + ext);
    } catch (err) {
      if (err.code !== 'MODULE_NOT_FOUND') throw err;
    }
  }
  return base; // require reports it missing, in its own words
}

// A stray error from a handler's callback must not take the other in-flight invocations down.
process.on('uncaughtException', (err) => raw.error('fnhost: uncaught exception:', err));
process.on('unhandledRejection', (err) => raw.error('fnhost: unhandled rejection:', err));

/** The reply as text, with the result serialised once and measured against its limit. */
/** cpu_us: the process's CPU time so far, the worker's scaling signal (see apps/worker scaling.ts). */
function outcome(status, resultText, error, logs) {
  const { user, system } = process.cpuUsage();
  return `{"status":${JSON.stringify(status)},"result":${resultText},"error":${JSON.stringify(error)},"logs":${JSON.stringify(logs)},"cpu_us":${user + system}}`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const journalPath = (executionId) => path.join(path.dirname(SOCKET), `${executionId}.log`);

async function invoke(eventText, context, call) {
  const logs = new LogBuffer(UUID.test(context.executionId) ? journalPath(context.executionId) : null);
  call.logs = logs;
  try {
    return await capture(logs, eventText, context, call);
  } finally {
    logs.closeJournal();
  }
}

const STREAMING = Symbol.for('fnhost.streaming');
const HEAD = Symbol('head');
const DEFAULT_HEAD = { statusCode: 200, headers: { 'content-type': 'application/octet-stream' } };

/**
 * The body of a streamed reply: each write leaves as `d` frames; a write past the window is held
 * (its callback waits for credit), so `write()` returns false and `pipeline` pauses its source,
 * as with a slow socket. The head leaves before the first bytes.
 */
class ResponseStream extends Writable {
  constructor(call) {
    super({ highWaterMark: LIMITS.streamFrameBytes });
    this.call = call;
    this[HEAD] = null;
    this.headSent = false;
  }
  setContentType(type) {
    this[HEAD] = { ...(this[HEAD] ?? DEFAULT_HEAD), headers: { 'content-type': type } };
  }
  sendHead() {
    if (this.headSent) return;
    this.headSent = true;
    this.call.frame(0x68, Buffer.from(JSON.stringify(this[HEAD] ?? DEFAULT_HEAD)));
  }
  _write(chunk, _encoding, done) {
    this.sendHead();
    for (let at = 0; at < chunk.length; at += LIMITS.streamFrameBytes)
      this.call.frame(0x64, chunk.subarray(at, at + LIMITS.streamFrameBytes));
    this.call.whenRoom(done);
  }
  _final(done) {
    this.sendHead();
    done();
  }
}

/** Lambda's streaming API, as its Node.js runtime gives it (globalThis.awslambda). */
globalThis.awslambda = {
  streamifyResponse: (fn) => Object.assign(fn, { [STREAMING]: true }),
  HttpResponseStream: {
    from(stream, prelude = {}) {
      stream[HEAD] = {
        statusCode: prelude.statusCode ?? 200,
        headers: prelude.headers ?? DEFAULT_HEAD.headers,
        ...(prelude.cookies && { cookies: prelude.cookies }),
      };
      stream.sendHead(); // an SSE client has its headers before the first event
      return stream;
    },
  },
};

// Loaded once the awslambda global exists: a streaming handler wraps itself at load time.
let handler;
let loadError = null;
try {
  const manifestPath = path.join(APP_DIR, 'function.json');
  const manifest = fs.existsSync(manifestPath) ? JSON.parse(fs.readFileSync(manifestPath, 'utf8')) : {};
  const spec = manifest.handler || 'index.handler';
  const dot = spec.lastIndexOf('.');
  const mod = require(resolveModule(path.join(APP_DIR, spec.slice(0, dot))));
  handler = mod[spec.slice(dot + 1)];
  if (typeof handler !== 'function')
    loadError = `handler "${spec}": ${spec.slice(0, dot)} does not export a function named "${spec.slice(dot + 1)}"`;
} catch (err) {
  loadError = describeLoadError(err);
}
if (loadError) raw.error(`fnhost: cannot load handler: ${loadError}`);

const isAsyncIterable = (v) =>
  v !== null && typeof v === 'object' && typeof v[Symbol.asyncIterator] === 'function';

/** Once the body takes writes again, or was destroyed (its listeners go with it: one wait per chunk). */
const drained = (body) =>
  new Promise((resolve) => {
    const done = () => {
      body.off('drain', done).off('close', done);
      resolve();
    };
    body.on('drain', done).on('close', done);
  });

/** Runs a streaming handler, or writes a returned async iterable; resolves once the body has left. */
async function stream(call, event, context, value) {
  const body = new ResponseStream(call);
  const ended = new Promise((resolve, reject) => {
    body.on('finish', resolve);
    body.on('close', resolve); // destroyed by an abort: the worker stopped reading
    body.on('error', reject);
  });
  // The caller went away or a limit was passed: writes fail from now on, as on a closed socket.
  call.signal.addEventListener('abort', () => body.destroy(call.signal.reason), { once: true });
  if (value === undefined) await handler(event, body, context);
  else
    for await (const chunk of value) {
      if (call.aborted) break;
      if (!body.write(typeof chunk === 'string' || Buffer.isBuffer(chunk) ? chunk : String(chunk)))
        await drained(body);
    }
  if (!body.writableEnded && !body.destroyed) body.end();
  await ended.catch(() => undefined);
}

function capture(logs, eventText, context, call) {
  return invocation.run(logs, async () => {
    try {
      const event = eventText === '' ? null : JSON.parse(eventText);
      if (handler[STREAMING]) {
        await stream(call, event, context);
        return outcome('success', 'null', null, logs);
      }
      const value = await handler(event, context);
      if (isAsyncIterable(value)) {
        await stream(call, event, context, value);
        return outcome('success', 'null', null, logs);
      }
      const resultText = value === undefined ? 'null' : (JSON.stringify(value) ?? 'null');
      const size = Buffer.byteLength(resultText);
      if (size > LIMITS.resultBytes) {
        const mb = (n) => (n / 1024 / 1024).toFixed(1);
        return outcome(
          'error',
          'null',
          `result too large: ${mb(size)} MB (the limit is ${mb(LIMITS.resultBytes)} MB)`,
          logs,
        );
      }
      return outcome('success', resultText, null, logs);
    } catch (err) {
      const message = err instanceof Error ? `${err.name}: ${err.message}` : `thrown: ${util.inspect(err)}`;
      return outcome('error', 'null', message, logs);
    }
  });
}

const HEADER_BYTES = 8;
/** An event at its limit, with room for the line that asks for it. */
const MAX_FRAME = (LIMITS.eventBytes || LIMITS.bodyBytes) + 64 * 1024;

function authorised(given) {
  const bytes = Buffer.from(typeof given === 'string' ? given : '');
  return bytes.length === SECRET.length && timingSafeEqual(bytes, SECRET);
}

/** The reply to one frame's payload; `call` streams its body and hears the worker's credits. */
async function answer(payload, call) {
  const newline = payload.indexOf(10);
  let request;
  try {
    request = JSON.parse(payload.toString('utf8', 0, newline < 0 ? payload.length : newline));
  } catch {
    return '{"error":"malformed request"}';
  }
  if (!authorised(request.secret)) return '{"error":"forbidden"}';
  if (request.op === 'health')
    return loadError ? JSON.stringify({ ok: false, error: loadError }) : '{"ok":true}';
  if (request.op !== 'invoke') return '{"error":"unknown operation"}';
  if (loadError) return outcome('error', 'null', loadError, []);
  const context = {
    executionId: request.execution_id || null,
    functionId: process.env.FNHOST_FUNCTION_ID || null,
    deadline: Number(request.deadline_ms || 0),
    // W3C trace context of this call, when the platform traces: a function's own spans join it.
    traceparent: request.traceparent || null,
    // Aborted when the caller went away or a stream limit was passed: stop writing.
    signal: call.signal,
  };
  return invoke(newline < 0 ? '' : payload.toString('utf8', newline + 1), context, call);
}

const STREAM_BIT = 0x80000000;

/** A call in flight: its stream frames, its window of unacknowledged bytes, its abort. */
class Call {
  constructor(id, send) {
    this.id = id;
    this.send = send;
    this.unacked = 0;
    this.waiting = [];
    this.controller = new AbortController();
    /** The call's log buffer, once its invocation runs. */
    this.logs = null;
  }
  get signal() {
    return this.controller.signal;
  }
  get aborted() {
    return this.controller.signal.aborted;
  }
  frame(kind, bytes) {
    if (this.aborted) return;
    const frame = Buffer.allocUnsafe(HEADER_BYTES + 1 + bytes.length);
    frame.writeUInt32BE((this.id | STREAM_BIT) >>> 0, 0);
    frame.writeUInt32BE(1 + bytes.length, 4);
    frame[HEADER_BYTES] = kind;
    bytes.copy(frame, HEADER_BYTES + 1);
    if (kind === 0x64) this.unacked += bytes.length;
    this.send(frame);
  }
  /** `done` once the window has room again (at once if it has), or the call was aborted. */
  whenRoom(done) {
    if (this.unacked < LIMITS.streamWindowBytes || this.aborted) return void done();
    this.waiting.push(done);
  }
  credit(bytes) {
    this.unacked = Math.max(0, this.unacked - bytes);
    if (this.unacked < LIMITS.streamWindowBytes) this.wake();
  }
  abort(reason) {
    // Dispatched from the worker's message, its listeners (the handler's) would log outside the
    // call: they run in the call's own context, so what they log is kept with it.
    const fire = () => this.controller.abort(new Error(reason || 'aborted'));
    if (this.logs) invocation.run(this.logs, fire);
    else fire();
    this.wake();
  }
  wake() {
    for (const done of this.waiting.splice(0)) done();
  }
}

const server = net.createServer((socket) => {
  let chunks = [];
  let bytes = 0;
  const calls = new Map();
  const write = (frame) => {
    if (!socket.destroyed) socket.write(frame);
  };
  // Each reply leaves as soon as it is ready, in one write: a CPU-bound call's reply must not wait
  // for the calls read after it.
  const send = (id, text) => {
    const body = Buffer.from(text);
    const frame = Buffer.allocUnsafe(HEADER_BYTES + body.length);
    frame.writeUInt32BE(id, 0);
    frame.writeUInt32BE(body.length, 4);
    body.copy(frame, HEADER_BYTES);
    write(frame);
  };
  /** The worker's word on a streaming call: more credit, or stop. */
  const control = (id, payload) => {
    const call = calls.get(id);
    let message;
    try {
      message = JSON.parse(payload.toString('utf8'));
    } catch {
      return;
    }
    if (!call || !message) return;
    if (message.op === 'credit') call.credit(Number(message.bytes) || 0);
    else if (message.op === 'abort') call.abort(message.reason);
  };
  const flatten = () => (chunks = [chunks.length === 1 ? chunks[0] : Buffer.concat(chunks)])[0];
  socket.on('data', (chunk) => {
    chunks.push(chunk);
    bytes += chunk.length;
    while (bytes >= HEADER_BYTES) {
      const head = chunks[0].length >= HEADER_BYTES ? chunks[0] : flatten();
      const id = head.readUInt32BE(0);
      const length = head.readUInt32BE(4);
      if (length > MAX_FRAME) return void socket.destroy(); // not the worker's: it keeps to the limits
      // A large event comes in many chunks: joined once, when all of it is here.
      if (bytes < HEADER_BYTES + length) return;
      const data = flatten();
      const payload = data.subarray(HEADER_BYTES, HEADER_BYTES + length);
      const rest = data.subarray(HEADER_BYTES + length);
      chunks = rest.length ? [rest] : [];
      bytes = rest.length;
      if (id & STREAM_BIT) {
        control((id & ~STREAM_BIT) >>> 0, payload);
        continue;
      }
      const call = new Call(id, write);
      calls.set(id, call);
      // Each call in a turn of its own, as each HTTP request was: a handler that holds the CPU
      // delays the next call's start, never the reply of the one before.
      setImmediate(() =>
        answer(payload, call)
          .then(
            (text) => send(id, text),
            (err) => send(id, outcome('error', 'null', `fnhost: ${err.message}`, [])),
          )
          .finally(() => calls.delete(id)),
      );
    }
  });
  // The worker went away: nothing to answer, and no streaming handler waits for credit forever.
  socket.on('close', () => {
    for (const call of calls.values()) call.abort('the worker closed the connection');
  });
  socket.on('error', () => undefined);
});
fs.rmSync(SOCKET, { force: true });
server.listen(SOCKET, () => fs.chmodSync(SOCKET, 0o600));
