import { FunctionStatus } from '@fnhost/database';
import { Route } from '@fnhost/releases';

/** A function as an invocation sees it. */
export interface InvocableFunction {
  uuid: string;
  /** The account that created it: whose rate windows a door without a caller (a function URL) counts in. */
  userId: number;
  teamUuid: string;
  status: FunctionStatus;
  timeoutS: number;
  /** The configuration the caller expects to run on: a worker replaces an instance started on an older one. */
  configRevision: number;
  skipSigning: boolean;
  /** Its aliases by name (`latest` while a version is active): FunctionRoutes. */
  routes: Map<string, Route>;
  /** The function's active API key (at most one), with what checking a signature needs. */
  activeKey: { uuid: string; publicKey: string; privateKeyHash: string; expiresAt: Date | null } | null;
}
