import { envelope } from '@fnhost/common';
import { HttpException } from '@nestjs/common';
import type { Request } from 'express';

/** How long the rest of a refused body is read (and dropped) before the connection closes. */
const LINGER_MS = 1000;

/**
 * The request's body, exactly as sent: 413 as soon as it is known to pass `limit` (its declared
 * length, or the bytes so far; what is still coming is drained for a moment, then the connection
 * closes), 408 when it has not all arrived within `timeoutMs`.
 */
export function readBody(req: Request, limit: number, timeoutMs: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const timer = setTimeout(
      () => refuse(408, `the request body did not arrive within ${timeoutMs / 1000} s`),
      timeoutMs,
    );
    function cleanup() {
      clearTimeout(timer);
      req.off('data', onData).off('end', onEnd).off('error', onError);
    }
    function refuse(status: 408 | 413, details: string) {
      cleanup();
      req.resume();
      const linger = setTimeout(() => req.socket.destroy(), LINGER_MS);
      req.once('end', () => clearTimeout(linger));
      reject(new HttpException(envelope(status, details), status));
    }
    const tooLarge = () => refuse(413, `request body larger than ${limit / 1024 / 1024} MB`);
    function onData(chunk: Buffer) {
      size += chunk.length;
      if (size > limit) tooLarge();
      else chunks.push(chunk);
    }
    function onEnd() {
      cleanup();
      resolve(Buffer.concat(chunks, size));
    }
    function onError(err: Error) {
      cleanup();
      reject(err);
    }
    if (Number(req.headers['content-length'] ?? 0) > limit) return tooLarge();
    req.on('data', onData).on('end', onEnd).on('error', onError);
  });
}
