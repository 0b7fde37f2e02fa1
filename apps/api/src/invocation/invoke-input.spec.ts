import { invokeInput, wantsStream } from './invoke-input';

const refusal = (json: unknown, check: (json: unknown) => unknown = invokeInput) => {
  try {
    check(json);
  } catch (err) {
    const e = err as { getStatus(): number; getResponse(): { details: string } };
    return [e.getStatus(), e.getResponse().details];
  }
  return null;
};

describe('invokeInput', () => {
  it('hands the body to the function; none is {}', () => {
    expect(invokeInput({ body: { name: 'Ada', n: [1] } })).toEqual({ name: 'Ada', n: [1] });
    expect(invokeInput({})).toEqual({});
    expect(invokeInput(undefined)).toEqual({});
    expect(invokeInput({ body: null })).toEqual({});
  });

  it.each([
    [{ body: 'text' }, 'body: must be a JSON object'],
    [{ body: [1, 2] }, 'body: must be a JSON object'],
    [{ body: {}, extra: 1 }, 'extra: unknown field'],
    [[{ body: {} }], 'the request body must be a JSON object'],
  ])('refuses %j with 400', (json, details) => {
    expect(refusal(json)).toEqual([400, details]);
  });
});

describe('wantsStream', () => {
  it('streams for ?stream=true or an Accept naming text/event-stream, ?stream=false overriding it', () => {
    expect(wantsStream({})).toBe(false);
    expect(wantsStream({ query: 'true' })).toBe(true);
    expect(wantsStream({ accept: 'application/json, Text/Event-Stream;q=0.9' })).toBe(true);
    expect(wantsStream({ accept: 'application/json' })).toBe(false);
    expect(wantsStream({ query: 'false', accept: 'text/event-stream' })).toBe(false);
  });

  it('refuses any other stream value', () => {
    for (const query of ['1', 'yes', '', ['true', 'true']])
      expect(refusal({ query }, wantsStream as (j: unknown) => unknown)).toEqual([
        400,
        'stream: must be true or false',
      ]);
  });
});
