import { FunctionEntity } from '@fnhost/database';
import { FunctionFor } from '../functions/function-for';
import { Audit } from '../http/route-marks';
import { Body, Controller, Delete, Get, Param, Put, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { MessageDto } from '../auth/dto/auth.dto';
import { ApiErrors } from '../common/api-errors';
import { SaveTestEventDto, TestEventDto, TestEventListDto } from './dto/test-event.dto';
import { TEST_EVENT_BYTES, TEST_EVENTS_PER_FUNCTION } from './limits';
import { checkedTestEventName, TestEventsService } from './test-events.service';

const NAME_PIPE = { transform: checkedTestEventName };

@ApiTags('test events')
@ApiBearerAuth()
@ApiErrors(401, 403, 429, 503)
@Controller('api/functions/:id/test-events')
export class TestEventsController {
  constructor(private readonly events: TestEventsService) {}

  @ApiOperation({ summary: "A function's saved test events, by name" })
  @ApiErrors(400, 404)
  @ApiResponse({ status: 200, type: TestEventListDto })
  @Get()
  list(@FunctionFor('function.read') fn: FunctionEntity): Promise<TestEventListDto> {
    return this.events.list(fn);
  }

  @ApiOperation({ summary: 'One saved test event' })
  @ApiErrors(400, 404)
  @ApiResponse({ status: 200, type: TestEventDto })
  @Get(':name')
  get(
    @FunctionFor('function.read') fn: FunctionEntity,
    @Param('name', NAME_PIPE) name: string,
  ): Promise<TestEventDto> {
    return this.events.get(fn, name);
  }

  @ApiOperation({
    summary: 'Save a test event under a name (201), or replace the one of that name (200)',
    description: `At most ${TEST_EVENTS_PER_FUNCTION} per function (409 beyond), each at most ${TEST_EVENT_BYTES / 1024} KB of JSON (413).`,
  })
  @ApiErrors(400, 404, 409, 413)
  @ApiResponse({ status: 200, type: TestEventDto })
  @ApiResponse({ status: 201, type: TestEventDto })
  @Audit('test-event.save', 'function')
  @Put(':name')
  async save(
    @FunctionFor('function.write') fn: FunctionEntity,
    @Param('name', NAME_PIPE) name: string,
    @Body() dto: SaveTestEventDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<TestEventDto> {
    const { saved, created } = await this.events.save(fn, name, dto.event);
    res.status(created ? 201 : 200);
    return saved;
  }

  @ApiOperation({ summary: 'Delete a saved test event' })
  @ApiErrors(400, 404)
  @ApiResponse({ status: 200, type: MessageDto })
  @Audit('test-event.delete', 'function')
  @Delete(':name')
  async remove(
    @FunctionFor('function.write') fn: FunctionEntity,
    @Param('name', NAME_PIPE) name: string,
  ): Promise<MessageDto> {
    await this.events.remove(fn, name);
    return { message: `test event ${name} deleted` };
  }
}
