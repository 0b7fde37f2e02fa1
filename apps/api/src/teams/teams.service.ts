import { TeamGrant } from './team-for';
import { badRequest, conflict, notFound } from '@fnhost/common';
import { Team, TeamMember, TeamRole } from '@fnhost/database';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, Repository } from 'typeorm';
import { AuthUser } from '../auth/current-user.decorator';
import { ApiConfig } from '../config';
import { MemberDto, MemberListDto, RetentionDto, TeamDto, TeamListDto } from './dto/team.dto';
import { authorize } from './policy';
import { TeamAccess } from './team-access';

/**
 * Teams and their members. A team always keeps an owner: a change that would leave it none is 409,
 * decided under a lock on the team's member rows, so two owners demoting each other cannot both win.
 */
@Injectable()
export class TeamsService {
  constructor(
    private readonly access: TeamAccess,
    private readonly config: ApiConfig,
    private readonly db: DataSource,
    @InjectRepository(Team) private readonly teams: Repository<Team>,
  ) {}

  async create(user: AuthUser, name: string): Promise<TeamDto> {
    const team = await this.db.transaction(async (tx) => {
      const saved = await tx.getRepository(Team).save({ name, personalOf: null });
      await tx.getRepository(TeamMember).insert({ teamUuid: saved.uuid, userId: user.id, role: 'owner' });
      return saved;
    });
    this.access.forget(user.id);
    return toDto(team, 'owner', 1, user);
  }

  async list(user: AuthUser): Promise<TeamListDto> {
    return { teams: await this.described(user, await this.access.teamsOf(user)) };
  }

  async get(user: AuthUser, team: TeamGrant): Promise<TeamDto> {
    const [described] = await this.described(user, new Map([[team.uuid, team.role]]));
    if (!described) throw notFound(`team ${team.uuid} not found`);
    return described;
  }

  /** The teams of `roles` with the caller's role and their member counts; the personal team first. */
  private async described(user: AuthUser, roles: Map<string, TeamRole>): Promise<TeamDto[]> {
    if (!roles.size) return [];
    const rows = (await this.db.query(
      `SELECT t.*, (SELECT count(*)::int FROM team_members m WHERE m.team_uuid = t.uuid) AS members
       FROM teams t WHERE t.uuid = ANY($1) ORDER BY t.personal_of IS NULL, t.name, t.uuid`,
      [[...roles.keys()]],
    )) as TeamRow[];
    return rows.map((r) => toDto(fromRow(r), roles.get(r.uuid)!, r.members, user));
  }

  async rename(user: AuthUser, team: TeamGrant, name: string): Promise<TeamDto> {
    await this.teams.update({ uuid: team.uuid }, { name });
    return this.get(user, team);
  }

  /** How long the team's executions are kept: its own choice, or the operator's default (the worker prunes by it). */
  async retention(team: TeamGrant): Promise<RetentionDto> {
    const row = await this.teams.findOneByOrFail({ uuid: team.uuid });
    const { EXECUTION_RETENTION_DAYS: fallback, EXECUTION_RETENTION_MAX_DAYS: max } = this.config;
    return {
      execution_retention_days: Math.min(row.executionRetentionDays ?? fallback, max),
      own: row.executionRetentionDays !== null,
      default_days: fallback,
      max_days: max,
    };
  }

  /** null gives the team back the operator's default; past the operator's maximum is refused. */
  async setRetention(team: TeamGrant, days: number | null): Promise<RetentionDto> {
    const max = this.config.EXECUTION_RETENTION_MAX_DAYS;
    if (days !== null && days > max)
      throw badRequest(
        `execution_retention_days must be at most ${max} (the operator's EXECUTION_RETENTION_MAX_DAYS)`,
      );
    await this.teams.update({ uuid: team.uuid }, { executionRetentionDays: days });
    return this.retention(team);
  }

  /** 409 for a personal team, or while the team owns live functions; its secrets go with it. */
  async remove(team: TeamGrant): Promise<{ message: string }> {
    const { members, name } = await this.db.transaction(async (tx) => {
      const row = await tx
        .getRepository(Team)
        .findOne({ where: { uuid: team.uuid }, lock: { mode: 'pessimistic_write' } });
      if (!row) throw notFound(`team ${team.uuid} not found`);
      if (row.personalOf !== null) throw conflict('a personal team cannot be deleted');
      const [{ count }] = (await tx.query(
        `SELECT count(*)::int AS count FROM functions WHERE team_uuid = $1 AND status <> 'deleted'`,
        [team.uuid],
      )) as { count: number }[];
      if (count) throw conflict(`team ${row.name} owns ${count} function(s): delete or move them first`);
      const rows = (await tx.query('SELECT user_id FROM team_members WHERE team_uuid = $1', [team.uuid])) as {
        user_id: number;
      }[];
      await tx.getRepository(Team).delete({ uuid: team.uuid });
      return { members: rows, name: row.name };
    });
    // Its members' next requests see it gone here at once (the change channel tells the others).
    for (const m of members) this.access.forget(m.user_id);
    return { message: `team ${name} deleted` };
  }

