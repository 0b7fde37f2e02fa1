import { Audit } from '../http/route-marks';
import { UUID_PIPE } from '@fnhost/common';
import { FunctionEntity } from '@fnhost/database';
import { Body, Controller, Delete, Get, Param, Patch, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { FunctionFor } from '../functions/function-for';
import { MessageDto } from '../auth/dto/auth.dto';
import { ApiErrors } from '../common/api-errors';
import { CreateScheduleDto, ScheduleDto, ScheduleListDto, UpdateScheduleDto } from './dto/schedule.dto';
import { SchedulesService } from './schedules.service';

@ApiTags('schedules')
@ApiBearerAuth()
@ApiErrors(401, 403, 429, 503)
@Controller('api/functions')
export class SchedulesController {
  constructor(private readonly schedules: SchedulesService) {}

  @ApiOperation({
    summary: 'Run a function on a cron schedule',
    description:
      'Each run is an asynchronous invocation (trigger "schedule") with the async configuration\'s retries and dead letters. At most 10 schedules per function (409).',
  })
  @ApiErrors(400, 404, 409)
  @ApiResponse({ status: 201, type: ScheduleDto })
  @Audit('schedule.create', 'function')
  @Post(':id/schedules')
  create(
    @FunctionFor('function.write') fn: FunctionEntity,
    @Body() dto: CreateScheduleDto,
  ): Promise<ScheduleDto> {
    return this.schedules.create(fn, dto);
  }

  @ApiOperation({ summary: "A function's schedules" })
  @ApiErrors(400, 404)
  @ApiResponse({ status: 200, type: ScheduleListDto })
  @Get(':id/schedules')
  list(@FunctionFor('function.read') fn: FunctionEntity): Promise<ScheduleListDto> {
    return this.schedules.list(fn);
  }

  @ApiOperation({ summary: 'Change a schedule (any of its fields); enabled: false pauses it' })
  @ApiErrors(400, 404)
  @ApiResponse({ status: 200, type: ScheduleDto })
  @Audit('schedule.update', 'function')
  @Patch(':id/schedules/:scheduleId')
  update(
    @FunctionFor('function.write') fn: FunctionEntity,
    @Param('scheduleId', UUID_PIPE) scheduleId: string,
    @Body() dto: UpdateScheduleDto,
  ): Promise<ScheduleDto> {
    return this.schedules.update(fn, scheduleId, dto);
  }

  @ApiOperation({ summary: 'Delete a schedule' })
  @ApiErrors(400, 404)
  @ApiResponse({ status: 200, type: MessageDto })
  @Audit('schedule.delete', 'function')
  @Delete(':id/schedules/:scheduleId')
  async delete(
    @FunctionFor('function.write') fn: FunctionEntity,
    @Param('scheduleId', UUID_PIPE) scheduleId: string,
  ): Promise<MessageDto> {
    await this.schedules.delete(fn, scheduleId);
    return { message: 'schedule deleted' };
  }
}
