import { corsConfig, corsHeaders, Cors, isPreflight, preflight } from './cors';

const cors = (over: Partial<Cors> = {}) =>
  corsConfig({ allow_origins: ['https://app.example'], ...over }) as Cors;

describe('CORS rules of function URLs', () => {
  it('fills defaults, normalises case, and refuses credentials with a wildcard origin', () => {
    expect(corsConfig({ allow_methods: ['get'], allow_headers: ['X-A'] })).toEqual({
      allow_origins: [],
      allow_methods: ['GET'],
      allow_headers: ['x-a'],
      expose_headers: [],
      max_age: 0,
      allow_credentials: false,
    });
    expect(corsConfig({ allow_origins: ['*'], allow_credentials: true })).toMatch(
      /cannot be true while allow_origins holds \*/,
    );
  });

  it('recognises a preflight only by OPTIONS with Origin and Access-Control-Request-Method', () => {
    expect(isPreflight('OPTIONS', { origin: 'o', 'access-control-request-method': 'GET' })).toBe(true);
    expect(isPreflight('OPTIONS', { origin: 'o' })).toBe(false);
    expect(isPreflight('GET', { origin: 'o', 'access-control-request-method': 'GET' })).toBe(false);
  });

  it('grants an allowed preflight, echoing the origin (or * without credentials) and the requested headers', () => {
    const granted = preflight(cors({ allow_methods: ['*'], allow_headers: ['*'], max_age: 60 }), {
      origin: 'https://app.example',
      'access-control-request-method': 'put',
      'access-control-request-headers': 'X-One, x-two',
    });
    expect(granted).toEqual({
      headers: {
        'access-control-allow-origin': 'https://app.example',
        vary: 'Origin',
        'access-control-allow-methods': 'PUT',
        'access-control-allow-headers': 'x-one, x-two',
        'access-control-max-age': '60',
      },
    });
    const open = preflight(cors({ allow_origins: ['*'], allow_methods: ['GET'] }), {
      origin: 'https://any.example',
      'access-control-request-method': 'GET',
    });
    expect(open).toEqual({
      headers: { 'access-control-allow-origin': '*', 'access-control-allow-methods': 'GET' },
    });
  });

  it.each([
    [
      { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
      /origin https:\/\/evil.example is not allowed/,
    ],
    [
      { origin: 'https://app.example', 'access-control-request-method': 'DELETE' },
      /method DELETE is not allowed/,
    ],
    [
      {
        origin: 'https://app.example',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'x-a, x-b',
      },
      /request header\(s\) x-b not allowed/,
    ],
  ])('refuses %j', (headers, why) => {
    const answer = preflight(cors({ allow_methods: ['GET'], allow_headers: ['x-a'] }), headers);
    expect('refused' in answer && answer.refused).toMatch(why);
  });

  it('adds the headers to actual replies for an allowed origin only', () => {
    const c = cors({ allow_credentials: true, expose_headers: ['x-execution-id'] });
    expect(corsHeaders(c, 'https://app.example')).toEqual({
      'access-control-allow-origin': 'https://app.example',
      vary: 'Origin',
      'access-control-allow-credentials': 'true',
      'access-control-expose-headers': 'x-execution-id',
    });
    expect(corsHeaders(c, 'https://evil.example')).toEqual({});
    expect(corsHeaders(c, undefined)).toEqual({});
  });
});
