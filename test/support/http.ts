import { documentMismatch } from './openapi';
import { API } from './stack';

export interface Reply<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

/** A request to the test api; JSON bodies are sent as JSON unless a raw string or FormData is given. */
export async function call<T = Record<string, unknown>>(
  method: string,
  path: string,
  opts: {
    token?: string;
    json?: unknown;
    raw?: string | Buffer;
    form?: FormData;
    headers?: Record<string, string>;
    /** Another api than the suite's shared one (a stack a suite runs itself). */
    base?: string;
  } = {},
): Promise<Reply<T>> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  let body: BodyInit | undefined;
  if (opts.json !== undefined) {
    headers['content-type'] ??= 'application/json';
    body = JSON.stringify(opts.json);
  } else if (opts.raw !== undefined) {
    headers['content-type'] ??= 'application/json';
    body = opts.raw;
  } else if (opts.form) body = opts.form;
  const res = await fetch(`${opts.base ?? API}${path}`, { method, headers, body });
  const text = await res.text();
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = { unparsed: text };
  }
  // Every reply must be what the OpenAPI document says: a field that drifts fails the suite.
  const mismatch = await documentMismatch(method, path, res.status, parsed, opts.base);
  if (mismatch)
    throw new Error(
      `${method} ${path} answered ${res.status} unlike the OpenAPI document: ${JSON.stringify(mismatch.errors)}\n${text.slice(0, 500)}`,
    );
  return { status: res.status, headers: res.headers, body: parsed as T, text };
}

/** Asserts the `{error, details}` envelope with the given status. */
export function expectError(reply: Reply, status: number, error: string, details?: RegExp) {
  expect({ status: reply.status, error: reply.body.error }).toEqual({ status, error });
  expect(typeof reply.body.details).toBe('string');
  if (details) expect(reply.body.details).toMatch(details);
  expect(reply.text).not.toMatch(/\n\s+at /); // never a stack trace
}
