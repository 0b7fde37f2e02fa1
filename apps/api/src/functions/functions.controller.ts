import { UUID_PIPE } from '@fnhost/common';
import { Body, Controller, Delete, Get, Param, Post, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { AuthUser, CurrentUser } from '../auth/current-user.decorator';
import { ApiErrors } from '../common/api-errors';
import { MessageDto } from '../auth/dto/auth.dto';
import {
  FunctionDetailsDto,
  FunctionListDto,
  FunctionListQueryDto,
  InitFunctionDto,
  InitFunctionResponseDto,
} from './dto/function.dto';
import { FunctionsService } from './functions.service';

@ApiTags('functions')
@ApiBearerAuth()
@ApiErrors(401, 403, 429, 503)
@Controller('api/functions')
export class FunctionsController {
  constructor(private readonly functions: FunctionsService) {}

  /** 201 for a new function, 200 with already_exists for an existing name. */
  @ApiOperation({ summary: 'Create a function' })
  @ApiErrors(400)
  @ApiResponse({ status: 201, type: InitFunctionResponseDto, description: 'created' })
  @ApiResponse({ status: 200, type: InitFunctionResponseDto, description: 'the name exists: that function' })
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

  @ApiOperation({ summary: 'List functions' })
  @ApiErrors(400)
  @ApiResponse({ status: 200, type: FunctionListDto })
  @Get()
  list(@CurrentUser() user: AuthUser, @Query() query: FunctionListQueryDto): Promise<FunctionListDto> {
    return this.functions.list(user, query);
  }

  @ApiOperation({ summary: "A function's details" })
  @ApiErrors(400, 404)
  @ApiResponse({ status: 200, type: FunctionDetailsDto })
  @Get(':id')
  get(@CurrentUser() user: AuthUser, @Param('id', UUID_PIPE) id: string): Promise<FunctionDetailsDto> {
    return this.functions.details(user, id);
  }

  @ApiOperation({ summary: 'Delete a function' })
  @ApiErrors(400, 404)
  @ApiResponse({ status: 200, type: MessageDto })
  @Delete(':id')
  remove(@CurrentUser() user: AuthUser, @Param('id', UUID_PIPE) id: string): Promise<MessageDto> {
    return this.functions.remove(user, id);
  }
}
