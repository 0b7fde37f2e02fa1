import { randomBytes } from 'crypto';
import { problemOf, thrown } from '../common/testing';
import { CreateSecretDto } from './dto/secret.dto';
import { checkedSecretName, secretValue } from './secrets.service';

/** What a POST /api/secrets says of `body`: the pipe's refusal, else the value's rules'. */
const problem = (body: Record<string, unknown>) => problemOf(CreateSecretDto, body, secretValue);

describe('a secret', () => {
  it.each([
    ['an uppercase name', { name: 'DB', value: 'x' }, /name: must be 1 to 64 characters/],
    ['a dot name', { name: '.env', value: 'x' }, /name: must be 1 to 64/],
    ['a path', { name: 'a/b', value: 'x' }, /name: must be 1 to 64/],
    ['a 65-character name', { name: 'a'.repeat(65), value: 'x' }, /name: must be 1 to 64/],
    ['no value', { name: 'ok' }, /value must be a string/],
    ['a number value', { name: 'ok', value: 7 }, /value must be a string/],
    ['an empty value', { name: 'ok', value: '' }, /value: must not be empty/],
    ['a value over 64 KiB', { name: 'ok', value: 'x'.repeat(65537) }, /value: larger than 65536 bytes/],
    [
      'a base64 value over 64 KiB',
      { name: 'ok', value: randomBytes(65537).toString('base64'), base64: true },
      /larger than 65536/,
    ],
    ['a value that is not base64', { name: 'ok', value: 'abc', base64: true }, /value: not valid base64/],
    ['base64 without its padding', { name: 'ok', value: 'YWI', base64: true }, /value: not valid base64/],
    ['a flag that is not a boolean', { name: 'ok', value: 'x', base64: 'yes' }, /base64 must be a boolean/],
    ['an unknown field', { name: 'ok', value: 'x', ttl: 5 }, /ttl: unknown field/],
  ])('%s is refused', async (_what, body, details) => {
    expect(await problem(body)).toMatch(details);
  });

  it('a value is its UTF-8 bytes, or the bytes its base64 says', async () => {
    expect(secretValue({ value: 'pässword' })).toEqual(Buffer.from('pässword', 'utf8'));
    const bytes = randomBytes(65536);
    expect(secretValue({ value: bytes.toString('base64'), base64: true })).toEqual(bytes);
    expect(await problem({ name: 'db.password_2', value: 'x' })).toBeNull();
  });

  it("a path's name is checked before any query", async () => {
    expect(checkedSecretName('db-password')).toBe('db-password');
    expect((await thrown(() => checkedSecretName('Bad')))?.details).toMatch(/"Bad" is not a secret name/);
  });
});
