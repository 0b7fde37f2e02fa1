/** The service answered with an error: its status and the envelope's `error` and `details`. */
export class FnhostError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    readonly details: string,
    /** The body as the server sent it (an envelope, or the signature errors' `{error, message}`). */
    readonly body: unknown,
  ) {
    super(details ? `${error}: ${details}` : error);
    this.name = 'FnhostError';
  }

  static from(status: number, body: unknown, statusText = ''): FnhostError {
    const b = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
    const error = typeof b.error === 'string' ? b.error : statusText || `HTTP ${status}`;
    const details = [b.details, b.message].find((v): v is string => typeof v === 'string') ?? '';
    return new FnhostError(status, error, details, body);
  }
}

/** No answer at all: the server is down, unreachable or closed the connection. */
export class FnhostUnreachableError extends Error {
  constructor(
    readonly url: string,
    cause: unknown,
  ) {
    const reason = (cause as { cause?: { code?: string; message?: string } })?.cause;
    super(`cannot reach ${url}: ${reason?.code ?? reason?.message ?? (cause as Error)?.message ?? cause}`);
    this.name = 'FnhostUnreachableError';
  }
}

/** The stored session cannot be renewed (no refresh token, or the server refused it): log in again. */
export class SessionExpiredError extends Error {
  constructor(readonly cause?: FnhostError) {
    super(`session expired${cause ? ` (${cause.details || cause.error})` : ''}: log in again`);
    this.name = 'SessionExpiredError';
  }
}
