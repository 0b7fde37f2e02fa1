import { TeamFor, TeamGrant } from '../teams/team-for';
import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../common/api-errors';
import { AuditLog } from './audit-log.service';
import { AuditListDto, AuditQueryDto } from './audit.dto';

@ApiTags('teams')
@ApiBearerAuth()
@ApiErrors(401, 403, 429, 503)
@Controller('api/teams/:id/audit')
export class AuditController {
  constructor(private readonly log: AuditLog) {}

  @ApiOperation({
    summary: "A team's audit log, newest first (owners, admins, audit:read tokens)",
    description:
      'One entry per state-changing request on the team, and per refusal (401/403) of one; invocations are recorded as executions instead. Append-only; kept AUDIT_RETENTION_DAYS.',
  })
  @ApiErrors(400, 404)
  @ApiResponse({ status: 200, type: AuditListDto })
  @Get()
  list(@TeamFor('audit.read') team: TeamGrant, @Query() query: AuditQueryDto): Promise<AuditListDto> {
    return this.log.list(team, query);
  }
}
