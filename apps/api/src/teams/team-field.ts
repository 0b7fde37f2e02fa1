import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsUUID } from 'class-validator';

/** `team_id` of a request that lists or creates: the team it is about, the caller's personal team when left out. */
export const TeamIdField = () =>
  applyDecorators(
    ApiPropertyOptional({
      format: 'uuid',
      description: "the team (GET /api/teams); the caller's personal team when left out",
    }),
    IsOptional(),
    IsUUID('all', { message: 'team_id must be a UUID (GET /api/teams lists yours)' }),
  );

/** Query of a list that belongs to one team. */
export class TeamQueryDto {
  @TeamIdField() team_id?: string;
}
