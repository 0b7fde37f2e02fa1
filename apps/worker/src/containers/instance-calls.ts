import { checkedReply, errorReply, ReplyTooLargeError, ShimReply, StreamSink } from '@fnhost/runtime';
import { boundLogs, INVOKE_LIMITS, LogEntry } from '@fnhost/runtime';
import { currentTraceparent } from '@fnhost/observability';
import { Injectable } from '@nestjs/common';
import { open } from 'fs/promises';
import * as path from 'path';
import { ContainerEngine } from './container-engine';
import { WarmContainer } from './instance-starter';

import { SocketDirs } from './socket-dirs';
import { WarmPool } from './warm-pool';

/**
 * `unreachable`: the request provably never reached the runtime (no socket, nobody listening), so
 * it may run on a fresh container. Anything else ran, or may have: it is never run again.
 * `timeout` and `crash` carry the logs the runtime journaled up to then.
 */
export type CallOutcome =
  | { kind: 'reply'; reply: ShimReply }
  | { kind: 'timeout'; logs: LogEntry[] }
  | { kind: 'crash'; reason: string; logs: LogEntry[] }
  | { kind: 'unreachable'; reason: string };

/** Calls on the pool's instances: the request over the instance's socket, and what its failures mean. */
@Injectable()
export class InstanceCalls {
  constructor(
    private readonly pool: WarmPool,
    private readonly engine: ContainerEngine,
    private readonly sockets: SocketDirs,
  ) {}

  /**
   * One invocation on an instance `acquire` reserved (the reservation ends here); a timeout or
   * crash removes the instance, so the next call gets a fresh one. A streamed reply goes to `sink`.
   */
  async call(
    warm: WarmContainer,
    event: string,
    executionUuid: string,
    timeoutMs: number,
    sink?: StreamSink,
  ): Promise<CallOutcome> {
    try {
      const request = {
        op: 'invoke' as const,
        secret: warm.secret,
        execution_id: executionUuid,
        deadline_ms: Date.now() + timeoutMs,
        // The function's context carries the trace of its call (tracing on).
        traceparent: currentTraceparent(),
      };
      const reply = checkedReply(await warm.shim.call(request, event, timeoutMs, sink));
      if (reply.cpuUs !== null) warm.cpu.sample(reply.cpuUs, Date.now());
      return { kind: 'reply', reply };
    } catch (err) {
      if (err instanceof ReplyTooLargeError)
        return { kind: 'reply', reply: errorReply(`result too large: ${err.message}`) };
      const code = (err as NodeJS.ErrnoException).code;
      // Never reached the runtime (a retired container already removed, too): safe to run elsewhere.
      if (code === 'ENOENT' || code === 'ECONNREFUSED') {
        // Out of service now, removed in the background: the call goes on to another instance.
        if (!warm.retired) this.pool.removeWhenIdle(warm, 'its runtime could not be reached');
        return { kind: 'unreachable', reason: (err as Error).message };
      }
      const logs = await this.journal(warm, executionUuid);
      if ((err as Error).message === 'timeout') {
        await this.pool.discard(warm, 'the container was replaced after a concurrent invocation timed out');
        return { kind: 'timeout', logs };
      }
      // A dropped connection usually means the process died; the engine may take a moment to say why.
      const reason =
        warm.retired ??
        (await this.engine.exitReasonWhenStopped(warm.containerId, 3000)) ??
        (err as Error).message;
      await this.pool.discard(warm, reason); // the calls still in flight on it share the cause
      return { kind: 'crash', reason, logs };
    } finally {
      this.pool.release(warm);
    }
  }

  /** The log entries an invocation's runtime journaled beside its socket (what a timeout or crash left). */
  private async journal(warm: WarmContainer, executionUuid: string): Promise<LogEntry[]> {
    const file = path.join(this.sockets.dirOf(warm.slot), `${executionUuid}.log`);
    const text = await readHead(file, 2 * INVOKE_LIMITS.logBytes).catch(() => '');
    const entries = text
      .split('\n')
      .filter(Boolean)
      .map((line) => {
        try {
          return JSON.parse(line) as unknown;
        } catch {
          return null; // a line cut by the crash, or written by the handler itself
        }
      })
      .filter((e) => e !== null);
    return boundLogs(entries);
  }
}

/** The first `max` bytes of a file, as text. */
async function readHead(file: string, max: number): Promise<string> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(max);
    const { bytesRead } = await handle.read(buffer, 0, max, 0);
    return buffer.subarray(0, bytesRead).toString('utf8');
  } finally {
    await handle.close();
  }
}
