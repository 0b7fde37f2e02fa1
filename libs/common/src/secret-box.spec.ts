import { SecretBox, secretsKeyId } from './secret-box';

const A = 'a1'.repeat(32);
const B = 'b2'.repeat(32);

describe('SecretBox', () => {
  it('opens what it sealed, under the current key, with a fresh IV each time', () => {
    const box = new SecretBox(A);
    const one = box.seal(Buffer.from('hunter2'), '1:db');
    const two = box.seal(Buffer.from('hunter2'), '1:db');
    expect(one.keyId).toBe(secretsKeyId(A));
    expect(one.data.equals(two.data)).toBe(false);
    expect(one.data.includes(Buffer.from('hunter2'))).toBe(false);
    expect(box.open(one, '1:db').toString()).toBe('hunter2');
  });

  it('does not open a value moved to another owner or name, or altered', () => {
    const box = new SecretBox(A);
    const sealed = box.seal(Buffer.from('hunter2'), '1:db');
    expect(() => box.open(sealed, '2:db')).toThrow();
    expect(() => box.open(sealed, '1:db2')).toThrow();
    const altered = Buffer.from(sealed.data);
    altered[altered.length - 1] ^= 1;
    expect(() => box.open({ ...sealed, data: altered }, '1:db')).toThrow();
  });

  it('opens values of a previous key while a rotation runs, and names a key it lacks', () => {
    const old = new SecretBox(A).seal(Buffer.from('v'), '1:x');
    const rotating = new SecretBox(B, [A]);
    expect(rotating.currentKeyId).toBe(secretsKeyId(B));
    expect(rotating.open(old, '1:x').toString()).toBe('v');
    expect(() => new SecretBox(B).open(old, '1:x')).toThrow(
      `secrets key ${secretsKeyId(A)} is not configured`,
    );
  });
});
