import { UUID_PIPE } from '@fnhost/common';
import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { AuthUser, CurrentUser } from '../auth/current-user.decorator';
import { ApiErrors } from '../common/api-errors';
import { PageQueryDto } from '../common/api-queries';
import { AsyncService } from './async.service';
import { AsyncConfigDto, DeadLetterListDto, RedriveDto } from './dto/async.dto';

@ApiTags('async')
@ApiBearerAuth()
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

  @ApiOperation({ summary: 'Set the asynchronous invocation policy: for events accepted from now on' })
  @ApiErrors(400, 404)
  @ApiResponse({ status: 200, type: AsyncConfigDto })
  @Put(':id/async-config')
  setConfig(
    @CurrentUser() user: AuthUser,
    @Param('id', UUID_PIPE) id: string,
    @Body() dto: AsyncConfigDto,
  ): Promise<AsyncConfigDto> {
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
  @ApiResponse({ status: 204 })
  @Delete(':id/dead-letters/:executionId')
  @HttpCode(204)
  async deleteDeadLetter(
    @CurrentUser() user: AuthUser,
    @Param('id', UUID_PIPE) id: string,
    @Param('executionId', UUID_PIPE) executionId: string,
  ): Promise<void> {
    await this.service.deleteDeadLetter(user, id, executionId);
  }
}
