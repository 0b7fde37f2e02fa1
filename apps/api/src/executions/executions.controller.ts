import { FunctionEntity } from '@fnhost/database';
import { FunctionFor } from '../functions/function-for';
import { UUID_PIPE } from '@fnhost/common';
import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
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
    @FunctionFor('function.read') fn: FunctionEntity,
    @Query() query: ExecutionListQueryDto,
  ): Promise<ExecutionListDto> {
    return this.executions.list(fn, query);
  }

  @ApiOperation({ summary: 'One execution with its logs' })
  @ApiErrors(400, 404)
  @ApiResponse({ status: 200, type: ExecutionEnvelopeDto })
  @Get(':id/executions/:executionUuid')
  get(
    @FunctionFor('function.read') fn: FunctionEntity,
    @Param('executionUuid', UUID_PIPE) executionUuid: string,
  ): Promise<ExecutionEnvelopeDto> {
    return this.executions.get(fn, executionUuid);
  }

  @ApiOperation({ summary: "A function's logs" })
  @ApiErrors(400, 404)
  @ApiResponse({ status: 200, type: LogsDto })
  @Get(':id/logs')
  logs(@FunctionFor('function.read') fn: FunctionEntity, @Query() query: LogsQueryDto): Promise<LogsDto> {
    return this.executions.functionLogs(fn, query);
  }
}
