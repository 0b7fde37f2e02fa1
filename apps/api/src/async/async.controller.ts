import { FunctionEntity } from '@fnhost/database';
import { FunctionFor } from '../functions/function-for';
import { Audit } from '../http/route-marks';
import { UUID_PIPE } from '@fnhost/common';
import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiExtraModels, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { AuthUser, CurrentUser } from '../auth/current-user.decorator';
import { MessageDto } from '../auth/dto/auth.dto';
import { ApiErrors } from '../common/api-errors';
import { PageQueryDto } from '../common/api-queries';
import { AsyncService } from './async.service';
import {
  AsyncConfigDto,
  DeadLetterListDto,
  FunctionDestinationDto,
  RedriveDto,
  SavedAsyncConfigDto,
  WebhookDestinationDto,
} from './dto/async.dto';

@ApiTags('async')
@ApiBearerAuth()
@ApiExtraModels(FunctionDestinationDto, WebhookDestinationDto)
@ApiErrors(401, 403, 429, 503)
@Controller('api/functions')
export class AsyncController {
  constructor(private readonly service: AsyncService) {}

  @ApiOperation({ summary: "A function's asynchronous invocation policy (defaults until one is saved)" })
  @ApiErrors(400, 404)
  @ApiResponse({ status: 200, type: AsyncConfigDto })
  @Get(':id/async-config')
  config(@FunctionFor('function.read') fn: FunctionEntity): Promise<AsyncConfigDto> {
    return this.service.config(fn);
  }

  @ApiOperation({
    summary: 'Set the asynchronous invocation policy (for events accepted from now on) and destinations',
    description: 'The first save answers the signing secret of webhooks and callbacks, once.',
  })
  @ApiErrors(400, 404)
  @ApiResponse({ status: 200, type: SavedAsyncConfigDto })
  @Audit('async.configure', 'function')
  @Put(':id/async-config')
  setConfig(
    @CurrentUser() user: AuthUser,
    @FunctionFor('function.write') fn: FunctionEntity,
    @Body() dto: AsyncConfigDto,
  ): Promise<SavedAsyncConfigDto> {
    return this.service.setConfig(user, fn, dto);
  }

  @ApiOperation({
    summary:
      "A function's dead letters: events that spent their retries or outlived their age (kept 14 days)",
  })
  @ApiErrors(400, 404)
  @ApiResponse({ status: 200, type: DeadLetterListDto })
  @Get(':id/dead-letters')
  deadLetters(
    @FunctionFor('function.read') fn: FunctionEntity,
    @Query() page: PageQueryDto,
  ): Promise<DeadLetterListDto> {
    return this.service.deadLetters(fn, page);
  }

  @ApiOperation({ summary: 'Run a dead letter again: a new execution that references it' })
  @ApiErrors(400, 404)
  @ApiResponse({ status: 202, type: RedriveDto })
  @Audit('dead-letter.redrive', 'function')
  @Post(':id/dead-letters/:executionId/redrive')
  @HttpCode(202)
  redrive(
    @CurrentUser() user: AuthUser,
    @FunctionFor('function.write') fn: FunctionEntity,
    @Param('executionId', UUID_PIPE) executionId: string,
  ): Promise<RedriveDto> {
    return this.service.redrive(user, fn, executionId);
  }

  @ApiOperation({ summary: 'Forget a dead letter and its execution' })
  @ApiErrors(400, 404)
  @ApiResponse({ status: 200, type: MessageDto })
  @Audit('dead-letter.delete', 'function')
  @Delete(':id/dead-letters/:executionId')
  async deleteDeadLetter(
    @FunctionFor('function.write') fn: FunctionEntity,
    @Param('executionId', UUID_PIPE) executionId: string,
  ): Promise<MessageDto> {
    await this.service.deleteDeadLetter(fn, executionId);
    return { message: 'dead letter deleted' };
  }
}
