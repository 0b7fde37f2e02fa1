import { TEAM_ROLES, TeamRole } from '@fnhost/database';
import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsIn, IsInt, IsString, Matches, MaxLength, Min, ValidateIf } from 'class-validator';

/** A team's name: what `--team` and fnhost.yaml's `team` name it by among the caller's teams. */
export const TEAM_NAME = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

export class TeamNameDto {
  @ApiProperty({ example: 'platform', description: '1..63 chars: lowercase letters, digits, dashes inside' })
  @IsString()
  @Matches(TEAM_NAME, {
    message: 'name must be 1 to 63 lowercase letters, digits and dashes, not starting or ending with a dash',
  })
  name: string;
}

const RoleField = () =>
  ApiProperty({
    enum: TEAM_ROLES,
    description: 'owner > admin > developer > viewer: each may all the next may',
  });

export class TeamDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @RoleField() role: TeamRole;
  @ApiProperty({ description: "the caller's personal team: made with the account, never deleted" })
  personal: boolean;
  @ApiProperty({ type: 'integer' }) members: number;
  @ApiProperty() created_at: string;
}

export class TeamListDto {
  @ApiProperty({ type: [TeamDto] }) teams: TeamDto[];
}

export class RoleDto {
  @RoleField()
  @IsIn(TEAM_ROLES, { message: `role must be one of ${TEAM_ROLES.join(', ')}` })
  role: TeamRole;
}

export class MemberDto {
  @ApiProperty({ format: 'uuid', description: "the account's id (its profile's uuid)" }) user_id: string;
  @ApiProperty() email: string;
  @RoleField() role: TeamRole;
  @ApiProperty() joined_at: string;
}

export class MemberListDto {
  @ApiProperty({ type: [MemberDto] }) members: MemberDto[];
}

export class InviteDto extends RoleDto {
  @ApiProperty({ example: 'ada@example.com' })
  @IsEmail({}, { message: 'email must be an email address' })
  @MaxLength(254, { message: 'email must be at most 254 characters' })
  email: string;
}

export class InvitationDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() email: string;
  @RoleField() role: TeamRole;
  @ApiProperty() expires_at: string;
}

export class CreatedInvitationDto extends InvitationDto {
  @ApiProperty({
    description:
      'shown this once: the invitee accepts with POST /api/invitations/{token}/accept, signed in with this email',
  })
  token: string;
}

export class InvitationListDto {
  @ApiProperty({ type: [InvitationDto], description: 'invitations not yet accepted nor expired' })
  invitations: InvitationDto[];
}

export class RetentionChangeDto {
  @ApiProperty({
    type: 'integer',
    nullable: true,
    minimum: 1,
    description:
      "days the team's executions and their logs are kept, up to the operator's EXECUTION_RETENTION_MAX_DAYS; null: the operator's default",
  })
  @ValidateIf((_, v) => v !== null)
  @IsInt({ message: 'execution_retention_days must be a whole number of days, or null' })
  @Min(1, { message: 'execution_retention_days must be at least 1' })
  execution_retention_days: number | null;
}

export class RetentionDto {
  @ApiProperty({ type: 'integer', description: "days the team's executions and their logs are kept" })
  execution_retention_days: number;
  @ApiProperty({ description: "the team chose it; false: the operator's default" }) own: boolean;
  @ApiProperty({ type: 'integer', description: "the operator's EXECUTION_RETENTION_DAYS" })
  default_days: number;
  @ApiProperty({
    type: 'integer',
    description: "the operator's EXECUTION_RETENTION_MAX_DAYS: no team keeps longer",
  })
  max_days: number;
}
