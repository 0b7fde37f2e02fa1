import { createHmac } from 'crypto';
import { sign, signatureDigest, signatureMatches } from './key-material';

/** The four base64 spellings of one 32-byte digest: the last character's two low bits vary. */
function spellings(signature: string): string[] {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  const last = alphabet.indexOf(signature[42]) & ~3;
  return [0, 1, 2, 3].map((bits) => signature.slice(0, 42) + alphabet[last | bits] + '=');
}

describe('signature digests', () => {
  const signature = sign('private', '1700000000', Buffer.from('{"body":{}}'));

  it('accepts the canonical spelling only, and it matches', () => {
    const all = spellings(signature);
    expect(new Set(all).size).toBe(4);
    expect(all.map((s) => Buffer.from(s, 'base64').equals(Buffer.from(signature, 'base64')))).toEqual([
      true,
      true,
      true,
      true,
    ]);
    const accepted = all.filter((s) => signatureDigest(s) !== null);
    expect(accepted).toEqual([signature]);
    expect(signatureMatches(signatureDigest(signature)!, signature)).toBe(true);
  });

  it('refuses what is not a base64 SHA-256 digest, and a wrong one does not match', () => {
    for (const bad of ['', 'abc', signature.slice(0, 43), `${signature}=`, signature.replace('=', 'A')])
      expect(signatureDigest(bad)).toBeNull();
    const other = createHmac('sha256', 'other').update('x').digest('base64');
    expect(signatureMatches(signatureDigest(other)!, signature)).toBe(false);
  });
});
