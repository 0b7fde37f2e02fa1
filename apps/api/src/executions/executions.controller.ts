import { UUID_PIPE } from '@fnhost/common';
import { Body, Controller, Get, HttpCode, Param, Post, Query, Res, UseGuards } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiExtraModels,
  ApiHeader,
  ApiOperation,
  ApiResponse,
  ApiTags,
  getSchemaPath,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { AuthUser, CurrentUser } from '../auth/current-user.decorator';
import { ApiErrors, ErrorEnvelopeDto, SignatureErrorDto } from '../common/api-errors';
import { PageQueryDto } from '../common/api-queries';
import { Admitted, Invocation } from '../functions/invocable';
import { AdmitsItself } from '../rate-limit/rate-limit.guard';
import {
  ExecutionEnvelopeDto,
  ExecutionListDto,
  InvokeDto,
  InvokeResponseDto,
  LogsDto,
  LogsQueryDto,
} from './dto/execution.dto';
import { ExecutionsService } from './executions.service';
import { InvokeGuard } from './invoke.guard';

@ApiTags('executions')
@ApiBearerAuth()
@ApiErrors(401, 403, 429, 503)
@Controller('api/functions')
export class ExecutionsController {
  constructor(private readonly executions: ExecutionsService) {}

  /** 200 whatever the handler did (the platform did its job); X-Function-Error says when it failed. */
  @ApiOperation({ summary: 'Invoke a function' })
  @ApiErrors(400, 404, 409, 413)
  @ApiResponse({ status: 200, type: InvokeResponseDto })
  @ApiHeader({
    name: 'X-Signature',
    required: false,
    description:
      'Required when the function has an active API key and does not skip signing: base64(HMAC-SHA256(private_key, `${X-Timestamp}:${raw body}`))',
  })
  @ApiHeader({
    name: 'X-Timestamp',
    required: false,
    description: 'Unix seconds, within 300 s of the server clock; signed with the body',
  })
  @ApiExtraModels(ErrorEnvelopeDto, SignatureErrorDto)
  @ApiResponse({
    status: 403,
    description: 'an invalid token, or a missing, invalid, expired or reused signature',
    schema: {
      oneOf: [{ $ref: getSchemaPath(ErrorEnvelopeDto) }, { $ref: getSchemaPath(SignatureErrorDto) }],
    },
  })
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
  @ApiErrors(400, 404)
  @ApiResponse({ status: 200, type: ExecutionListDto })
  @Get(':id/executions')
  list(
    @CurrentUser() user: AuthUser,
    @Param('id', UUID_PIPE) id: string,
    @Query() page: PageQueryDto,
  ): Promise<ExecutionListDto> {
    return this.executions.list(user, id, page);
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
