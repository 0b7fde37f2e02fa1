import { graceEnding } from '@fnhost/common';
import type { Response } from 'express';
import type { StreamedReply, StreamEnd } from './reply-reader';

/** The trailer that names a streamed reply's failure (a body that is not server-sent events). */
export const STREAM_ERROR_TRAILER = 'X-Fnhost-Error';

/** Header text: no control characters (a trailer is a header). */
const headerSafe = (text: string) => text.replace(/[\x00-\x1f\x7f]/g, ' ').slice(0, 1024);

/** A stream still open when this replica's shutdown grace runs out ends with this error. */
export const REPLICA_STOPPED = 'the api replica passing the stream on shut down (SHUTDOWN_GRACE_S)';

/**
 * Once the response took what was written, or closed, or this replica's grace is ending (its
 * listeners go with it: one wait per chunk, nothing left on a long-lived promise or signal).
 */
const drained = (res: Response) =>
  new Promise<void>((resolve) => {
    const done = () => {
      res.off('drain', done).off('close', done);
      graceEnding.removeEventListener('abort', done);
      resolve();
    };
    res.on('drain', done).on('close', done);
    graceEnding.addEventListener('abort', done);
  });

/**
 * Writes a streamed reply as chunked HTTP: the function's head, then each chunk as it comes; the
 * next is read only once the caller took the last (`drain`), so a slow caller slows the function.
 * A failure after the head cannot change the status: server-sent events end with an
 * `event: error`, any other body with the X-Fnhost-Error trailer. A caller that leaves ends the
 * stream and stops the function; so does this replica's shutdown, once its grace is nearly over
 * (the caller gets the error, the execution records why).
 */
export async function sendStreamed(res: Response, reply: StreamedReply): Promise<void> {
  const { head } = reply;
  const sse = /^text\/event-stream\b/i.test(head.headers['content-type'] ?? '');
  res.status(head.statusCode);
  for (const [name, value] of Object.entries(head.headers)) {
    // Configured CORS is the platform's to answer (as Lambda does).
    if (res.hasHeader(name) && name.startsWith('access-control-')) continue;
    res.setHeader(name, value);
  }
  if (head.cookies.length) res.append('Set-Cookie', head.cookies);
  res.setHeader('X-Execution-Id', reply.executionUuid);
  if (!sse) res.setHeader('Trailer', STREAM_ERROR_TRAILER);
  if (sse) res.setHeader('X-Accel-Buffering', 'no'); // a proxy in front must not hold events back
  res.flushHeaders();
  let left = false;
  const gone = () => {
    if (res.writableFinished) return;
    left = true;
    void reply.leave('caller').catch(() => undefined);
  };
  res.on('close', gone);
  // The grace ending: the reader is closed (its read under way fails) and the worker told why.
  let cut = false;
  const onCut = () => {
    cut = true;
    void reply.leave('shutdown').catch(() => undefined);
  };
  graceEnding.addEventListener('abort', onCut);
  if (graceEnding.aborted) onCut();
  const stopped: StreamEnd = { status: 'error', error: REPLICA_STOPPED };
  let end: StreamEnd;
  try {
    for (;;) {
      const next = await reply.body.next();
      if (next.done) {
        end = next.value;
        break;
      }
      if (left) return;
      if (cut) {
        end = stopped;
        break;
      }
      if (!res.write(next.value)) await drained(res);
      if (left) return;
      if (cut) {
        end = stopped;
        break;
      }
      await reply.passed(next.value.length);
    }
  } catch (err) {
    if (left) return; // leaving closed the reader under a read
    end = cut
      ? stopped
      : { status: 'error', error: `the streamed reply broke off: ${(err as Error).message}` };
  } finally {
    res.off('close', gone);
    graceEnding.removeEventListener('abort', onCut);
  }
  if (end.status !== 'success') {
    const message = end.error ?? `function ${end.status}`;
    if (sse) res.write(`event: error\ndata: ${JSON.stringify({ status: end.status, message })}\n\n`);
    else res.addTrailers({ [STREAM_ERROR_TRAILER]: headerSafe(`${end.status}: ${message}`) });
  }
  res.end();
}
