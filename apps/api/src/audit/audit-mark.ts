import { CallHandler, CanActivate, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { Observable, tap } from 'rxjs';
import { AUDIT, AuditedRoute } from '../http/route-marks';
import { AuditLog, AuditedRequest } from './audit-log.service';

/**
 * Global, before authentication: marks a request to an audited route and writes its entry once the
 * answer is sent, so a request the bearer guard refuses (401/403) is recorded as well.
 */
@Injectable()
export class AuditMark implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly log: AuditLog,
  ) {}

  canActivate(context: ExecutionContext): boolean {
    const route = this.reflector.get<AuditedRoute | undefined>(AUDIT, context.getHandler());
    if (!route) return true;
    const http = context.switchToHttp();
    const req = http.getRequest<AuditedRequest>();
    req.audited = route;
    http
      .getResponse<Response>()
      .once('finish', () => void this.log.record(req, http.getResponse<Response>()));
    return true;
  }
}

/** Keeps an audited handler's answer on its request: a created resource's id is in it. */
@Injectable()
export class AuditResult implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const req = context.switchToHttp().getRequest<Request & AuditedRequest>();
    return next.handle().pipe(tap((value) => req.audited && (req.auditResult = value)));
  }
}
