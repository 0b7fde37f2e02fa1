import { SetMetadata } from '@nestjs/common';

/** What an audited route acts on: how its entry finds the target and the team. */
export type AuditTarget = 'function' | 'key' | 'secret' | 'team' | 'member' | 'invitation' | 'token';

export const AUDIT = 'fnhost:audit';
export interface AuditedRoute {
  action: string;
  target: AuditTarget;
}

/**
 * A state-changing route on a team's resources: each request to it writes one audit entry
 * (AuditLog), whether it succeeded, was refused (401/403) or failed otherwise.
 */
export const Audit = (action: string, target: AuditTarget) =>
  SetMetadata(AUDIT, { action, target } satisfies AuditedRoute);
