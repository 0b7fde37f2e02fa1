/**
 * Bounds on what one invocation may carry (decision 9). The worker hands them to the shim
 * in its environment (one source of truth) and enforces them again on the shim's reply: the
 * handler runs in the shim's process, so nothing the shim says can be trusted.
 */
export const INVOKE_LIMITS = {
  /** Invoke request body, bytes (413 above). */
  bodyBytes: 6 * 1024 * 1024,
  /**
   * The event the worker hands the shim, bytes: a function URL's 6 MB body grows by a third as
   * base64, with up to 16 KB of headers beside it.
   */
  eventBytes: 9 * 1024 * 1024,
  /** A handler's JSON-encoded result, bytes (status error above). */
  resultBytes: 6 * 1024 * 1024,
  /** Log entries kept per invocation, the truncation marker included. */
  logEntries: 1000,
  /** Bytes of log messages kept per invocation. */
  logBytes: 256 * 1024,
  /** Bytes of one log message. */
  logEntryBytes: 8 * 1024,
  /** Of logBytes, what the runtime leaves for the truncation marker. */
  logMarkerBytes: 1024,
  /**
   * A streamed reply's bytes the runtime may have sent that the worker has not passed on yet: past
   * them, the handler's writes wait (backpressure from the reader to the function).
   */
  streamWindowBytes: 1024 * 1024,
  /** The most body bytes one stream frame carries (a larger write leaves as several). */
  streamFrameBytes: 128 * 1024,
} as const;

export type InvokeLimits = typeof INVOKE_LIMITS;

/** The most a shim's reply may be: a full result, full logs and their JSON framing. */
export const MAX_REPLY_BYTES =
  INVOKE_LIMITS.resultBytes + 2 * INVOKE_LIMITS.logBytes + INVOKE_LIMITS.logEntries * 128 + 4096;

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';
export interface LogEntry {
  timestamp: string;
  level: LogLevel;
  message: string;
}

const LEVELS = new Set<string>(['debug', 'info', 'warn', 'error']);
export const TRUNCATED_SUFFIX = ' …[truncated]';

/**
 * Text PostgreSQL can store: NUL becomes the visible escape `\u0000` and lone surrogates (which
 * neither text nor jsonb accept) become U+FFFD.
 */
export function storableText(text: string): string {
  return text.replace(/\u0000/g, '\\u0000').toWellFormed();
}

/** `text` cut to at most `maxBytes` of UTF-8, never inside a character. */
export function truncateUtf8(text: string, maxBytes: number): string {
  if (Buffer.byteLength(text) <= maxBytes) return text;
  const cut = Buffer.from(text).subarray(0, maxBytes).toString('utf8');
  // A character split at the cut decodes as U+FFFD: drop it.
  return cut.endsWith('\uFFFD') ? cut.slice(0, -1) : cut;
}

/**
 * Untrusted log entries made storable and held to the limits: each message capped (marked), at
 * most logEntries entries and logBytes of text in all. Past them, the tail gives way to one marker
 * entry saying how many were dropped. The shim stops short of these limits (leaving room for its
 * own marker), so what an honest shim sends passes unchanged.
 */
export function boundLogs(input: unknown, limits: InvokeLimits = INVOKE_LIMITS): LogEntry[] {
  const entries = Array.isArray(input) ? input : [];
  const kept: LogEntry[] = [];
  let bytes = 0;
  let dropped = 0;
  for (const raw of entries) {
    const e = raw as Partial<LogEntry> | null;
    let message = storableText(typeof e?.message === 'string' ? e.message : String(e?.message ?? ''));
    if (Buffer.byteLength(message) > limits.logEntryBytes)
      message =
        truncateUtf8(message, limits.logEntryBytes - Buffer.byteLength(TRUNCATED_SUFFIX)) + TRUNCATED_SUFFIX;
    const size = Buffer.byteLength(message);
    if (dropped || kept.length >= limits.logEntries || bytes + size > limits.logBytes) {
      dropped++;
      continue;
    }
    bytes += size;
    const stamp = typeof e?.timestamp === 'string' ? Date.parse(e.timestamp) : NaN;
    kept.push({
      timestamp: new Date(Number.isNaN(stamp) ? Date.now() : stamp).toISOString(),
      level: LEVELS.has(String(e?.level)) ? (e!.level as LogLevel) : 'info',
      message,
    });
  }
  if (!dropped) return kept;
  // Make room for the marker within both limits.
  while (kept.length >= limits.logEntries || bytes + limits.logMarkerBytes > limits.logBytes) {
    bytes -= Buffer.byteLength(kept.pop()!.message);
    dropped++;
  }
  kept.push(droppedMarker(dropped, limits));
  return kept;
}

export function droppedMarker(dropped: number, limits: InvokeLimits = INVOKE_LIMITS): LogEntry {
  return {
    timestamp: new Date().toISOString(),
    level: 'warn',
    message:
      `[fnhost] log truncated: ${dropped} more entr${dropped === 1 ? 'y was' : 'ies were'} dropped ` +
      `(an invocation keeps at most ${limits.logEntries} entries and ${limits.logBytes / 1024} KB)`,
  };
}
