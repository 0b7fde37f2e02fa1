import { httpEvent, HttpRequestInfo, httpReply, streamHead } from './http-event';

const request = (over: Partial<HttpRequestInfo> = {}): HttpRequestInfo => ({
  method: 'POST',
  path: '/a/b',
  query: '',
  rawHeaders: [],
  body: Buffer.alloc(0),
  sourceIp: '10.0.0.1',
  urlId: 'slug',
  accountId: 'anonymous',
  requestId: 'req-1',
  now: new Date('2026-11-24T15:04:05.678Z'),
  withhold: [],
  ...over,
});

describe('httpEvent: a request in payload format 2.0', () => {
  it('lowercases headers, joins repeats with a comma, takes cookies apart and adds the forwarding headers', () => {
    const e = httpEvent(
      request({
        rawHeaders: [
          'Host',
          'fn.example',
          'X-Tag',
          'a',
          'x-tag',
          'b',
          'Cookie',
          'a=1; b=2',
          'User-Agent',
          'ua/1',
        ],
      }),
    );
    expect(e.headers).toEqual({
      host: 'fn.example',
      'x-tag': 'a,b',
      'user-agent': 'ua/1',
      'x-forwarded-for': '10.0.0.1',
      'x-forwarded-proto': 'http',
    });
    expect(e.cookies).toEqual(['a=1', 'b=2']);
    expect(e.requestContext).toMatchObject({
      domainName: 'fn.example',
      domainPrefix: 'fn',
      http: { method: 'POST', path: '/a/b', sourceIp: '10.0.0.1', userAgent: 'ua/1' },
      time: '24/Nov/2026:15:04:05 +0000',
      timeEpoch: Date.parse('2026-11-24T15:04:05.678Z'),
    });
  });

  it('leaves out hop-by-hop headers, those the Connection header names, and the credentials the platform checked', () => {
    const e = httpEvent(
      request({
        rawHeaders: [
          'Connection',
          'keep-alive, X-Hop',
          'X-Hop',
          '1',
          'TE',
          'trailers',
          'Authorization',
          'Bearer t',
          'X-Keep',
          'k',
        ],
        withhold: ['authorization'],
      }),
    );
    expect(Object.keys(e.headers).sort()).toEqual(['x-forwarded-for', 'x-forwarded-proto', 'x-keep']);
  });

  it('parses the query (repeats joined, + and %-escapes decoded, a bad escape kept) and leaves out what is empty', () => {
    const e = httpEvent(request({ query: 'a=1&a=2&q=x+y%20z&bad=%E0%A4%A&flag' }));
    expect(e.rawQueryString).toBe('a=1&a=2&q=x+y%20z&bad=%E0%A4%A&flag');
    expect(e.queryStringParameters).toEqual({ a: '1,2', q: 'x y z', bad: '%E0%A4%A', flag: '' });
    const bare = httpEvent(request());
    expect(bare).not.toHaveProperty('queryStringParameters');
    expect(bare).not.toHaveProperty('cookies');
    expect(bare).not.toHaveProperty('body');
    expect(bare.isBase64Encoded).toBe(false);
  });

  it('hands UTF-8 bodies over as text and anything else as base64, so the bytes come back identical', () => {
    expect(httpEvent(request({ body: Buffer.from('{"a":"café ✓"}') }))).toMatchObject({
      body: '{"a":"café ✓"}',
      isBase64Encoded: false,
    });
    const binary = Buffer.from([0xff, 0x00, 0xc3]);
    const e = httpEvent(request({ body: binary }));
    expect(e.isBase64Encoded).toBe(true);
    expect(Buffer.from(e.body!, 'base64').equals(binary)).toBe(true);
  });
});

