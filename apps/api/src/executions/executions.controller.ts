import { UUID_PIPE } from '@fnhost/common';
import { Body, Controller, Get, HttpCode, Param, Post, Query, Res, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { AuthUser, CurrentUser } from '../auth/current-user.decorator';
import { Admitted, Invocation } from '../functions/invocable';
import { AdmitsItself } from '../rate-limit/rate-limit.guard';
import {
  ExecutionEnvelopeDto,
  ExecutionListDto,
  InvokeDto,
  InvokeResponseDto,
  LogsDto,
} from './dto/execution.dto';
import { ExecutionsService } from './executions.service';
import { InvokeGuard } from './invoke.guard';

@ApiTags('executions')
@ApiBearerAuth()
@Controller('api/functions')
export class ExecutionsController {
  constructor(private readonly executions: ExecutionsService) {}

  /** 200 whatever the handler did (the platform did its job); X-Function-Error says when it failed. */
  @ApiOperation({ summary: 'Invoke a function' })
  @Post(':id/invoke')
  @HttpCode(200)
  @AdmitsItself()
  @UseGuards(InvokeGuard)
  async invoke(
    @Param('id', UUID_PIPE) _id: string, // validated (400) before the function is used
    @Admitted() invocation: Invocation,
    @Body() dto: InvokeDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<InvokeResponseDto> {
    const r = await this.executions.invoke(invocation, dto.body);
    if (r.status !== 'success') res.setHeader('X-Function-Error', r.status);
    return {
      execution_id: r.executionUuid,
      status: r.status,
      result: r.result,
      duration_ms: r.durationMs,
      ...(r.status !== 'success' && { error_message: r.errorMessage ?? undefined }),
    };
  }

  @ApiOperation({ summary: "A function's executions" })
  @Get(':id/executions')
  @ApiQuery({ name: 'page', required: false })
  @ApiQuery({ name: 'per_page', required: false, description: 'default 20, max 100' })
  list(
    @CurrentUser() user: AuthUser,
    @Param('id', UUID_PIPE) id: string,
    @Query('page') page?: string,
    @Query('per_page') perPage?: string,
  ): Promise<ExecutionListDto> {
    return this.executions.list(user, id, page, perPage);
  }

  @ApiOperation({ summary: 'One execution with its logs' })
  @Get(':id/executions/:executionUuid')
  get(
    @CurrentUser() user: AuthUser,
    @Param('id', UUID_PIPE) id: string,
    @Param('executionUuid', UUID_PIPE) executionUuid: string,
  ): Promise<ExecutionEnvelopeDto> {
    return this.executions.get(user, id, executionUuid);
  }

  @ApiOperation({ summary: "A function's logs" })
  @Get(':id/logs')
  @ApiQuery({ name: 'limit', required: false, description: 'default 100, max 1000' })
  @ApiQuery({ name: 'since', required: false, description: 'ISO 8601 timestamp' })
  logs(
    @CurrentUser() user: AuthUser,
    @Param('id', UUID_PIPE) id: string,
    @Query('limit') limit?: string,
    @Query('since') since?: string,
  ): Promise<LogsDto> {
    return this.executions.functionLogs(user, id, limit, since);
  }
}
