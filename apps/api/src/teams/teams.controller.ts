import { TeamFor, TeamGrant } from './team-for';
import { Audit } from '../http/route-marks';
import { UUID_PIPE } from '@fnhost/common';
import { Body, Controller, Delete, Get, Param, Patch, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { AuthUser, CurrentUser } from '../auth/current-user.decorator';
import { MessageDto } from '../auth/dto/auth.dto';
import { ApiErrors } from '../common/api-errors';
import {
  CreatedInvitationDto,
  InvitationListDto,
  InviteDto,
  MemberDto,
  MemberListDto,
  RetentionChangeDto,
  RetentionDto,
  RoleDto,
  TeamDto,
  TeamListDto,
  TeamNameDto,
} from './dto/team.dto';
import { InvitationsService } from './invitations.service';
import { TeamsService } from './teams.service';

@ApiTags('teams')
@ApiBearerAuth()
@ApiErrors(401, 403, 429, 503)
@Controller('api')
export class TeamsController {
  constructor(
    private readonly teams: TeamsService,
    private readonly invitations: InvitationsService,
  ) {}

  @ApiOperation({ summary: 'Create a team (the caller is its owner)' })
  @ApiErrors(400)
  @ApiResponse({ status: 201, type: TeamDto })
  @Audit('team.create', 'team')
  @Post('teams')
  create(@CurrentUser() user: AuthUser, @Body() dto: TeamNameDto): Promise<TeamDto> {
    return this.teams.create(user, dto.name);
  }

  @ApiOperation({
    summary: "The caller's teams, with their role in each and its member count; the personal team first",
  })
  @ApiResponse({ status: 200, type: TeamListDto })
  @Get('teams')
  list(@CurrentUser() user: AuthUser): Promise<TeamListDto> {
    return this.teams.list(user);
  }

  @ApiOperation({ summary: 'A team of the caller’s (404 for one they are not in)' })
  @ApiErrors(400, 404)
  @ApiResponse({ status: 200, type: TeamDto })
  @Get('teams/:id')
  get(@CurrentUser() user: AuthUser, @TeamFor('member.read') team: TeamGrant): Promise<TeamDto> {
    return this.teams.get(user, team);
  }

  @ApiOperation({ summary: 'Rename a team (owners)' })
  @ApiErrors(400, 404)
  @ApiResponse({ status: 200, type: TeamDto })
  @Audit('team.rename', 'team')
  @Patch('teams/:id')
  rename(
    @CurrentUser() user: AuthUser,
    @TeamFor('team.write') team: TeamGrant,
    @Body() dto: TeamNameDto,
  ): Promise<TeamDto> {
    return this.teams.rename(user, team, dto.name);
  }

  @ApiOperation({
    summary: "How long the team's executions and their logs are kept",
    description: 'The workers remove older ones hourly; the statistics keep counting them.',
  })
  @ApiErrors(400, 404)
  @ApiResponse({ status: 200, type: RetentionDto })
  @Get('teams/:id/retention')
  retention(@TeamFor('member.read') team: TeamGrant): Promise<RetentionDto> {
    return this.teams.retention(team);
  }

  @ApiOperation({
    summary: "Set how long the team's executions are kept (owners)",
    description:
      "null gives back the operator's default; 400 past the operator's EXECUTION_RETENTION_MAX_DAYS.",
  })
  @ApiErrors(400, 404)
  @ApiResponse({ status: 200, type: RetentionDto })
  @Audit('team.retention', 'team')
  @Put('teams/:id/retention')
  setRetention(
    @TeamFor('team.write') team: TeamGrant,
    @Body() dto: RetentionChangeDto,
  ): Promise<RetentionDto> {
    return this.teams.setRetention(team, dto.execution_retention_days);
  }

  @ApiOperation({
    summary: 'Delete a team (owners)',
    description:
      '409 for a personal team, or while the team owns functions. Its secrets are deleted with it.',
  })
  @ApiErrors(400, 404, 409)
  @ApiResponse({ status: 200, type: MessageDto })
  @Audit('team.delete', 'team')
  @Delete('teams/:id')
  remove(@TeamFor('team.write') team: TeamGrant): Promise<MessageDto> {
    return this.teams.remove(team);
  }

  @ApiOperation({ summary: "A team's members and their roles" })
  @ApiErrors(400, 404)
  @ApiResponse({ status: 200, type: MemberListDto })
  @Get('teams/:id/members')
  members(@TeamFor('member.read') team: TeamGrant): Promise<MemberListDto> {
    return this.teams.members(team);
  }

  @ApiOperation({
    summary: "Change a member's role",
    description:
      "Admins change developers' and viewers' roles; making an owner, or changing an owner's role, is for owners. 409 when it would leave the team without an owner.",
  })
  @ApiErrors(400, 404, 409)
  @ApiResponse({ status: 200, type: MemberDto })
  @Audit('member.role', 'member')
  @Patch('teams/:id/members/:user_id')
  setRole(
    @CurrentUser() user: AuthUser,
    @TeamFor('member.read') team: TeamGrant,
    @Param('user_id', UUID_PIPE) memberId: string,
    @Body() dto: RoleDto,
  ): Promise<MemberDto> {
    return this.teams.setRole(user, team, memberId, dto.role);
  }

  @ApiOperation({
    summary: 'Remove a member, or leave (your own user id)',
    description:
      'Access ends on the next request, sessions and tokens included. Removing an owner is for owners; 409 when it would leave the team without an owner.',
  })
  @ApiErrors(400, 404, 409)
  @ApiResponse({ status: 200, type: MessageDto })
  @Audit('member.remove', 'member')
  @Delete('teams/:id/members/:user_id')
  removeMember(
    @CurrentUser() user: AuthUser,
    @TeamFor('member.read') team: TeamGrant,
    @Param('user_id', UUID_PIPE) memberId: string,
  ): Promise<MessageDto> {
    return this.teams.removeMember(user, team, memberId);
  }

  @ApiOperation({
    summary: 'Invite someone by email, with a role (admins; owners to invite an owner)',
    description: 'The token is shown this once and is valid for 7 days.',
  })
  @ApiErrors(400, 404)
  @ApiResponse({ status: 201, type: CreatedInvitationDto })
  @Audit('member.invite', 'invitation')
  @Post('teams/:id/invitations')
  invite(
    @CurrentUser() user: AuthUser,
    @Param('id', UUID_PIPE) id: string,
    @Body() dto: InviteDto,
  ): Promise<CreatedInvitationDto> {
    return this.invitations.invite(user, id, dto.email, dto.role);
  }

  @ApiOperation({ summary: "A team's invitations not yet accepted nor expired (admins)" })
  @ApiErrors(400, 404)
  @ApiResponse({ status: 200, type: InvitationListDto })
  @Get('teams/:id/invitations')
  pending(@TeamFor('member.write') team: TeamGrant): Promise<InvitationListDto> {
    return this.invitations.pending(team);
  }

  @ApiOperation({ summary: 'Revoke an invitation not yet accepted (admins)' })
  @ApiErrors(400, 404)
  @ApiResponse({ status: 200, type: MessageDto })
  @Audit('invitation.revoke', 'invitation')
  @Delete('teams/:id/invitations/:invitation_id')
  revoke(
    @TeamFor('member.write') team: TeamGrant,
    @Param('invitation_id', UUID_PIPE) invitationId: string,
  ): Promise<MessageDto> {
    return this.invitations.revoke(team, invitationId);
  }

  @ApiOperation({
    summary: 'Accept an invitation: the caller joins its team with its role',
    description: '403 when signed in with another email than the invitation names; 409 when used or expired.',
  })
  @ApiErrors(404, 409)
  @ApiResponse({ status: 201, type: TeamDto })
  @Audit('invitation.accept', 'invitation')
  @Post('invitations/:token/accept')
  accept(@CurrentUser() user: AuthUser, @Param('token') token: string): Promise<TeamDto> {
    return this.invitations.accept(user, token);
  }
}
