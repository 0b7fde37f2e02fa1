import { HttpException } from '@nestjs/common';
import { envelope } from './envelope';

export * from './envelope';

/** Headers an answer carries, whether it succeeds or refuses (RateLimit fields, Retry-After). */
export type ReplyHeaders = Record<string, string>;

/**
 * Adds headers to an error on its way to the client (the one filter sends them): so the core
 * says what a refusal carries without an HTTP response in hand.
 */
export function withHeaders<E>(err: E, headers: ReplyHeaders): E {
  if (err instanceof Error) {
    const carried = err as Error & { headers?: ReplyHeaders };
    carried.headers = { ...carried.headers, ...headers };
  }
  return err;
}

/** The headers an error carries (withHeaders), if any. */
export const headersOf = (err: unknown): ReplyHeaders | undefined =>
  err instanceof Error ? (err as Error & { headers?: ReplyHeaders }).headers : undefined;

/** An error whose body is sent as given, for the spec's signature errors ({error, message}). */
export class VerbatimHttpException extends HttpException {
  constructor(
    status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(body, status);
  }
}

export const badRequest = (details: string) => new HttpException(envelope(400, details), 400);
export const forbidden = (details: string) => new HttpException(envelope(403, details), 403);
export const notFound = (details: string) => new HttpException(envelope(404, details), 404);
export const conflict = (details: string) => new HttpException(envelope(409, details), 409);
export const unavailable = (details: string) => new HttpException(envelope(503, details), 503);
export const unauthorized = (details: string) => new HttpException(envelope(401, details), 401);
export const payloadTooLarge = (details: string) => new HttpException(envelope(413, details), 413);
export const tooManyRequests = (details: string) => new HttpException(envelope(429, details), 429);
