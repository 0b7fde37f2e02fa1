import { TeamGrant } from './team-for';
import { conflict, forbidden, notFound } from '@fnhost/common';
import { TeamInvitation, TeamMember, TeamRole } from '@fnhost/database';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { createHash, randomBytes } from 'crypto';
import { DataSource, IsNull, MoreThan, Repository } from 'typeorm';
import { AuthUser } from '../auth/current-user.decorator';
import { CreatedInvitationDto, InvitationDto, InvitationListDto, TeamDto } from './dto/team.dto';
import { TeamAccess } from './team-access';
import { TeamsService } from './teams.service';

/** How long an invitation can be accepted. */
const INVITATION_DAYS = 7;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Members join by invitation: an admin (an owner, to invite an owner) names an email and a role; the
 * account signed in with that email accepts with the token, shown once and kept only as a hash,
 * within INVITATION_DAYS, once.
 */
@Injectable()
export class InvitationsService {
  constructor(
    private readonly access: TeamAccess,
    private readonly teams: TeamsService,
    private readonly db: DataSource,
    @InjectRepository(TeamInvitation) private readonly invitations: Repository<TeamInvitation>,
  ) {}

  async invite(user: AuthUser, id: string, email: string, role: TeamRole): Promise<CreatedInvitationDto> {
    await this.access.require(user, id, role === 'owner' ? 'owner.write' : 'member.write');
    const token = randomBytes(32).toString('base64url');
    const saved = await this.invitations.save({
      teamUuid: id,
      email: email.toLowerCase(),
      role,
      tokenHash: hashOf(token),
      invitedBy: user.id,
      expiresAt: new Date(Date.now() + INVITATION_DAYS * 86_400_000),
    });
    return { ...toDto(saved), token };
  }

  async pending(team: TeamGrant): Promise<InvitationListDto> {
    const rows = await this.invitations.find({
      where: { teamUuid: team.uuid, acceptedAt: IsNull(), expiresAt: MoreThan(new Date()) },
      order: { createdAt: 'DESC' },
    });
    return { invitations: rows.map(toDto) };
  }

  async revoke(team: TeamGrant, invitationId: string): Promise<{ message: string }> {
    const { affected } = await this.invitations.delete({
      uuid: invitationId,
      teamUuid: team.uuid,
      acceptedAt: IsNull(),
    });
    if (!affected) throw notFound(`invitation ${invitationId} not found`);
    return { message: `invitation ${invitationId} revoked` };
  }

  /** The caller joins the team (403 for another email, 409 used or expired, 404 unknown). */
  async accept(user: AuthUser, token: string): Promise<TeamDto> {
    const joined = await this.db.transaction(async (tx): Promise<TeamGrant> => {
      const invitation = await tx
        .getRepository(TeamInvitation)
        .findOne({ where: { tokenHash: hashOf(token) }, lock: { mode: 'pessimistic_write' } });
      if (!invitation) throw notFound('invitation not found');
      if (invitation.acceptedAt) throw conflict('invitation already accepted');
      if (invitation.expiresAt <= new Date())
        throw conflict(`invitation expired at ${invitation.expiresAt.toISOString()}: ask for a new one`);
      if (invitation.email !== user.email.toLowerCase())
        throw forbidden('this invitation is for another email address: sign in with that account');
      const member = await tx
        .getRepository(TeamMember)
        .findOneBy({ teamUuid: invitation.teamUuid, userId: user.id });
      if (member) throw conflict(`you are already a member of this team (role ${member.role})`);
      await tx
        .getRepository(TeamMember)
        .insert({ teamUuid: invitation.teamUuid, userId: user.id, role: invitation.role });
      await tx.getRepository(TeamInvitation).update({ uuid: invitation.uuid }, { acceptedAt: new Date() });
      return { uuid: invitation.teamUuid, role: invitation.role };
    });
    this.access.forget(user.id);
    return this.teams.get(user, joined);
  }
}

const toDto = (i: TeamInvitation): InvitationDto => ({
  id: i.uuid,
  email: i.email,
  role: i.role,
  expires_at: i.expiresAt.toISOString(),
});
