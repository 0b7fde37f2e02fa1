import { envelope, ReplyHeaders } from '@fnhost/common';
import type { InvokeResult } from '@fnhost/queue';
import type { HttpReply } from '@fnhost/runtime';
import type { UrlAnswer } from './url-request';

/** Replies that never carry a body (RFC 9110). */
const BODILESS = new Set([204, 304]);

/**
 * The function's reply as it gave it, under the platform's headers (`platform`: a function's
 * own Access-Control headers do not override configured CORS, as on Lambda); its failure as 502,
 * its timeout as 504, in the error envelope.
 */
export function urlReply(r: InvokeResult, platform: ReplyHeaders): UrlAnswer {
  if (r.status !== 'success') {
    const status = r.status === 'timeout' ? 504 : 502;
    const body = Buffer.from(JSON.stringify(envelope(status, r.errorMessage ?? `function ${r.status}`)));
    return { status, headers: { ...platform, 'Content-Type': 'application/json; charset=utf-8' }, body };
  }
  const fnReply = r.result as HttpReply;
  const own = Object.fromEntries(
    Object.entries(fnReply.headers).filter(
      ([name]) => !(name.startsWith('access-control-') && hasHeader(platform, name)),
    ),
  );
  return {
    status: fnReply.statusCode,
    headers: { ...own, ...platform },
    cookies: fnReply.cookies,
    ...(!BODILESS.has(fnReply.statusCode) && {
      body: Buffer.from(fnReply.body, fnReply.isBase64Encoded ? 'base64' : 'utf8'),
    }),
  };
}

const hasHeader = (headers: ReplyHeaders, name: string) =>
  Object.keys(headers).some((k) => k.toLowerCase() === name.toLowerCase());
