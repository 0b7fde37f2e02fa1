/**
 * Function URLs speak AWS Lambda's payload format 2.0, so handlers written for Lambda's function
 * URLs move over unchanged: the api builds the event from the HTTP request (httpEvent), the
 * worker holds the handler's reply to the format's rules (httpReply) before it is recorded, and
 * the api sends the checked reply as it is.
 */

/** Request headers never handed to a function: hop-by-hop ones (RFC 9110 section 7.6.1). */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);
/** Reply headers the platform sets itself (it frames the reply): a function's own are dropped. */
const FRAMING = new Set([...HOP_BY_HOP, 'content-length', 'date']);

/** The request as the api received it, with the credentials it checked named for removal. */
export interface HttpRequestInfo {
  method: string;
  /** The path below the URL's root (`/` at least), percent-encoded as sent. */
  path: string;
  /** What followed `?`, without it ('' when none). */
  query: string;
  /** Node's `rawHeaders`: name, value, name, value…, repeats kept. */
  rawHeaders: string[];
  body: Buffer;
  sourceIp: string;
  /** The URL's slug (the event's apiId). */
  urlId: string;
  /** The caller's account when the URL needs a bearer token; else "anonymous". */
  accountId: string;
  requestId: string;
  now: Date;
  /** Platform credentials the api checked (Authorization, the signature headers): left out. */
  withhold: readonly string[];
}

