import { thrown } from '../common/testing';
import { parseEnv } from './deployments.service';

describe("a deploy's env field", () => {
  it('is a JSON object of strings; absent or empty, no variables', () => {
    expect(parseEnv(undefined)).toEqual({});
    expect(parseEnv('')).toEqual({});
    expect(parseEnv('{"MODE":"fast","N":"2"}')).toEqual({ MODE: 'fast', N: '2' });
  });

  it.each([
    ['not JSON', '{MODE: fast}', /^env: not valid JSON$/],
    ['an array', '["A"]', /env/],
    ['a number value', '{"A":1}', /value of A must be a string/],
    ['a name that is not shell-safe', '{"1A":"x"}', /invalid variable name "1A"/],
    ['a reserved name', '{"FNHOST_X":"x"}', /names starting with FNHOST_ are reserved/],
    ['more than 4 KiB', JSON.stringify({ BIG: 'x'.repeat(5000) }), /^env: larger than 4096 bytes$/],
  ])('%s is 400', async (_what, raw, details) => {
    expect(await thrown(() => parseEnv(raw))).toEqual({
      status: 400,
      details: expect.stringMatching(details),
    });
  });
});
