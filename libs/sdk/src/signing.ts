export interface SignatureHeaders {
  'X-Timestamp': string;
  'X-Signature': string;
}

/**
 * The headers of a signed invocation: base64(HMAC-SHA256(privateKey, "<timestamp>:<body>")).
 * `body` must be the exact string sent; the client's invoke signs and sends one string. Web Crypto,
 * so that the same code signs in Node.js and in the console's browser page.
 */
export async function signInvocation(
  privateKey: string,
  body: string,
  now = Date.now(),
): Promise<SignatureHeaders> {
  const subtle = globalThis.crypto?.subtle;
  // Browsers offer Web Crypto to secure contexts only.
  if (!subtle) throw new Error('cannot sign here: Web Crypto needs HTTPS or localhost');
  const timestamp = String(Math.floor(now / 1000));
  const utf8 = new TextEncoder();
  const key = await subtle.importKey(
    'raw',
    utf8.encode(privateKey),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const mac = new Uint8Array(
    await globalThis.crypto.subtle.sign('HMAC', key, utf8.encode(`${timestamp}:${body}`)),
  );
  return { 'X-Timestamp': timestamp, 'X-Signature': btoa(String.fromCharCode(...mac)) };
}
