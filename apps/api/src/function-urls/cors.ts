/** How a function URL checks its caller. */
export const URL_AUTH_MODES = ['none', 'bearer', 'signature'] as const;
export type UrlAuth = (typeof URL_AUTH_MODES)[number];
/** How a URL replies: once the function returns, or as it writes (decision 33). */
export const INVOKE_MODES = ['buffered', 'response_stream'] as const;
export type InvokeMode = (typeof INVOKE_MODES)[number];
/** The methods a function URL takes; any other is 405. */
export const URL_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

export interface Cors {
  allow_origins: string[];
  allow_methods: string[];
  allow_headers: string[];
  expose_headers: string[];
  max_age: number;
  allow_credentials: boolean;
}

/** A CORS configuration with its defaults filled in, or why it cannot work in a browser. */
export function corsConfig(input: Partial<Cors>): Cors | string {
  const cors: Cors = {
    allow_origins: input.allow_origins ?? [],
    allow_methods: (input.allow_methods ?? []).map((m) => m.toUpperCase()),
    allow_headers: (input.allow_headers ?? []).map((h) => h.toLowerCase()),
    expose_headers: (input.expose_headers ?? []).map((h) => h.toLowerCase()),
    max_age: input.max_age ?? 0,
    allow_credentials: input.allow_credentials ?? false,
  };
  // Browsers refuse credentials with a wildcard (Fetch standard, CORS protocol).
  if (cors.allow_credentials && cors.allow_origins.includes('*'))
    return 'cors.allow_credentials cannot be true while allow_origins holds *';
  return cors;
}

const allows = (list: string[], value: string) => list.includes('*') || list.includes(value);

/** The Access-Control headers of an actual (not preflight) reply to `origin`; none for a foreign origin. */
export function corsHeaders(cors: Cors, origin: string | undefined): Record<string, string> {
  if (!origin || !allows(cors.allow_origins, origin)) return {};
  const wildcard = cors.allow_origins.includes('*') && !cors.allow_credentials;
  return {
    'access-control-allow-origin': wildcard ? '*' : origin,
    ...(!wildcard && { vary: 'Origin' }),
    ...(cors.allow_credentials && { 'access-control-allow-credentials': 'true' }),
    ...(cors.expose_headers.length && { 'access-control-expose-headers': cors.expose_headers.join(', ') }),
  };
}

/** A request is a preflight when it is OPTIONS with an Origin and Access-Control-Request-Method. */
export const isPreflight = (method: string, headers: Record<string, string | string[] | undefined>) =>
  method === 'OPTIONS' && !!headers.origin && !!headers['access-control-request-method'];

/**
 * The platform's answer to a preflight (the function does not run): 204 with the grant, or the
 * reason it is refused (the caller answers 403).
 */
export function preflight(
  cors: Cors,
  headers: Record<string, string | string[] | undefined>,
): { headers: Record<string, string> } | { refused: string } {
  const origin = String(headers.origin);
  const method = String(headers['access-control-request-method']).toUpperCase();
  const requested = String(headers['access-control-request-headers'] ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  if (!allows(cors.allow_origins, origin)) return { refused: `origin ${origin} is not allowed` };
  if (!allows(cors.allow_methods, method)) return { refused: `method ${method} is not allowed` };
  const denied = requested.filter((h) => !allows(cors.allow_headers, h));
  if (denied.length) return { refused: `request header(s) ${denied.join(', ')} not allowed` };
  return {
    headers: {
      ...corsHeaders({ ...cors, expose_headers: [] }, origin),
      'access-control-allow-methods': cors.allow_methods.includes('*')
        ? method
        : cors.allow_methods.join(', '),
      ...(requested.length && { 'access-control-allow-headers': requested.join(', ') }),
      ...(cors.max_age > 0 && { 'access-control-max-age': String(cors.max_age) }),
    },
  };
}
