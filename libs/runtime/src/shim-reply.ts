import { boundLogs, INVOKE_LIMITS, LogEntry, storableText, truncateUtf8 } from './limits';

export interface ShimReply {
  status: 'success' | 'error';
  result: unknown;
  error: string | null;
  logs: LogEntry[];
  /** The runtime process's CPU time so far, as it says (null when it did not). */
  cpuUs: number | null;
}

const MAX_ERROR_BYTES = INVOKE_LIMITS.logEntryBytes;

export const errorReply = (error: string): ShimReply => ({
  status: 'error',
  result: null,
  error,
  logs: [],
  cpuUs: null,
});

/**
 * The shim's reply held to the platform's rules: the handler shares the shim's process and may
 * have tampered with it, so shape, sizes and text are checked here, not trusted.
 */
export function checkedReply(body: string): ShimReply {
  let reply: Partial<ShimReply> & { cpu_us?: unknown };
  try {
    reply = JSON.parse(body) as Partial<ShimReply> & { cpu_us?: unknown };
  } catch {
    return errorReply('the function runtime returned a malformed reply');
  }
  if (reply?.status !== 'success' && reply?.status !== 'error')
    return errorReply('the function runtime returned a malformed reply');
  const error =
    typeof reply.error === 'string' ? truncateUtf8(storableText(reply.error), MAX_ERROR_BYTES) : null;
  return {
    status: reply.status,
    result: reply.status === 'success' ? (reply.result ?? null) : null,
    error: reply.status === 'error' ? (error ?? 'the function failed') : null,
    logs: boundLogs(reply.logs),
    cpuUs:
      Number.isSafeInteger(reply.cpu_us) && (reply.cpu_us as number) >= 0 ? (reply.cpu_us as number) : null,
  };
}
