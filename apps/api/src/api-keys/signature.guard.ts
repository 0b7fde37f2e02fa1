import { AppConfig, VerbatimHttpException } from '@fnhost/common';
import { JobQueue } from '@fnhost/queue';
import { CanActivate, ExecutionContext, Injectable, Logger } from '@nestjs/common';
import { isUUID } from 'class-validator';
import type { Request } from 'express';
import { AuthUser } from '../auth/current-user.decorator';
import type { RawBodyRequest } from '../common/http-setup';
import { FunctionsService } from '../functions/functions.service';
import { InvocableRequest } from '../functions/invocable';
import { ApiKeysService } from './api-keys.service';
import { hashPrivateKey, sign, signatureDigest, signatureMatches } from './key-material';

const WINDOW_S = 300;
const REPLAY_TTL_S = 600;

const missing = () =>
  new VerbatimHttpException(403, {
    error: 'requires API key signature',
    message: 'include X-Signature and X-Timestamp headers',
  });
const invalid = (message = 'verification failed, check key and timestamp') =>
  new VerbatimHttpException(403, { error: 'Invalid signature', message });

/**
 * On invoke: a signature is required iff the function does not skip signing and has an active
 * key. Verified over the raw body bytes as received, within ±5 minutes, once only.
 */
@Injectable()
export class SignatureGuard implements CanActivate {
  private readonly logger = new Logger(SignatureGuard.name);

  constructor(
    private readonly config: AppConfig,
    private readonly functions: FunctionsService,
    private readonly keys: ApiKeysService,
    private readonly jobs: JobQueue,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context
      .switchToHttp()
      .getRequest<Request & RawBodyRequest & InvocableRequest & { user: AuthUser }>();
    // Guards run before pipes: a malformed id is left to the route's UUID pipe (400).
    if (!isUUID(String(req.params.id))) return true;
    // Ownership first: another user's function is 404, never a signature error.
    const fn = await this.functions.findInvocable(req.user, String(req.params.id));
    req.invocable = fn; // the route reuses it rather than looking the function up again
    if (fn.skipSigning) return true;
    const key = await this.keys.activeKey(fn.uuid);
    if (!key) return true;

    const signature = req.header('x-signature');
    const timestamp = req.header('x-timestamp');
    if (!signature || !timestamp) throw missing();
    if (!/^\d{1,12}$/.test(timestamp)) throw invalid();
    if (Math.abs(Date.now() / 1000 - Number(timestamp)) > WINDOW_S) throw invalid();
    // Expiry never switches signing off: an expired key still demands, and fails, the signature.
    if (key.expiresAt && key.expiresAt <= new Date()) throw invalid('API key expired');

    const privateKey = this.keys.privateKeyOf(key);
    if (hashPrivateKey(privateKey) !== key.privateKeyHash) {
      this.logger.error(
        `API key ${key.uuid}: derived key does not match its hash (APIKEY_MASTER_SECRET changed?)`,
      );
      throw invalid();
    }
    const digest = signatureDigest(signature);
    const expected = sign(privateKey, timestamp, req.rawBody ?? Buffer.alloc(0));
    if (!digest || !signatureMatches(digest, expected)) throw invalid();
    const fresh = await this.jobs.connection.set(
      `fnhost:sig:${key.uuid}:${digest.toString('hex')}`,
      '1',
      'EX',
      REPLAY_TTL_S,
      'NX',
    );
    if (fresh !== 'OK') throw invalid();
    return true;
  }
}
