import { createHmac } from 'crypto';

export interface SignatureHeaders {
  'X-Timestamp': string;
  'X-Signature': string;
}

/**
 * The headers of a signed invocation: base64(HMAC-SHA256(privateKey, "<timestamp>:<body>")).
 * `body` must be the exact string sent; the client's invoke signs and sends one string.
 */
export function signInvocation(privateKey: string, body: string, now = Date.now()): SignatureHeaders {
  const timestamp = String(Math.floor(now / 1000));
  const signature = createHmac('sha256', privateKey).update(`${timestamp}:${body}`).digest('base64');
  return { 'X-Timestamp': timestamp, 'X-Signature': signature };
}
