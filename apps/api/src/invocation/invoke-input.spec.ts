import { invokeInput } from './invoke-input';

const refusal = (json: unknown) => {
  try {
    invokeInput(json);
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
