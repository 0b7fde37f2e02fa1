import type { AuthUser } from '../auth/current-user.decorator';
import type { SignedRequest } from '../api-keys/signature-verifier';
import type { RawBodyRequest } from '../common/http-setup';

/**
 * What the invoke door hands the invocation core: the caller, the function as addressed, the
 * input, what a signature covers, the headers the core keeps. No HTTP object goes further; the
 * core answers a result and the headers the reply carries, and the door writes the reply.
 */
export interface InvocationRequest {
  caller: AuthUser;
  /** The function's id as the door received it: the core checks it. */
  functionId: string;
  /** `?alias=` and `?version=` as given (addressOf checks them). */
  address: { alias?: unknown; version?: unknown };
  /** The parsed JSON body (`{ body: event }`), checked by the core. */
  input: unknown;
  signed: SignedRequest;
  /** The caller's W3C trace header: the invocation's trace continues it. */
  traceparent?: string | string[];
  /** `?stream=` and Accept as given: whether the caller takes a streamed reply (the core decides). */
  stream: { query?: unknown; accept?: string };
  /** An asynchronous invoke's headers, as given (the core checks them). */
  idempotencyKey?: string | string[];
  callbackUrl?: string | string[];
}

/** The signed parts of an HTTP request. */
export const signedParts = (req: Pick<RawBodyRequest, 'headers' | 'rawBody'>): SignedRequest => ({
  signature: single(req.headers['x-signature']),
  timestamp: single(req.headers['x-timestamp']),
  body: req.rawBody ?? Buffer.alloc(0),
});

/** The invoke door's decoding of its HTTP request. */
export const invocationRequest = (caller: AuthUser, req: RawBodyRequest): InvocationRequest => ({
  caller,
  functionId: String(req.params.id),
  address: { alias: req.query.alias, version: req.query.version },
  input: req.body,
  signed: signedParts(req),
  traceparent: req.headers.traceparent,
  stream: { query: req.query.stream, accept: req.headers.accept },
  idempotencyKey: req.headers['idempotency-key'],
  callbackUrl: req.headers['x-callback-url'],
});

/** A header given once; a repeated one counts as missing (a signature is one value). */
const single = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);
