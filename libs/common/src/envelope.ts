import { STATUS_CODES } from 'http';

// The envelope alone, free of NestJS: the CLI's `fnhost dev --serve` answers with it too, and a
// command line must not load a framework to start.

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
  return { error: STATUS_PHRASES[status] ?? STATUS_CODES[status] ?? 'Error', details };
}
