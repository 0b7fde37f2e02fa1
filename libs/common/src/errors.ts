import { HttpException, HttpStatus } from '@nestjs/common';

/** The `error` value of the envelope for each status the service produces. */
export const STATUS_PHRASES: Record<number, string> = {
  400: 'Invalid request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not found',
  405: 'Method not allowed',
  408: 'Request timeout',
  409: 'Conflict',
  413: 'Payload too large',
  414: 'URI too long',
  415: 'Unsupported media type',
  429: 'Too many requests',
  500: 'Internal server error',
  502: 'Bad gateway',
  503: 'Service unavailable',
  504: 'Gateway timeout',
};

export interface ErrorEnvelope {
  error: string;
  details: string;
}

export function envelope(status: number, details: string): ErrorEnvelope {
  return { error: STATUS_PHRASES[status] ?? HttpStatus[status] ?? 'Error', details };
}

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
