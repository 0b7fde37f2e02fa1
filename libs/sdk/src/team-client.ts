import { TriggerClient } from './trigger-client';
import type { operations } from './schema';
import { Schemas } from './session-client';

export type Team = Schemas['TeamDto'];
export type TeamRole = Team['role'];

/**
 * Teams, their members and invitations. Functions, secrets and statistics belong to a team: the
 * calls that list or create take a `teamId`, the caller's personal team when left out.
 */
export class TeamClient extends TriggerClient {
  createTeam(name: string) {
    return this.send(() => this.api.POST('/api/teams', { body: { name } }));
  }

  /** The caller's teams with their role in each; the personal team first. */
  teams() {
    return this.send(() => this.api.GET('/api/teams'));
  }

  team(id: string) {
    return this.send(() => this.api.GET('/api/teams/{id}', { params: { path: { id } } }));
  }

  renameTeam(id: string, name: string) {
    return this.send(() => this.api.PATCH('/api/teams/{id}', { params: { path: { id } }, body: { name } }));
  }

  /** Refused (409) for a personal team, or while the team owns functions. */
  deleteTeam(id: string) {
    return this.send(() => this.api.DELETE('/api/teams/{id}', { params: { path: { id } } }));
  }

  /** A team's id from its name or id, among the caller's teams; 404 FnhostError when none has that name. */
  async teamId(nameOrId: string): Promise<string> {
    const { teams } = await this.teams();
    const found = teams.filter((t) => t.id === nameOrId || t.name === nameOrId);
    if (found.length === 1) return found[0].id;
    throw found.length
      ? new Error(`${found.length} of your teams are named "${nameOrId}": name it by id (fnhost teams)`)
      : new Error(`you are in no team named "${nameOrId}" (fnhost teams lists yours)`);
  }

  members(id: string) {
    return this.send(() => this.api.GET('/api/teams/{id}/members', { params: { path: { id } } }));
  }

  setMemberRole(id: string, userId: string, role: TeamRole) {
    return this.send(() =>
      this.api.PATCH('/api/teams/{id}/members/{user_id}', {
        params: { path: { id, user_id: userId } },
        body: { role },
      }),
    );
  }

  /** Removes a member; your own user id leaves the team. */
  removeMember(id: string, userId: string) {
    return this.send(() =>
      this.api.DELETE('/api/teams/{id}/members/{user_id}', { params: { path: { id, user_id: userId } } }),
    );
  }

  /** Answers the invitation's token, once: the invitee accepts with it. */
  invite(id: string, email: string, role: TeamRole) {
    return this.send(() =>
      this.api.POST('/api/teams/{id}/invitations', { params: { path: { id } }, body: { email, role } }),
    );
  }

  invitations(id: string) {
    return this.send(() => this.api.GET('/api/teams/{id}/invitations', { params: { path: { id } } }));
  }

  revokeInvitation(id: string, invitationId: string) {
    return this.send(() =>
      this.api.DELETE('/api/teams/{id}/invitations/{invitation_id}', {
        params: { path: { id, invitation_id: invitationId } },
      }),
    );
  }

  /** Joins the invitation's team, signed in with the email it names. */
  acceptInvitation(token: string) {
    return this.send(() => this.api.POST('/api/invitations/{token}/accept', { params: { path: { token } } }));
  }

  /** Answers the token's value, once (fnh_…): FNHOST_TOKEN for the CLI, a bearer token for the API. */
  createToken(id: string, body: Schemas['CreateTokenDto']) {
    return this.send(() => this.api.POST('/api/teams/{id}/tokens', { params: { path: { id } }, body }));
  }

  tokens(id: string) {
    return this.send(() => this.api.GET('/api/teams/{id}/tokens', { params: { path: { id } } }));
  }

  revokeToken(id: string, tokenId: string) {
    return this.send(() =>
      this.api.DELETE('/api/teams/{id}/tokens/{token_id}', { params: { path: { id, token_id: tokenId } } }),
    );
  }

  /** Each quota of the team: what it uses, and its limit (owners and admins). */
  usage(id: string) {
    return this.send(() => this.api.GET('/api/teams/{id}/usage', { params: { path: { id } } }));
  }

  /** How many days the team's executions and their logs are kept, and the operator's default and maximum. */
  retention(id: string) {
    return this.send(() => this.api.GET('/api/teams/{id}/retention', { params: { path: { id } } }));
  }

  /** Sets the team's own retention (owners); null gives it back the operator's default. */
  setRetention(id: string, days: number | null) {
    return this.send(() =>
      this.api.PUT('/api/teams/{id}/retention', {
        params: { path: { id } },
        body: { execution_retention_days: days },
      }),
    );
  }

  /** A page of the team's audit log, newest first: filters by time, actor and action (or family). */
  audit(id: string, query: NonNullable<operations['AuditController_list']['parameters']['query']> = {}) {
    return this.send(() => this.api.GET('/api/teams/{id}/audit', { params: { path: { id }, query } }));
  }
}
