import { FunctionEntity } from '@fnhost/database';
import { FunctionFor } from '../../functions/function-for';
import { Body, Controller, Delete, Get, Param, Put, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiParam, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Audit } from '../../http/route-marks';
import { AuthUser, CurrentUser } from '../../auth/current-user.decorator';
import { MessageDto } from '../../auth/dto/auth.dto';
import { ApiErrors } from '../../common/api-errors';
import { AliasesService } from './aliases.service';
import { AliasDto, AliasListDto, PutAliasDto } from './dto/alias.dto';

const NAME = {
  name: 'name',
  description: 'the alias: [a-z][a-z0-9-]{0,31}; `latest` is reserved (the active version)',
};

@ApiTags('aliases')
@ApiBearerAuth()
@ApiErrors(401, 403, 429, 503)
@Controller('api/functions')
export class AliasesController {
  constructor(private readonly aliases: AliasesService) {}

  @ApiOperation({
    summary: 'Point an alias at a version, with an optional canary version',
    description:
      'Invokes (`?alias=`), a function URL, a schedule and a function destination can go through an alias. With a canary, each call goes to the canary version with its percent as probability. Both versions must be built (400 naming the one that is not); 409 while a rollout moves this alias.',
  })
  @ApiErrors(400, 404, 409)
  @ApiParam(NAME)
  @ApiResponse({ status: 201, type: AliasDto, description: 'created' })
  @ApiResponse({ status: 200, type: AliasDto, description: 'changed' })
  @Audit('alias.set', 'function')
  @Put(':id/aliases/:name')
  async put(
    @CurrentUser() user: AuthUser,
    @FunctionFor('function.write') fn: FunctionEntity,
    @Param('name') name: string,
    @Body() dto: PutAliasDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<AliasDto> {
    const { alias, created } = await this.aliases.put(user, fn, name, dto);
    res.status(created ? 201 : 200);
    return alias;
  }

  @ApiOperation({ summary: "A function's aliases, `latest` first" })
  @ApiErrors(400, 404)
  @ApiResponse({ status: 200, type: AliasListDto })
  @Get(':id/aliases')
  list(@FunctionFor('function.read') fn: FunctionEntity): Promise<AliasListDto> {
    return this.aliases.list(fn);
  }

  @ApiOperation({ summary: 'One alias' })
  @ApiErrors(400, 404)
  @ApiParam(NAME)
  @ApiResponse({ status: 200, type: AliasDto })
  @Get(':id/aliases/:name')
  get(@FunctionFor('function.read') fn: FunctionEntity, @Param('name') name: string): Promise<AliasDto> {
    return this.aliases.get(fn, name);
  }

  @ApiOperation({
    summary: 'Delete an alias',
    description: '409 naming them while a URL, schedule, destination or rollout goes through it.',
  })
  @ApiErrors(400, 404, 409)
  @ApiParam(NAME)
  @ApiResponse({ status: 200, type: MessageDto })
  @Audit('alias.delete', 'function')
  @Delete(':id/aliases/:name')
  delete(
    @CurrentUser() user: AuthUser,
    @FunctionFor('function.write') fn: FunctionEntity,
    @Param('name') name: string,
  ): Promise<MessageDto> {
    return this.aliases.delete(user, fn, name);
  }
}
