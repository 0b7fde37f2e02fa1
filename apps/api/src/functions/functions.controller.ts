import { FunctionEntity } from '@fnhost/database';
import { FunctionFor } from './function-for';
import { Audit } from '../http/route-marks';
import { Body, Controller, Delete, Get, Patch, Post, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { AuthUser, CurrentUser } from '../auth/current-user.decorator';
import { ApiErrors } from '../common/api-errors';
import { MessageDto } from '../auth/dto/auth.dto';
import {
  ConfigureFunctionDto,
  FunctionDetailsDto,
  FunctionListDto,
  FunctionListQueryDto,
  InitFunctionDto,
  InitFunctionResponseDto,
} from './dto/function.dto';
import { FunctionConfigService } from './function-config.service';
import { FunctionsService } from './functions.service';

@ApiTags('functions')
@ApiBearerAuth()
@ApiErrors(401, 403, 429, 503)
@Controller('api/functions')
export class FunctionsController {
  constructor(
    private readonly functions: FunctionsService,
    private readonly config: FunctionConfigService,
  ) {}

  /** 201 for a new function, 200 with already_exists for an existing name. */
  @ApiOperation({
    summary: 'Create a function',
    description:
      "In the team team_id names (developers and up), the caller's personal team when left out. Names are unique per team.",
  })
  @ApiErrors(400, 404)
  @ApiResponse({ status: 201, type: InitFunctionResponseDto, description: 'created' })
  @ApiResponse({ status: 200, type: InitFunctionResponseDto, description: 'the name exists: that function' })
  @Audit('function.create', 'function')
  @Post('init')
  async init(
    @CurrentUser() user: AuthUser,
    @Body() dto: InitFunctionDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<InitFunctionResponseDto> {
    const { created, body } = await this.functions.init(user, dto);
    res.status(created ? 201 : 200);
    return body;
  }

  @ApiOperation({ summary: "List a team's functions (team_id; the caller's personal team when left out)" })
  @ApiErrors(400, 404)
  @ApiResponse({ status: 200, type: FunctionListDto })
  @Get()
  list(@CurrentUser() user: AuthUser, @Query() query: FunctionListQueryDto): Promise<FunctionListDto> {
    return this.functions.list(user, query);
  }

  @ApiOperation({ summary: "A function's details" })
  @ApiErrors(400, 404)
  @ApiResponse({ status: 200, type: FunctionDetailsDto })
  @Get(':id')
  get(@FunctionFor('function.read') fn: FunctionEntity): Promise<FunctionDetailsDto> {
    return this.functions.details(fn);
  }

  @ApiOperation({
    summary: "Change a function's configuration without a build",
    description:
      "Any subset of memory, timeout, env, secrets and description, checked as at init. Calls admitted from now on run on it (a new timeout applies to the next call); instances on the old configuration finish their calls, then are replaced. Each change is a configuration revision (config_revision here, config_revisions in the deployment history); the same configuration again changes nothing. A rollback restores a version's code, its deploy-time env and its function.json secrets, and keeps this configuration.",
  })
  @ApiErrors(400, 404)
  @ApiResponse({ status: 200, type: FunctionDetailsDto })
  @Audit('function.configure', 'function')
  @Patch(':id')
  configure(
    @FunctionFor('function.write') fn: FunctionEntity,
    @Body() dto: ConfigureFunctionDto,
  ): Promise<FunctionDetailsDto> {
    return this.config.configure(fn, dto);
  }

  @ApiOperation({ summary: 'Delete a function' })
  @ApiErrors(400, 404)
  @ApiResponse({ status: 200, type: MessageDto })
  @Audit('function.delete', 'function')
  @Delete(':id')
  remove(@FunctionFor('function.write') fn: FunctionEntity): Promise<MessageDto> {
    return this.functions.remove(fn);
  }
}