describe('httpReply: the handler result held to the format 2.0 rules', () => {
  it('sends a value without statusCode as 200 JSON', () => {
    expect(httpReply({ ok: true })).toEqual({
      reply: {
        statusCode: 200,
        headers: { 'content-type': 'application/json' },
        cookies: [],
        body: '{"ok":true}',
        isBase64Encoded: false,
      },
    });
    expect(httpReply('hi')).toMatchObject({ reply: { body: '"hi"' } });
    expect(httpReply(null)).toMatchObject({ reply: { body: 'null' } });
    expect(httpReply([1])).toMatchObject({ reply: { body: '[1]' } });
  });

  it('keeps a structured reply, lowercasing header names, stringifying values and dropping framing headers', () => {
    expect(
      httpReply({
        statusCode: 201,
        headers: {
          'Content-Type': 'text/plain',
          'X-N': 1,
          'X-B': false,
          'Content-Length': '999',
          Connection: 'close',
        },
        cookies: ['a=1'],
        body: 'made',
      }),
    ).toEqual({
      reply: {
        statusCode: 201,
        headers: { 'content-type': 'text/plain', 'x-n': '1', 'x-b': 'false' },
        cookies: ['a=1'],
        body: 'made',
        isBase64Encoded: false,
      },
    });
    expect(httpReply({ statusCode: 204 })).toMatchObject({
      reply: { body: '', headers: { 'content-type': 'application/json' } },
    });
  });

  it.each([
    [{ statusCode: 99 }, /statusCode must be an integer from 200 to 599, got 99/],
    [{ statusCode: 600 }, /got 600/],
    [{ statusCode: '200' }, /got "200"/],
    [{ statusCode: 200.5 }, /got 200.5/],
    [{ statusCode: 200, body: { a: 1 } }, /body must be a string, got object/],
    [{ statusCode: 200, body: [1] }, /body must be a string, got array/],
    [{ statusCode: 200, headers: [] }, /headers must be an object/],
    [{ statusCode: 200, headers: { 'bad name': 'x' } }, /header name "bad name" is not valid/],
    [{ statusCode: 200, headers: { 'x-a': 'a\r\nSet-Cookie: x=1' } }, /x-a holds a control character/],
    [{ statusCode: 200, headers: { 'x-a': { b: 1 } } }, /x-a must be a string, number or boolean/],
    [{ statusCode: 200, cookies: 'a=1' }, /cookies must be an array/],
    [
      { statusCode: 200, cookies: ['a=1\n'] },
      /cookies must be an array of strings without control characters/,
    ],
    [{ statusCode: 200, isBase64Encoded: 'yes' }, /isBase64Encoded must be a boolean/],
    [{ statusCode: 200, body: 'not base64!', isBase64Encoded: true }, /the body is not base64/],
  ])('refuses %j', (value, why) => {
    const checked = httpReply(value);
    expect('error' in checked && checked.error).toMatch(/^invalid function URL reply: /);
    expect('error' in checked && checked.error).toMatch(why);
  });
});

describe("streamHead: a streamed reply's head held to a reply's rules", () => {
  it('takes the prelude as given, lower-casing header names; binary by default', () => {
    expect(
      streamHead(
        '{"statusCode":201,"headers":{"Content-Type":"text/event-stream","X-A":1},"cookies":["a=1"]}',
      ),
    ).toEqual({
      head: {
        statusCode: 201,
        headers: { 'content-type': 'text/event-stream', 'x-a': '1' },
        cookies: ['a=1'],
      },
    });
    expect(streamHead('{}')).toEqual({
      head: { statusCode: 200, headers: { 'content-type': 'application/octet-stream' }, cookies: [] },
    });
  });

  it('refuses what a reply may not carry, saying what', () => {
    expect(streamHead('not json')).toEqual({ error: 'invalid streamed reply head: not JSON' });
    expect(streamHead('[1]')).toEqual({ error: 'invalid streamed reply head: not an object' });
    expect(streamHead('{"statusCode":99}')).toEqual({
      error: 'invalid streamed reply head: statusCode must be an integer from 200 to 599, got 99',
    });
    expect(streamHead('{"headers":{"x-split":"a\\r\\nb"}}')).toEqual({
      error: 'invalid streamed reply head: header x-split holds a control character',
    });
  });
});
