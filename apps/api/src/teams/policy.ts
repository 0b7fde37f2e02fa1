import { forbidden } from '@fnhost/common';
import { TEAM_ROLES, TeamRole, TokenScope } from '@fnhost/database';

/**
 * Who may do what in a team: the one role matrix (decision 28). Each action names the least role that
 * may take it; a role may all that the roles after it in TEAM_ROLES may (owner, admin, developer,
 * viewer). Services ask `authorize` here and nowhere compare roles themselves.
 */
export const LEAST_ROLE = {
  /** Functions, their deployments, executions, logs, statistics, schedules, URLs: reading them. */
  'function.read': 'viewer',
  /** Invoking a function (the invoke endpoint, async invokes, test events run). */
  'function.invoke': 'developer',
  /** Creating, deploying, configuring, rolling back and deleting; keys, schedules, URLs, async settings, dead letters. */
  'function.write': 'developer',
  /** The team's secrets: names, sizes and users, never a value. */
  'secret.read': 'viewer',
  'secret.write': 'admin',
  'member.read': 'viewer',
  /** Inviting, changing and removing members other than owners. */
  'member.write': 'admin',
  /** Making, changing and removing owners. */
  'owner.write': 'owner',
  'usage.read': 'admin',
  /** Making, listing and revoking access tokens. */
  'token.write': 'admin',
  /** Reading the audit log. */
  'audit.read': 'admin',
  /** Renaming and deleting the team. */
  'team.write': 'owner',
} as const satisfies Record<string, TeamRole>;

export type Permission = keyof typeof LEAST_ROLE;

/**
 * The scope an access token needs for each action, beside its maker's role allowing it; null: no
 * token may (members, tokens, the team itself stay with people).
 */
export const TOKEN_SCOPE: Record<Permission, TokenScope | null> = {
  'function.read': 'functions:read',
  'function.invoke': 'functions:invoke',
  'function.write': 'functions:write',
  'secret.read': 'functions:read',
  'secret.write': 'secrets:write',
  'member.read': null,
  'member.write': null,
  'owner.write': null,
  'usage.read': null,
  'token.write': null,
  'audit.read': 'audit:read',
  'team.write': null,
};

const rank = (role: TeamRole) => TEAM_ROLES.indexOf(role);

export function allowed(role: TeamRole, permission: Permission): boolean {
  return rank(role) <= rank(LEAST_ROLE[permission]);
}

/**
 * Refuses (403, naming what is missing) what the caller may not do: with `role` in the team, and
 * through an access token with `scopes` when the caller is one.
 */
export function authorize(role: TeamRole, permission: Permission, scopes?: readonly TokenScope[]): void {
  if (scopes) {
    const scope = TOKEN_SCOPE[permission];
    if (!scope) throw forbidden(`${permission} is not for access tokens: sign in as a member`);
    if (!scopes.includes(scope))
      throw forbidden(`${permission} needs the ${scope} scope; this token has ${scopes.join(', ')}`);
  }
  if (!allowed(role, permission))
    throw forbidden(
      `${permission} needs the ${LEAST_ROLE[permission]} role or higher in the team; you are ${role}`,
    );
}
