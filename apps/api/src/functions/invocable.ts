import { FunctionStatus } from '@fnhost/database';
import { createParamDecorator, ExecutionContext } from '@nestjs/common';

/** The caller's function as an invocation sees it. */
export interface InvocableFunction {
  uuid: string;
  status: FunctionStatus;
  timeoutS: number;
  skipSigning: boolean;
  activeDeploymentUuid: string | null;
  /** The function's active API key (at most one), with what checking a signature needs. */
  activeKey: { uuid: string; publicKey: string; privateKeyHash: string; expiresAt: Date | null } | null;
}

/** An invocation the InvokeGuard admitted: it holds a concurrency slot (holder: executionUuid). */
export interface Invocation {
  fn: InvocableFunction & { activeDeploymentUuid: string };
  executionUuid: string;
  /** The slot's lease: how long the invocation may take from pickup to answer. */
  leaseMs: number;
  /** Set by whoever takes over the slot; until then the guard frees it when the response ends. */
  taken: boolean;
}

export type InvocationRequest = { invocation?: Invocation };

/**
 * The invocation the InvokeGuard admitted for this request. Unset only for a malformed id, which
 * the route's UUID pipe refuses (400) before the handler runs.
 */
export const Admitted = createParamDecorator(
  (_data: unknown, ctx: ExecutionContext) =>
    ctx.switchToHttp().getRequest<InvocationRequest>().invocation as Invocation,
);
