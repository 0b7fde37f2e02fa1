import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import { randomUUID } from 'crypto';
import type { Response } from 'express';
import { envelope, headersOf, VerbatimHttpException } from './errors';
import { unreachableDependency } from './outage';

/** Detail text of an HttpException, whichever shape Nest or our code gave its response. */
function detailsOf(exception: HttpException): string {
  const res = exception.getResponse();
  if (typeof res === 'string') return res;
  const { details, message } = res as { details?: unknown; message?: unknown };
  if (typeof details === 'string') return details;
  if (Array.isArray(message)) return message.join('; ');
  if (typeof message === 'string') return message;
  return exception.message;
}

/**
 * The one place that turns errors into the `{error, details}` envelope. An unreachable database
 * or Redis is 503; other unknown errors become a 500 whose cause is logged under a correlation id
 * and never sent.
 */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpError');

  catch(exception: unknown, host: ArgumentsHost): void {
    const res = host.switchToHttp().getResponse<Response>();
    if (res.headersSent) return;
    const headers = headersOf(exception);
    if (headers) res.set(headers);
    if (exception instanceof VerbatimHttpException) {
      res.status(exception.getStatus()).json(exception.body);
      return;
    }
    if (exception instanceof HttpException) {
      res.status(exception.getStatus()).json(envelope(exception.getStatus(), detailsOf(exception)));
      return;
    }
    const down = unreachableDependency(exception);
    if (down) {
      this.logger.warn(`${down} unreachable: ${(exception as Error).message}`);
      res.status(503).json(envelope(503, `${down} unavailable, try again later`));
      return;
    }
    const ref = randomUUID();
    this.logger.error(
      `unhandled error ref=${ref}`,
      exception instanceof Error ? exception.stack : String(exception),
    );
    res.status(500).json(envelope(500, `unexpected error (ref ${ref})`));
  }
}
