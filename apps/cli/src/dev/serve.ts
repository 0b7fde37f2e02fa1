import { envelope } from '@fnhost/common/envelope';
import { httpEvent, httpReply } from '@fnhost/runtime/http-event';
import { INVOKE_LIMITS } from '@fnhost/runtime/limits';
import { randomUUID } from 'crypto';
import { createServer, IncomingMessage, Server, ServerResponse } from 'http';
import type { DevResult } from './dev-runtime';

/** Replies that never carry a body. */
const BODILESS = new Set([204, 304]);

/**
 * `fnhost dev --serve`: the function-URL format on a local port, as `sam local start-api` does.
 * Any request becomes the 2.0 event, the handler's value is checked as the server checks it, a
 * failure is 502 and a timeout 504 in the error envelope.
 */
export function serveLocally(port: number, invoke: (event: unknown) => Promise<DevResult>): Promise<Server> {
  const server = createServer((req, res) => {
    void answer(req, res, invoke).catch((err: Error) => send(res, 502, err.message));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

async function answer(
  req: IncomingMessage,
  res: ServerResponse,
  invoke: (event: unknown) => Promise<DevResult>,
) {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > INVOKE_LIMITS.bodyBytes)
      return send(res, 413, `the body is larger than ${INVOKE_LIMITS.bodyBytes} bytes`);
    chunks.push(chunk as Buffer);
  }
  const target = req.url ?? '/';
  const q = target.indexOf('?');
  const event = httpEvent({
    method: req.method ?? 'GET',
    path: q < 0 ? target : target.slice(0, q),
    query: q < 0 ? '' : target.slice(q + 1),
    rawHeaders: req.rawHeaders,
    body: Buffer.concat(chunks),
    sourceIp: req.socket.remoteAddress ?? '127.0.0.1',
    urlId: 'local',
    accountId: 'anonymous',
    requestId: randomUUID(),
    now: new Date(),
    withhold: [],
  });
  const result = await invoke(event);
  if (result.status !== 'success')
    return send(
      res,
      result.error?.startsWith('function timed out') ? 504 : 502,
      result.error ?? 'function error',
    );
  const checked = httpReply(result.result);
  if ('error' in checked) return send(res, 502, checked.error);
  const { reply } = checked;
  res.statusCode = reply.statusCode;
  for (const [name, value] of Object.entries(reply.headers)) res.setHeader(name, value);
  if (reply.cookies.length) res.setHeader('set-cookie', reply.cookies);
  const body = Buffer.from(reply.body, reply.isBase64Encoded ? 'base64' : 'utf8');
  if (BODILESS.has(reply.statusCode)) return void res.end();
  res.setHeader('content-length', body.length);
  res.end(req.method === 'HEAD' ? undefined : body);
}

function send(res: ServerResponse, status: number, details: string) {
  res
    .writeHead(status, { 'content-type': 'application/json' })
    .end(JSON.stringify(envelope(status, details)));
}
