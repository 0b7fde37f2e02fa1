import { DynamicModule } from '@nestjs/common';
import { randomUUID } from 'crypto';
import type { IncomingMessage, ServerResponse } from 'http';
import { BaseConfig } from '@fnhost/common';
import { LoggerModule } from 'nestjs-pino';
import type { Options } from 'pino-http';

/** LOG_LEVEL (Nest's names) as pino's. */
const LEVELS: Record<string, string> = {
  error: 'error',
  warn: 'warn',
  log: 'info',
  debug: 'debug',
  verbose: 'trace',
};
/** A caller's X-Request-Id is kept when it is a plain token; else one is made. */
const REQUEST_ID = /^[\w.:-]{1,128}$/;
/** Routes polled by machines: not one log line each. */
const QUIET = new Set(['/health', '/metrics']);

/**
 * Logs as JSON lines (pino through nestjs-pino), or readable text on a terminal: every line of a
 * request carries its `request_id` (the caller's X-Request-Id, else a new one, sent back), an
 * invocation's lines its `execution_id`; a request's own line says its method, path, status and
 * time. Headers that carry credentials are never written.
 */
export function loggingModule(): DynamicModule {
  return LoggerModule.forRootAsync({
    inject: [BaseConfig],
    // assignResponse: an invocation's execution_id is on its request's own line too.
    useFactory: (config: BaseConfig) => ({ pinoHttp: httpLogging(config.LOG_LEVEL), assignResponse: true }),
  });
}

function httpLogging(level: string): Options {
  return {
    level: LEVELS[level] ?? 'info',
    transport: process.stdout.isTTY
      ? { target: 'pino-pretty', options: { singleLine: true, translateTime: 'SYS:HH:MM:ss.l' } }
      : undefined,
    // The request's logger binds its id (every line logged while it is served carries it); its own
    // line adds method and path. Not customProps: a third child logger per request, and pino
    // serialises a child's bindings as it is made.
    quietReqLogger: true,
    customAttributeKeys: { reqId: 'request_id' },
    genReqId: (req: IncomingMessage, res: ServerResponse) => {
      const given = req.headers['x-request-id'];
      const id = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
      res.setHeader('X-Request-Id', id);
      return id;
    },
    autoLogging: { ignore: (req) => QUIET.has((req.url ?? '').split('?')[0]) },
    // Method and path only: query strings and headers may hold tokens.
    serializers: {
      req: (req: { method: string; url: string }) => ({ method: req.method, path: req.url.split('?')[0] }),
      res: (res: { statusCode: number }) => ({ status: res.statusCode }),
    },
  };
}