  async members(team: TeamGrant): Promise<MemberListDto> {
    const rows = (await this.db.query(
      `SELECT u.uuid AS user_id, u.email, m.role, m.created_at FROM team_members m JOIN users u ON u.id = m.user_id
       WHERE m.team_uuid = $1 ORDER BY array_position(ARRAY['owner','admin','developer','viewer'], m.role::text), u.email`,
      [team.uuid],
    )) as { user_id: string; email: string; role: TeamRole; created_at: Date }[];
    return { members: rows.map(toMemberDto) };
  }

  /** Owners' roles are owners' to change, and only an owner makes an owner (owner.write); the rest admins'. */
  async setRole(user: AuthUser, team: TeamGrant, memberUuid: string, role: TeamRole): Promise<MemberDto> {
    const memberId = await this.userIdOf(team.uuid, memberUuid);
    await this.db.transaction(async (tx) => {
      const current = await this.lockedMember(tx, team.uuid, memberId);
      const owners = current.role === 'owner' || role === 'owner';
      authorize(team.role, owners ? 'owner.write' : 'member.write', user.token?.scopes);
      if (current.role === 'owner' && role !== 'owner') await this.keepAnOwner(tx, team.uuid, memberId);
      await tx.getRepository(TeamMember).update({ teamUuid: team.uuid, userId: memberId }, { role });
    });
    this.access.forget(memberId);
    return (await this.members(team)).members.find((m) => m.user_id === memberUuid)!;
  }

  /** A member may always leave; removing another takes member.write (owner.write for an owner). */
  async removeMember(user: AuthUser, team: TeamGrant, memberUuid: string): Promise<{ message: string }> {
    const memberId = await this.userIdOf(team.uuid, memberUuid);
    await this.db.transaction(async (tx) => {
      const current = await this.lockedMember(tx, team.uuid, memberId);
      if (memberId !== user.id)
        authorize(team.role, current.role === 'owner' ? 'owner.write' : 'member.write', user.token?.scopes);
      if (current.role === 'owner') await this.keepAnOwner(tx, team.uuid, memberId);
      await tx.getRepository(TeamMember).delete({ teamUuid: team.uuid, userId: memberId });
    });
    this.access.forget(memberId);
    return { message: `member ${memberUuid} removed from team ${team.uuid}` };
  }

  /** The account id of a user the API names by uuid. */
  private async userIdOf(id: string, memberUuid: string): Promise<number> {
    const [row] = (await this.db.query('SELECT id FROM users WHERE uuid = $1', [memberUuid])) as {
      id: number;
    }[];
    if (!row) throw notFound(`user ${memberUuid} is not a member of team ${id}`);
    return row.id;
  }

  /** The member row of `memberId`, locked until the transaction ends. */
  private async lockedMember(tx: EntityManager, id: string, memberId: number): Promise<TeamMember> {
    const member = await tx
      .getRepository(TeamMember)
      .findOne({ where: { teamUuid: id, userId: memberId }, lock: { mode: 'pessimistic_write' } });
    if (!member) throw notFound(`that user is not a member of team ${id}`);
    return member;
  }

  /** 409 unless the team has an owner besides `memberId` (the owners' rows locked until commit). */
  private async keepAnOwner(tx: EntityManager, id: string, memberId: number): Promise<void> {
    const owners = (await tx.query(
      `SELECT user_id FROM team_members WHERE team_uuid = $1 AND role = 'owner' FOR UPDATE`,
      [id],
    )) as { user_id: number }[];
    if (!owners.some((o) => o.user_id !== memberId))
      throw conflict('a team keeps at least one owner: make another member owner first');
  }
}

type TeamRow = { uuid: string; name: string; personal_of: number | null; created_at: Date; members: number };

const fromRow = (r: TeamRow): Team =>
  Object.assign(new Team(), {
    uuid: r.uuid,
    name: r.name,
    personalOf: r.personal_of,
    createdAt: r.created_at,
  });

function toDto(team: Team, role: TeamRole, members: number, user: AuthUser): TeamDto {
  return {
    id: team.uuid,
    name: team.name,
    role,
    personal: team.personalOf === user.id,
    members,
    created_at: team.createdAt.toISOString(),
  };
}

const toMemberDto = (r: { user_id: string; email: string; role: TeamRole; created_at: Date }): MemberDto => ({
  user_id: r.user_id,
  email: r.email,
  role: r.role,
  joined_at: r.created_at.toISOString(),
});
