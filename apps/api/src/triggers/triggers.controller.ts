import { FunctionEntity } from '@fnhost/database';
import { FunctionFor } from '../functions/function-for';
import { UUID_PIPE } from '@fnhost/common';
import { Body, Controller, Delete, Get, Param, Patch, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiParam, ApiResponse, ApiTags } from '@nestjs/swagger';
import { Audit } from '../http/route-marks';
import { MessageDto } from '../auth/dto/auth.dto';
import { ApiErrors } from '../common/api-errors';
import { CreateTriggerDto, TriggerDto, TriggerListDto, UpdateTriggerDto } from './dto/trigger.dto';
import { TriggersService } from './triggers.service';

const TRIGGER_ID = { name: 'trigger_id', format: 'uuid' };

@ApiTags('triggers')
@ApiBearerAuth()
@ApiErrors(401, 403, 429, 503)
@Controller('api/functions')
export class TriggersController {
  constructor(private readonly triggers: TriggersService) {}

  @ApiOperation({
    summary: 'Consume a broker: its messages become asynchronous invocations',
    description:
      "One consumer across the cluster (a worker holds it under a lease). Each message, or each batch, becomes an event with the function's retries, maximum age, dead letters and destinations; it is acknowledged once the event is durable. 400 naming the field: a bad definition, a private host the operator did not allow (TRIGGER_ALLOWED_HOSTS), a secret the team does not have, a broker that cannot be reached or refuses the credentials, an unknown stream, queue or topic; at most 20 per function.",
  })
  @ApiErrors(400, 404, 409)
  @ApiResponse({ status: 201, type: TriggerDto })
  @Audit('trigger.create', 'function')
  @Post(':id/triggers')
  create(
    @FunctionFor('function.write') fn: FunctionEntity,
    @Body() dto: CreateTriggerDto,
  ): Promise<TriggerDto> {
    return this.triggers.create(fn, dto);
  }

  @ApiOperation({ summary: "A function's triggers with their status" })
  @ApiErrors(400, 404)
  @ApiResponse({ status: 200, type: TriggerListDto })
  @Get(':id/triggers')
  list(@FunctionFor('function.read') fn: FunctionEntity): Promise<TriggerListDto> {
    return this.triggers.list(fn);
  }

  @ApiOperation({ summary: 'One trigger with its status (state, last error, lag, messages, owner)' })
  @ApiErrors(400, 404)
  @ApiParam(TRIGGER_ID)
  @ApiResponse({ status: 200, type: TriggerDto })
  @Get(':id/triggers/:trigger_id')
  get(
    @FunctionFor('function.read') fn: FunctionEntity,
    @Param('trigger_id', UUID_PIPE) triggerId: string,
  ): Promise<TriggerDto> {
    return this.triggers.get(fn, triggerId);
  }

  @ApiOperation({
    summary: 'Change a trigger, or pause and resume it (`enabled`)',
    description:
      'Any field but the type; a new connection or source is tested as at creation. Its consumer restarts with the change; disabled, it stops within seconds and takes nothing.',
  })
  @ApiErrors(400, 404, 409)
  @ApiParam(TRIGGER_ID)
  @ApiResponse({ status: 200, type: TriggerDto })
  @Audit('trigger.update', 'function')
  @Patch(':id/triggers/:trigger_id')
  update(
    @FunctionFor('function.write') fn: FunctionEntity,
    @Param('trigger_id', UUID_PIPE) triggerId: string,
    @Body() dto: UpdateTriggerDto,
  ): Promise<TriggerDto> {
    return this.triggers.update(fn, triggerId, dto);
  }

  @ApiOperation({ summary: 'Delete a trigger: its consumer stops; events it accepted still run' })
  @ApiErrors(400, 404)
  @ApiParam(TRIGGER_ID)
  @ApiResponse({ status: 200, type: MessageDto })
  @Audit('trigger.delete', 'function')
  @Delete(':id/triggers/:trigger_id')
  delete(
    @FunctionFor('function.write') fn: FunctionEntity,
    @Param('trigger_id', UUID_PIPE) triggerId: string,
  ): Promise<MessageDto> {
    return this.triggers.delete(fn, triggerId);
  }
}
