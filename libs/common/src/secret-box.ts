import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'crypto';

/** A secrets key: 32 bytes as 64 hex digits (`openssl rand -hex 32`). */
export const SECRETS_KEY_PATTERN = /^[0-9a-f]{64}$/;
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A key's id, stored with every value it sealed: derived from the key, so no second setting can disagree. */
export function secretsKeyId(hexKey: string): string {
  return createHash('sha256').update(`fnhost-secrets-key:${hexKey}`).digest('hex').slice(0, 16);
}

export interface Sealed {
  keyId: string;
  /** iv (12 bytes) | GCM tag (16 bytes) | ciphertext. */
  data: Buffer;
}

/**
 * AES-256-GCM under a key ring: the current key seals, any key of the ring opens what it sealed.
 * `context` (the owner and name) is authenticated with the value, so a row copied to another
 * account or name does not open.
 */
export class SecretBox {
  private readonly keys = new Map<string, Buffer>();
  readonly currentKeyId: string;

  constructor(currentHex: string, previousHex: string[] = []) {
    this.currentKeyId = secretsKeyId(currentHex);
    for (const hex of [currentHex, ...previousHex]) this.keys.set(secretsKeyId(hex), Buffer.from(hex, 'hex'));
  }

  seal(value: Buffer, context: string): Sealed {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.keys.get(this.currentKeyId)!, iv);
    cipher.setAAD(Buffer.from(context));
    const body = Buffer.concat([cipher.update(value), cipher.final()]);
    return { keyId: this.currentKeyId, data: Buffer.concat([iv, cipher.getAuthTag(), body]) };
  }

  /** Throws when the key is not in the ring or the value was tampered with (or moved). */
  open({ keyId, data }: Sealed, context: string): Buffer {
    const key = this.keys.get(keyId);
    if (!key) throw new Error(`secrets key ${keyId} is not configured (SECRETS_KEY, SECRETS_PREVIOUS_KEYS)`);
    const decipher = createDecipheriv('aes-256-gcm', key, data.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(context));
    decipher.setAuthTag(data.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(data.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
  }
}
