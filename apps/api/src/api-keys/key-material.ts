import { createHash, createHmac, randomBytes, timingSafeEqual } from 'crypto';

/**
 * Key material (decision 6): the private key is derived from the master secret, the key
 * uuid and its public key, so only its hash is stored and the server can still verify HMACs.
 */
export const newPublicKey = () => randomBytes(24).toString('base64');

export const derivePrivateKey = (masterSecret: string, uuid: string, publicKey: string) =>
  createHmac('sha256', masterSecret).update(`${uuid}:${publicKey}`).digest('base64');

export const hashPrivateKey = (privateKey: string) => createHash('sha256').update(privateKey).digest('hex');

/** base64(HMAC-SHA256(utf8(privateKey), utf8(`${timestamp}:`) + payload bytes)). */
export const sign = (privateKey: string, timestamp: string, payload: Buffer) =>
  createHmac('sha256', privateKey).update(`${timestamp}:`).update(payload).digest('base64');

const BASE64_SHA256 = /^[A-Za-z0-9+/]{43}=$/;

/**
 * The 32 digest bytes of a signature in canonical base64, else null. base64 ignores the last
 * character's two padding bits, so four spellings decode alike: only the one that re-encodes to
 * itself is accepted, and one signature is accepted once.
 */
export function signatureDigest(presented: string): Buffer | null {
  if (!BASE64_SHA256.test(presented)) return null;
  const digest = Buffer.from(presented, 'base64');
  return digest.toString('base64') === presented ? digest : null;
}

/** Constant-time comparison of a presented digest with the expected signature. */
export const signatureMatches = (digest: Buffer, expected: string) =>
  timingSafeEqual(digest, Buffer.from(expected, 'base64'));

const HOUR = 3600_000;
const FIXED: Record<string, number> = { '1h': HOUR, '1d': 24 * HOUR, '1w': 7 * 24 * HOUR };

/** `from` moved forward by the validity (1m is a calendar month); null for forever. */
export function expiryFrom(from: Date, validity: string): Date | null {
  if (validity === 'forever') return null;
  if (validity === '1m') {
    const next = new Date(from);
    next.setUTCMonth(next.getUTCMonth() + 1);
    return next;
  }
  return new Date(from.getTime() + FIXED[validity]);
}
