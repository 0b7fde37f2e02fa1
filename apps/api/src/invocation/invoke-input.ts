import { badRequest } from '@fnhost/common';

/**
 * The invoke request's JSON, checked without the validation pipe (it runs on every call, and
 * class-validator's metadata walk showed in the profiles): an object whose only field is `body`,
 * itself a JSON object when present. Returns the function's input. Messages as the pipe words
 * them (`<field>: …`).
 */
export function invokeInput(json: unknown): Record<string, unknown> {
  if (json === undefined) return {};
  if (!isObject(json)) throw badRequest('the request body must be a JSON object');
  const unknown = Object.keys(json).filter((k) => k !== 'body');
  if (unknown.length) throw badRequest(unknown.map((k) => `${k}: unknown field`).join('; '));
  if (json.body === undefined || json.body === null) return {};
  if (!isObject(json.body)) throw badRequest('body: must be a JSON object');
  return json.body;
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Whether the caller takes a streamed reply: `?stream=true`, or an Accept naming
 * text/event-stream (`?stream=false` says no whatever it accepts).
 */
export function wantsStream(r: { query?: unknown; accept?: string }): boolean {
  if (r.query !== undefined) {
    if (r.query !== 'true' && r.query !== 'false') throw badRequest('stream: must be true or false');
    return r.query === 'true';
  }
  return (r.accept ?? '')
    .split(',')
    .some((type) => type.split(';')[0].trim().toLowerCase() === 'text/event-stream');
}
