import { FunctionStatus } from '@fnhost/database';

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
