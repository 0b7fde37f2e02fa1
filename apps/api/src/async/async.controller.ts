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
  config(@CurrentUser() user: AuthUser, @Param('id', UUID_PIPE) id: string): Promise<AsyncConfigDto> {
    return this.service.config(user, id);
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
    @Param('id', UUID_PIPE) id: string,
    @Body() dto: AsyncConfigDto,
  ): Promise<SavedAsyncConfigDto> {
    return this.service.setConfig(user, id, dto);
  }

  @ApiOperation({
    summary:
      "A function's dead letters: events that spent their retries or outlived their age (kept 14 days)",
  })
  @ApiErrors(400, 404)
  @ApiResponse({ status: 200, type: DeadLetterListDto })
  @Get(':id/dead-letters')
  deadLetters(
    @CurrentUser() user: AuthUser,
    @Param('id', UUID_PIPE) id: string,
    @Query() page: PageQueryDto,
  ): Promise<DeadLetterListDto> {
    return this.service.deadLetters(user, id, page);
  }

  @ApiOperation({ summary: 'Run a dead letter again: a new execution that references it' })
  @ApiErrors(400, 404)
  @ApiResponse({ status: 202, type: RedriveDto })
  @Audit('dead-letter.redrive', 'function')
  @Post(':id/dead-letters/:executionId/redrive')
  @HttpCode(202)
  redrive(
    @CurrentUser() user: AuthUser,
    @Param('id', UUID_PIPE) id: string,
    @Param('executionId', UUID_PIPE) executionId: string,
  ): Promise<RedriveDto> {
    return this.service.redrive(user, id, executionId);
  }

  @ApiOperation({ summary: 'Forget a dead letter and its execution' })
  @ApiErrors(400, 404)
  @ApiResponse({ status: 200, type: MessageDto })
  @Audit('dead-letter.delete', 'function')
  @Delete(':id/dead-letters/:executionId')
  async deleteDeadLetter(
    @CurrentUser() user: AuthUser,
    @Param('id', UUID_PIPE) id: string,
    @Param('executionId', UUID_PIPE) executionId: string,
  ): Promise<MessageDto> {
    await this.service.deleteDeadLetter(user, id, executionId);
    return { message: 'dead letter deleted' };
  }
}
