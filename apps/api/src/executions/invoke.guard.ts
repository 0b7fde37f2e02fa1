import { conflict, envelope } from '@fnhost/common';
import { CanActivate, ExecutionContext, HttpException, Injectable, Logger } from '@nestjs/common';
import { isUUID } from 'class-validator';
import { randomUUID } from 'crypto';
import type { Request, Response } from 'express';
import { invalidSignature, SignatureVerifier } from '../api-keys/signature-verifier';
import { AuthUser } from '../auth/current-user.decorator';
import type { RawBodyRequest } from '../common/http-setup';
import { FunctionsService } from '../functions/functions.service';
import { Invocation, InvocationRequest } from '../functions/invocable';
import { RateLimitGuard } from '../rate-limit/rate-limit.guard';
import { ConcurrencyLimiter } from './concurrency-limiter';
import { ApiConfig } from '../config';

/** Time for a cold container start on top of the function's own timeout. */
const START_MARGIN_MS = 20_000;

type InvokeRequest = Request & RawBodyRequest & InvocationRequest & { user: AuthUser };

/**
 * Admits an invocation: the caller's function (ownership first: another user's function is 404,
 * never a signature error), its signature, then the rate limits, the signature's single use and a
 * concurrency slot in one Redis round trip. Every request counts against the caller's limits,
 * admitted or not.
 */
@Injectable()
export class InvokeGuard implements CanActivate {
  private readonly logger = new Logger(InvokeGuard.name);

  constructor(
    private readonly config: ApiConfig,
    private readonly functions: FunctionsService,
    private readonly signatures: SignatureVerifier,
    private readonly rateLimit: RateLimitGuard,
    private readonly limiter: ConcurrencyLimiter,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<InvokeRequest>();
    // Guards run before pipes: a malformed id is left to the route's UUID pipe (400).
    if (!isUUID(String(req.params.id))) {
      await this.rateLimit.hit(context);
      return true;
    }
    let fn;
    let use;
    try {
      fn = await this.functions.findInvocable(req.user, String(req.params.id));
      use = this.signatures.verify(req, fn);
      if (!fn.activeDeploymentUuid) throw conflict(`function is not ready (status: ${fn.status})`);
    } catch (err) {
      await this.rateLimit.hit(context);
      throw err;
    }
    const executionUuid = randomUUID();
    const leaseMs = this.config.INVOKE_PICKUP_TIMEOUT_MS + fn.timeoutS * 1000 + START_MARGIN_MS;
    const verdict = await this.rateLimit.admit(context, {
      ...this.limiter.slot(fn.uuid, executionUuid, leaseMs),
      replay: use,
    });
    if (verdict === 'replayed') throw invalidSignature();
    if (verdict === 'busy') throw new HttpException(envelope(429, 'concurrent execution limit reached'), 429);
    const invocation: Invocation = {
      fn: { ...fn, activeDeploymentUuid: fn.activeDeploymentUuid },
      executionUuid,
      leaseMs,
      taken: false,
    };
    req.invocation = invocation;
    // A request refused after admission (its body, say) frees its slot when its response ends.
    context
      .switchToHttp()
      .getResponse<Response>()
      .once('close', () => {
        if (invocation.taken) return;
        this.limiter
          .release(fn.uuid, executionUuid)
          .catch((err: Error) => this.logger.warn(`freeing the slot of ${executionUuid}: ${err.message}`));
      });
    return true;
  }
}
