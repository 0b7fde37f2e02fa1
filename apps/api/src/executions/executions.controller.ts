import { UUID_PIPE } from '@fnhost/common';
import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { AuthUser, CurrentUser } from '../auth/current-user.decorator';
import { ApiErrors } from '../common/api-errors';
import {
  ExecutionEnvelopeDto,
  ExecutionListDto,
  ExecutionListQueryDto,
  LogsDto,
  LogsQueryDto,
} from './dto/execution.dto';
import { ExecutionsService } from './executions.service';

@ApiTags('executions')
@ApiBearerAuth()
@ApiErrors(401, 403, 429, 503)
@Controller('api/functions')
export class ExecutionsController {
  constructor(private readonly executions: ExecutionsService) {}

  @ApiOperation({ summary: "A function's executions" })
  @ApiErrors(400, 404)
  @ApiResponse({ status: 200, type: ExecutionListDto })
  @Get(':id/executions')
  list(
    @CurrentUser() user: AuthUser,
    @Param('id', UUID_PIPE) id: string,
    @Query() query: ExecutionListQueryDto,
  ): Promise<ExecutionListDto> {
    return this.executions.list(user, id, query);
  }

  @ApiOperation({ summary: 'One execution with its logs' })
  @ApiErrors(400, 404)
  @ApiResponse({ status: 200, type: ExecutionEnvelopeDto })
  @Get(':id/executions/:executionUuid')
  get(
    @CurrentUser() user: AuthUser,
    @Param('id', UUID_PIPE) id: string,
    @Param('executionUuid', UUID_PIPE) executionUuid: string,
  ): Promise<ExecutionEnvelopeDto> {
    return this.executions.get(user, id, executionUuid);
  }

  @ApiOperation({ summary: "A function's logs" })
  @ApiErrors(400, 404)
  @ApiResponse({ status: 200, type: LogsDto })
  @Get(':id/logs')
  logs(
    @CurrentUser() user: AuthUser,
    @Param('id', UUID_PIPE) id: string,
    @Query() query: LogsQueryDto,
  ): Promise<LogsDto> {
    return this.executions.functionLogs(user, id, query);
  }
}
