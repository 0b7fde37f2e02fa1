import {
  applyDecorators,
  CallHandler,
  ExecutionContext,
  Injectable,
  NestInterceptor,
  SetMetadata,
  UseInterceptors,
} from '@nestjs/common';
import { Observable, tap } from 'rxjs';

/**
 * The marks a route carries for the HTTP chain (app.module.ts runs it: the audit mark, the bearer
 * guard, the rate limit): each guard reads its mark here, so the marks import nothing and
 * every room's controllers can carry them.
 */

export const IS_PUBLIC = 'fnhost:public';
/** Opts a route out of the global bearer guard; everything else requires a token. */
export const Public = () => SetMetadata(IS_PUBLIC, true);

/**
 * Set on a route the global rate-limit guard must not count: one that counts its requests itself
 * (invoke, through its admission) or is never limited (health).
 */
export const NOT_COUNTED_HERE = 'fnhost:not-counted-here';
export const NotCountedHere = () => SetMetadata(NOT_COUNTED_HERE, true);

/** What an audited route acts on: how its entry finds the target and the team. */
export type AuditTarget = 'function' | 'key' | 'secret' | 'team' | 'member' | 'invitation' | 'token';

export const AUDIT = 'fnhost:audit';
export interface AuditedRoute {
  action: string;
  target: AuditTarget;
}

/**
 * Keeps an audited handler's answer on its request (a created resource's id is in it). On the
 * audited routes only: an interceptor on every route puts every handler behind RxJS (Nest calls a
 * handler without one directly), which cost the invoke route a third of its throughput.
 */
@Injectable()
export class AuditResult implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const req = context.switchToHttp().getRequest<{ auditResult?: unknown }>();
    return next.handle().pipe(tap((value) => (req.auditResult = value)));
  }
}

/**
 * A state-changing route on a team's resources: each request to it writes one audit entry
 * (AuditLog), whether it succeeded, was refused (401/403) or failed otherwise.
 */
export const Audit = (action: string, target: AuditTarget) =>
  applyDecorators(
    SetMetadata(AUDIT, { action, target } satisfies AuditedRoute),
    UseInterceptors(AuditResult),
  );