export interface HttpEvent {
  version: '2.0';
  routeKey: '$default';
  rawPath: string;
  rawQueryString: string;
  cookies?: string[];
  headers: Record<string, string>;
  queryStringParameters?: Record<string, string>;
  requestContext: {
    accountId: string;
    apiId: string;
    domainName: string;
    domainPrefix: string;
    http: { method: string; path: string; protocol: string; sourceIp: string; userAgent: string };
    requestId: string;
    routeKey: '$default';
    stage: '$default';
    time: string;
    timeEpoch: number;
  };
  body?: string;
  isBase64Encoded: boolean;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (n: number) => String(n).padStart(2, '0');
/** Lambda's request time: `24/Nov/2026:15:04:05 +0000`. */
const clfTime = (d: Date) =>
  `${pad(d.getUTCDate())}/${MONTHS[d.getUTCMonth()]}/${d.getUTCFullYear()}:${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())} +0000`;

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
/** The body as text when its bytes are UTF-8 (they come back identical), else base64. */
function bodyOf(body: Buffer): { body?: string; isBase64Encoded: boolean } {
  if (!body.length) return { isBase64Encoded: false };
  try {
    return { body: utf8.decode(body), isBase64Encoded: false };
  } catch {
    return { body: body.toString('base64'), isBase64Encoded: true };
  }
}

const decode = (s: string) => {
  try {
    return decodeURIComponent(s.replace(/\+/g, ' '));
  } catch {
    return s;
  }
};

/** The request in payload format 2.0: headers lowercased, repeats joined by commas, cookies apart. */
export function httpEvent(r: HttpRequestInfo): HttpEvent {
  const headers: Record<string, string> = {};
  const named = new Set<string>();
  for (let i = 0; i + 1 < r.rawHeaders.length; i += 2) {
    const name = r.rawHeaders[i].toLowerCase();
    if (name === 'connection')
      for (const n of r.rawHeaders[i + 1].split(',')) named.add(n.trim().toLowerCase());
  }
  const cookies: string[] = [];
  for (let i = 0; i + 1 < r.rawHeaders.length; i += 2) {
    const name = r.rawHeaders[i].toLowerCase();
    const value = r.rawHeaders[i + 1];
    if (HOP_BY_HOP.has(name) || named.has(name) || r.withhold.includes(name)) continue;
    if (name === 'cookie') {
      cookies.push(
        ...value
          .split(';')
          .map((c) => c.trim())
          .filter(Boolean),
      );
      continue;
    }
    headers[name] = name in headers ? `${headers[name]},${value}` : value;
  }
  headers['x-forwarded-for'] = headers['x-forwarded-for']
    ? `${headers['x-forwarded-for']}, ${r.sourceIp}`
    : r.sourceIp;
  headers['x-forwarded-proto'] ??= 'http';
  const query: Record<string, string> = {};
  for (const part of r.query.split('&').filter(Boolean)) {
    const eq = part.indexOf('=');
    const key = decode(eq < 0 ? part : part.slice(0, eq));
    const value = eq < 0 ? '' : decode(part.slice(eq + 1));
    query[key] = key in query ? `${query[key]},${value}` : value;
  }
  const domainName = headers.host ?? '';
  return {
    version: '2.0',
    routeKey: '$default',
    rawPath: r.path,
    rawQueryString: r.query,
    ...(cookies.length && { cookies }),
    headers,
    ...(Object.keys(query).length && { queryStringParameters: query }),
    requestContext: {
      accountId: r.accountId,
      apiId: r.urlId,
      domainName,
      domainPrefix: domainName.split('.')[0],
      http: {
        method: r.method,
        path: r.path,
        protocol: 'HTTP/1.1',
        sourceIp: r.sourceIp,
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: r.requestId,
      routeKey: '$default',
      stage: '$default',
      time: clfTime(r.now),
      timeEpoch: r.now.getTime(),
    },
    ...bodyOf(r.body),
  };
}

/** A checked reply, ready to send. */
export interface HttpReply {
  statusCode: number;
  headers: Record<string, string>;
  cookies: string[];
  body: string;
  isBase64Encoded: boolean;
}

const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
/** Visible characters, spaces and tabs: no CR, LF or NUL (no header splitting). */
const FIELD_VALUE = /^[\t\x20-\x7e\x80-\uffff]*$/;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The handler's return value as an HTTP reply, or why it cannot be one. An object with a
 * `statusCode` is a reply (status 200-599; headers of string, number or boolean values; cookies
 * as strings; body a string, base64 when isBase64Encoded); any other value is sent as JSON with 200.
 */
export function httpReply(value: unknown): { reply: HttpReply } | { error: string } {
  if (!isObject(value) || !('statusCode' in value)) {
    return {
      reply: {
        statusCode: 200,
        headers: { 'content-type': 'application/json' },
        cookies: [],
        body: JSON.stringify(value ?? null),
        isBase64Encoded: false,
      },
    };
  }
  const fail = (why: string) => ({ error: `invalid function URL reply: ${why}` });
  const { statusCode, headers = {}, cookies = [], body = '', isBase64Encoded = false } = value;
  if (!Number.isInteger(statusCode) || (statusCode as number) < 200 || (statusCode as number) > 599)
    return fail(`statusCode must be an integer from 200 to 599, got ${JSON.stringify(statusCode)}`);
  if (!isObject(headers)) return fail('headers must be an object');
  const checked: Record<string, string> = {};
  for (const [name, raw] of Object.entries(headers)) {
    if (!TOKEN.test(name)) return fail(`header name ${JSON.stringify(name)} is not valid`);
    if (!['string', 'number', 'boolean'].includes(typeof raw))
      return fail(`header ${name} must be a string, number or boolean`);
    const v = String(raw);
    if (!FIELD_VALUE.test(v)) return fail(`header ${name} holds a control character`);
    if (!FRAMING.has(name.toLowerCase())) checked[name.toLowerCase()] = v;
  }
  if (!Array.isArray(cookies) || cookies.some((c) => typeof c !== 'string' || !FIELD_VALUE.test(c)))
    return fail('cookies must be an array of strings without control characters');
  if (typeof body !== 'string')
    return fail(`body must be a string, got ${Array.isArray(body) ? 'array' : typeof body}`);
  if (typeof isBase64Encoded !== 'boolean') return fail('isBase64Encoded must be a boolean');
  if (isBase64Encoded && (body.length % 4 === 1 || !BASE64.test(body.replace(/\s/g, ''))))
    return fail('isBase64Encoded is true but the body is not base64');
  // Lambda's default: a reply that names no type is JSON.
  checked['content-type'] ??= 'application/json';
  return {
    reply: {
      statusCode: statusCode as number,
      headers: checked,
      cookies: cookies as string[],
      body,
      isBase64Encoded,
    },
  };
}

/** A streamed reply's head: status, headers and cookies, before its body. */
export type StreamHead = Omit<HttpReply, 'body' | 'isBase64Encoded'>;

/**
 * The head a streaming handler gave (JSON: awslambda.HttpResponseStream.from's prelude, or a
 * Python generator's first item), held to a reply's rules; binary by default, as Lambda's.
 */
export function streamHead(json: string): { head: StreamHead } | { error: string } {
  let prelude: unknown;
  try {
    prelude = JSON.parse(json);
  } catch {
    return { error: 'invalid streamed reply head: not JSON' };
  }
  if (!isObject(prelude)) return { error: 'invalid streamed reply head: not an object' };
  const headers = isObject(prelude.headers) ? prelude.headers : {};
  const named = Object.keys(headers).some((h) => h.toLowerCase() === 'content-type');
  const checked = httpReply({
    statusCode: prelude.statusCode ?? 200,
    headers: named ? headers : { ...headers, 'content-type': 'application/octet-stream' },
    cookies: prelude.cookies ?? [],
    body: '',
  });
  if ('error' in checked)
    return { error: checked.error.replace('function URL reply', 'streamed reply head') };
  const { statusCode, headers: checkedHeaders, cookies } = checked.reply;
  return { head: { statusCode, headers: checkedHeaders, cookies } };
}
