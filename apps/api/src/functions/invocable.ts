import { FunctionStatus } from '@fnhost/database';
import { createParamDecorator, ExecutionContext } from '@nestjs/common';

/** The caller's function as an invocation sees it, resolved once per request by the SignatureGuard. */
export interface InvocableFunction {
  uuid: string;
  status: FunctionStatus;
  timeoutS: number;
  skipSigning: boolean;
  activeDeploymentUuid: string | null;
}

export type InvocableRequest = { invocable?: InvocableFunction };

/**
 * The function the SignatureGuard resolved (and checked the ownership of) for this request.
 * Unset only for a malformed id, which the route's UUID pipe refuses (400) before the handler runs.
 */
export const Invocable = createParamDecorator(
  (_data: unknown, ctx: ExecutionContext) =>
    ctx.switchToHttp().getRequest<InvocableRequest>().invocable as InvocableFunction,
);
