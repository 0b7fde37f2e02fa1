import { notFound } from '@fnhost/common';
import { ChangeCache, ChangeFeed, TeamRole } from '@fnhost/database';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AuthUser } from '../auth/current-user.decorator';
import { authorize, Permission } from './policy';

/** An account's memberships: its role in each of its teams, and which team is its personal one. */
interface Memberships {
  roles: Map<string, TeamRole>;
  personal: string;
}

/**
 * Whether a caller may act in a team: the one gate every team resource goes through. A team the
 * caller is not in is 404 (as a foreign function always was), a role that may not do something 403
 * naming the role needed (policy.ts). Memberships are cached per account and dropped on every
 * replica the moment they change (`member:<id>` on the change channel): a removed member loses
 * access on the next request.
 */
@Injectable()
export class TeamAccess {
  private readonly memberships: ChangeCache<Memberships>;

  constructor(
    private readonly db: DataSource,
    feed: ChangeFeed,
  ) {
    this.memberships = new ChangeCache(feed, (userId) => [`member:${userId}`, `user:${userId}`]);
  }

  private async membershipsOf(userId: number): Promise<Memberships> {
    const found = await this.memberships.get(String(userId), async () => {
      const rows = (await this.db.query(
        `SELECT m.team_uuid, m.role, t.personal_of FROM team_members m JOIN teams t ON t.uuid = m.team_uuid
         WHERE m.user_id = $1`,
        [userId],
      )) as { team_uuid: string; role: TeamRole; personal_of: number | null }[];
      return {
        roles: new Map(rows.map((r) => [r.team_uuid, r.role])),
        personal: rows.find((r) => r.personal_of === userId)?.team_uuid ?? '',
      };
    });
    return found!;
  }

  /** After this process changed an account's memberships: its next request must not wait for the notification. */
  forget(userId: number): void {
    this.memberships.delete(String(userId));
  }

  /**
   * The caller's role in the team, or null when not a member. An access token is in its own team
   * only, with its maker's role there (a maker who left takes the token's access along).
   */
  async roleIn(user: AuthUser, teamUuid: string): Promise<TeamRole | null> {
    if (user.token && user.token.team !== teamUuid) return null;
    return (await this.membershipsOf(user.id)).roles.get(teamUuid) ?? null;
  }

  /** The caller's teams and roles. */
  async teamsOf(user: AuthUser): Promise<Map<string, TeamRole>> {
    const { roles } = await this.membershipsOf(user.id);
    if (!user.token) return roles;
    const role = roles.get(user.token.team);
    return new Map(role ? [[user.token.team, role]] : []);
  }

  /**
   * The caller's role in the team, once `permission` is checked: 404 outside it (`missing` says
   * what was not found), 403 short of the role or, for an access token, of the scope.
   */
  async require(
    user: AuthUser,
    teamUuid: string,
    permission: Permission,
    missing = `team ${teamUuid} not found`,
  ): Promise<TeamRole> {
    const role = await this.roleIn(user, teamUuid);
    if (!role) throw notFound(missing);
    authorize(role, permission, user.token?.scopes);
    return role;
  }

  /** `team_id` as given (checked like `require`), else the caller's personal team (a token's own team). */
  async teamFor(user: AuthUser, teamId: string | undefined, permission: Permission): Promise<string> {
    const team = teamId ?? user.token?.team ?? (await this.membershipsOf(user.id)).personal;
    await this.require(user, team, permission);
    return team;
  }
}
