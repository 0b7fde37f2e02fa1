import { checkEnv, checkSecretNames, ConfigurationError } from './configuration';

describe('checkEnv', () => {
  it('takes string values under shell-safe names', () => {
    expect(checkEnv({ MODE: 'fast', _x1: '' })).toEqual({ MODE: 'fast', _x1: '' });
  });

  it.each([
    [['A'], /must be a JSON object/],
    [null, /must be a JSON object/],
    [{ A: 1 }, /value of A must be a string/],
    [{ '1A': 'x' }, /invalid variable name "1A"/],
    [{ FNHOST_X: 'x' }, /FNHOST_X: names starting with FNHOST_ are reserved/],
    [{ A: 'a\u0000b' }, /env\.A: must not contain NUL/],
    [{ BIG: 'x'.repeat(5000) }, /larger than 4096 bytes/],
  ])('refuses %j', (env, message) => {
    expect(() => checkEnv(env)).toThrow(ConfigurationError);
    expect(() => checkEnv(env)).toThrow(message);
  });
});

describe('checkSecretNames', () => {
  it('takes distinct valid names', () => {
    expect(checkSecretNames(['db', 'api.key', 'a_b-c'])).toEqual(['db', 'api.key', 'a_b-c']);
  });

  it.each([
    ['db', /must be an array/],
    [['Db'], /"Db" is not a secret name/],
    [['.env'], /is not a secret name/],
    [['a/b'], /is not a secret name/],
    [['x'.repeat(65)], /is not a secret name/],
    [[1], /1 is not a secret name/],
    [['a', 'a'], /names repeat/],
    [Array.from({ length: 33 }, (_, i) => `s${i}`), /at most 32 secrets/],
  ])('refuses %j', (names, message) => {
    expect(() => checkSecretNames(names, 'function.json: secrets')).toThrow(message);
  });
});
