import { TeamFor, TeamGrant } from '../teams/team-for';
import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../common/api-errors';
import { TeamUsage } from './team-usage';
import { UsageDto } from './usage.dto';

@ApiTags('teams')
@ApiBearerAuth()
@ApiErrors(401, 403, 429, 503)
@Controller('api/teams/:id/usage')
export class UsageController {
  constructor(private readonly usage: TeamUsage) {}

  @ApiOperation({
    summary: 'What a team uses of each quota, and its limits (owners, admins)',
    description:
      "Going past a quota is refused with nothing created: 403 `quota exceeded: <name> (<used> of <limit>)` for functions, secrets and archive bytes, 429 for calls running and events owed. The operator sets a team's limits (`npm run cli -- teams:quota`).",
  })
  @ApiErrors(400, 404)
  @ApiResponse({ status: 200, type: UsageDto })
  @Get()
  get(@TeamFor('usage.read') team: TeamGrant): Promise<UsageDto> {
    return this.usage.of(team);
  }
}
