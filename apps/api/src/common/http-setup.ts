import { envelope, HttpErrorFilter } from '@fnhost/common';
import { INVOKE_LIMITS } from '@fnhost/runtime';
import { INestApplication } from '@nestjs/common';
import { SwaggerModule } from '@nestjs/swagger';
import express, { Application, NextFunction, Request, Response } from 'express';
import { serveConsole } from '../console/serve-console';
import { openApiDocument } from './openapi';
import { ApiConfig } from '../config';
import { validationPipe } from './validation';

export interface RawBodyRequest extends Request {
  rawBody?: Buffer;
}

/** Invoke carries the function's input (up to 6 MB); every other body is small. */
const INVOKE_PATH = /^\/api\/functions\/[^/]+\/invoke\/?$/;
/** Function URLs take any body as it is: their handler reads it (apps/api/src/function-urls). */
const FUNCTION_URL_PATH = /^\/fn\//;
const JSON_LIMIT = 1024 * 1024;
/** How long the rest of a refused oversized body is read (and dropped) before the connection closes. */
const OVERSIZE_LINGER_MS = 1000;
const mb = (bytes: number) => `${bytes / 1024 / 1024} MB`;

/** Body parsing, validation, error envelope and API docs: the same for every api instance and test. */
export function configureHttp(app: INestApplication, config: ApiConfig): void {
  app.use(exceptFunctionUrls(rejectUnsupportedMediaType));
  // The raw bytes are kept: signatures are verified over the body exactly as received.
  const json = (limit: number) =>
    express.json({
      limit,
      type: ['application/json', 'application/*+json'],
      verify: (req, _res, buf) => ((req as RawBodyRequest).rawBody = buf),
    });
  const invokeJson = json(INVOKE_LIMITS.bodyBytes);
  const otherJson = json(JSON_LIMIT);
  app.use(
    exceptFunctionUrls((req: Request, res: Response, next: NextFunction) => {
      const invoke = INVOKE_PATH.test(req.path);
      refuseOversized(req, res, invoke ? INVOKE_LIMITS.bodyBytes : JSON_LIMIT);
      if (!res.headersSent) (invoke ? invokeJson : otherJson)(req, res, next);
    }),
  );
  app.use(bodyParserErrors);
  app.use(exceptFunctionUrls(rejectNul));
  app.useGlobalPipes(validationPipe());
  app.useGlobalFilters(new HttpErrorFilter());
  const server = app.getHttpAdapter().getInstance() as Application;
  server.disable('x-powered-by');
  // No ETag on API answers: each hashes its body, and none of them is fetched conditionally.
  server.set('etag', false);

  serveConsole(app);
  SwaggerModule.setup('api/docs', app, () => openApiDocument(app, config.PUBLIC_URL), {
    jsonDocumentUrl: 'api/docs-json',
  });
}

const exceptFunctionUrls =
  (middleware: (req: Request, res: Response, next: NextFunction) => void) =>
  (req: Request, res: Response, next: NextFunction) =>
    FUNCTION_URL_PATH.test(req.path) ? next() : middleware(req, res, next);

/** Bodies are JSON, or multipart for deploy; anything else is refused before parsing. */
function rejectUnsupportedMediaType(req: Request, res: Response, next: NextFunction) {
  const hasBody =
    Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
  const type = (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  if (!hasBody || type === 'application/json' || type.endsWith('+json') || type === 'multipart/form-data')
    return next();
  res
    .status(415)
    .json(envelope(415, `content type "${type || 'none'}" is not supported: send application/json`));
}

/**
 * A JSON body over `limit` is answered 413 as soon as it is known to be (its declared length, or
 * the bytes received so far): body-parser would stop keeping the bytes but read the whole body
 * before answering. What the client is still sending is discarded for OVERSIZE_LINGER_MS (so it
 * can read the answer instead of a reset; a client done by then keeps its connection), then the
 * connection is closed. Multipart bodies are
 * multer's (MAX_ARCHIVE_MB, also refused while they stream).
 */
function refuseOversized(req: Request, res: Response, limit: number): void {
  if ((req.headers['content-type'] ?? '').startsWith('multipart/')) return;
  const refuse = () => {
    if (res.headersSent) return;
    res.status(413).json(envelope(413, `JSON body larger than ${mb(limit)}`));
    req.resume();
    const linger = setTimeout(() => req.socket.destroy(), OVERSIZE_LINGER_MS);
    req.once('end', () => clearTimeout(linger));
  };
  const declared = req.headers['content-length'];
  if (declared !== undefined) {
    // A declared length is all HTTP/1.1 delivers: nothing to count as it streams.
    if (Number(declared) > limit) refuse();
    return;
  }
  let received = 0;
  const count = (chunk: Buffer) => {
    received += chunk.length;
    if (received <= limit) return;
    req.off('data', count);
    refuse();
  };
  req.on('data', count);
}

/** body-parser reports its own failures; they get the envelope like every other error. */
function bodyParserErrors(err: unknown, _req: Request, res: Response, next: NextFunction) {
  // Answered already (refuseOversized): body-parser only now noticed the connection closed.
  if (res.headersSent) return;
  const e = err as { type?: string; status?: number };
  if (e?.type === 'entity.parse.failed') return res.status(400).json(envelope(400, 'malformed JSON body'));
  if (e?.type === 'entity.too.large')
    return res.status(413).json(envelope(413, `JSON body larger than ${mb((e as { limit: number }).limit)}`));
  if (e?.status === 415 || e?.type === 'encoding.unsupported' || e?.type === 'charset.unsupported')
    return res.status(415).json(envelope(415, 'unsupported body encoding'));
  if (e?.status && e.status >= 400 && e.status < 500)
    return res.status(e.status).json(envelope(e.status, 'bad request body'));
  next(err);
}

/** The path to the first string (or key) holding a NUL character, which PostgreSQL cannot store. */
function nulAt(value: unknown, where: string): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? where : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    const path = where ? `${where}.${key}` : key;
    if (key.includes('\u0000')) return path;
    const found = nulAt(item, path);
    if (found) return found;
  }
  return null;
}

/**
 * Text fields are refused, not truncated, when they hold a NUL. The invoke input is exempt: it
 * goes to the function as it is and is never stored.
 */
function rejectNul(req: Request, res: Response, next: NextFunction) {
  const field = nulAt(req.query, '') ?? (INVOKE_PATH.test(req.path) ? null : nulAt(req.body, ''));
  if (!field) return next();
  res.status(400).json(envelope(400, `${field || 'body'}: must not contain NUL (\\u0000) characters`));
}
