import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Response } from 'express';
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
