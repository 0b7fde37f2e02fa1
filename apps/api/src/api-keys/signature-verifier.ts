import { VerbatimHttpException } from '@fnhost/common';
import { KEYS } from '@fnhost/redis';
import { Injectable, Logger } from '@nestjs/common';
import { InvocableFunction } from '../functions/invocable';
import { derivePrivateKey, hashPrivateKey, sign, signatureDigest, signatureMatches } from './key-material';
import { ApiConfig } from '../config';

const WINDOW_S = 300;
const REPLAY_TTL_S = 600;

const missing = () =>
  new VerbatimHttpException(403, {
    error: 'requires API key signature',
    message: 'include X-Signature and X-Timestamp headers',
  });
export const invalidSignature = (message = 'verification failed, check key and timestamp') =>
  new VerbatimHttpException(403, { error: 'Invalid signature', message });

/** What a signature is checked over: the two headers and the body's bytes as received. */
export interface SignedRequest {
  signature?: string;
  timestamp?: string;
  body: Buffer;
}

/** A verified signature's one use: the caller takes `key` in Redis (SET NX) for `ttlS`. */
export interface SignatureUse {
  key: string;
  ttlS: number;
}

/**
 * On invoke: a signature is required iff the function does not skip signing and has an active
 * key. Verified over the raw body bytes as received, within ±5 minutes. Needs no I/O: the replay
 * check (once only) is left to the caller, which makes it with the invocation's other checks.
 */
@Injectable()
export class SignatureVerifier {
  private readonly logger = new Logger(SignatureVerifier.name);

  constructor(private readonly config: ApiConfig) {}

  /** Throws 403 unless the request is signed as the function requires; undefined when it need not be. */
  verify(signed: SignedRequest, fn: InvocableFunction): SignatureUse | undefined {
    const key = fn.activeKey;
    if (fn.skipSigning || !key) return undefined;
    return this.check(signed, key);
  }

  /** Throws 403 unless the request is signed with `key` (the function's active key) over its raw body. */
  check(
    { signature, timestamp, body }: SignedRequest,
    key: NonNullable<InvocableFunction['activeKey']>,
  ): SignatureUse {
    if (!signature || !timestamp) throw missing();
    if (!/^\d{1,12}$/.test(timestamp)) throw invalidSignature();
    if (Math.abs(Date.now() / 1000 - Number(timestamp)) > WINDOW_S) throw invalidSignature();
    // Expiry never switches signing off: an expired key still demands, and fails, the signature.
    if (key.expiresAt && key.expiresAt <= new Date()) throw invalidSignature('API key expired');

    const privateKey = derivePrivateKey(this.config.APIKEY_MASTER_SECRET, key.uuid, key.publicKey);
    if (hashPrivateKey(privateKey) !== key.privateKeyHash) {
      this.logger.error(
        `API key ${key.uuid}: derived key does not match its hash (APIKEY_MASTER_SECRET changed?)`,
      );
      throw invalidSignature();
    }
    const digest = signatureDigest(signature);
    const expected = sign(privateKey, timestamp, body);
    if (!digest || !signatureMatches(digest, expected)) throw invalidSignature();
    return { key: KEYS.signatureUse(key.uuid, digest.toString('hex')), ttlS: REPLAY_TTL_S };
  }
}
