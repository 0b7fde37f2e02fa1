import { TeamRole } from '@fnhost/database';
import { Injectable, PipeTransform } from '@nestjs/common';
import { AuthUser } from '../auth/current-user.decorator';
import { claimOf, RouteClaim } from '../http/route-claims';
import { Permission } from './policy';
import { TeamAccess } from './team-access';

/** A team the caller may act in, with their role there. */
export interface TeamGrant {
  uuid: string;
  role: TeamRole;
}

/** 404 for a team the caller is not in, 403 short of the route's permission; else the team and the caller's role. */
@Injectable()
export class TeamAccessPipe implements PipeTransform<RouteClaim<Permission, AuthUser>, Promise<TeamGrant>> {
  constructor(private readonly access: TeamAccess) {}

  async transform({ user, id, permission }: RouteClaim<Permission, AuthUser>): Promise<TeamGrant> {
    return { uuid: id, role: await this.access.require(user, id, permission) };
  }
}

/** `@TeamFor('token.write') team: TeamGrant`: the route's team (`:id`), once the caller may take the permission in it. */
export const TeamFor = claimOf(TeamAccessPipe, 'the team id');
