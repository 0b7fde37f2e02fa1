import { FunctionEntity } from '@fnhost/database';
import { FunctionFor } from '../functions/function-for';
import { Audit } from '../http/route-marks';
import { UUID_PIPE } from '@fnhost/common';
import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiParam, ApiResponse, ApiTags } from '@nestjs/swagger';
import { AuthUser, CurrentUser } from '../auth/current-user.decorator';
import { ApiErrors } from '../common/api-errors';
import { MessageDto } from '../auth/dto/auth.dto';
import { ApiKeysService } from './api-keys.service';
import {
  ApiKeyListDto,
  ApiKeyStatusDto,
  GenerateApiKeyDto,
  GenerateResponseDto,
  UpdateApiKeyDto,
} from './dto/api-key.dto';

/** Routes both families share; each family adds its own DELETE semantics. */
abstract class ApiKeyRoutes {
  constructor(protected readonly keys: ApiKeysService) {}

  @ApiOperation({ summary: 'Generate an API key for a function' })
  @ApiErrors(400, 404)
  @ApiResponse({ status: 201, type: GenerateResponseDto })
  @Audit('key.generate', 'function')
  @Post('generate')
  generate(@CurrentUser() user: AuthUser, @Body() dto: GenerateApiKeyDto): Promise<GenerateResponseDto> {
    return this.keys.generate(user, dto);
  }

  @ApiOperation({ summary: "A function's active API key" })
  @ApiErrors(400, 404)
  @ApiResponse({ status: 200, type: ApiKeyStatusDto })
  @Get(':id')
  status(@FunctionFor('function.read') fn: FunctionEntity): Promise<ApiKeyStatusDto> {
    return this.keys.status(fn);
  }

  @ApiOperation({ summary: 'All API keys of a function' })
  @ApiErrors(400, 404)
  @ApiResponse({ status: 200, type: ApiKeyListDto })
  @Get(':id/list')
  list(@FunctionFor('function.read') fn: FunctionEntity): Promise<ApiKeyListDto> {
    return this.keys.list(fn);
  }

  @ApiOperation({ summary: "Extend an API key's validity" })
  @ApiErrors(400, 404, 409)
  @ApiParam({ name: 'id', description: 'the API key uuid' })
  @ApiResponse({ status: 200, type: MessageDto })
  @Audit('key.roll', 'key')
  @Put(':id/roll')
  roll(@CurrentUser() user: AuthUser, @Param('id', UUID_PIPE) uuid: string): Promise<MessageDto> {
    return this.keys.roll(user, uuid);
  }
}

/** Family A: DELETE on the key revokes it. */
@ApiTags('api-keys')
@ApiBearerAuth()
@ApiErrors(401, 403, 429, 503)
@Controller('api/auth/apikey')
export class ApiKeysAuthController extends ApiKeyRoutes {
  constructor(keys: ApiKeysService) {
    super(keys);
  }

  @ApiOperation({ summary: 'Revoke an API key' })
  @ApiErrors(400, 404, 409)
  @ApiParam({ name: 'id', description: 'the API key uuid' })
  @ApiResponse({ status: 200, type: MessageDto })
  @Audit('key.delete', 'key')
  @Delete(':id')
  @HttpCode(200)
  revoke(@CurrentUser() user: AuthUser, @Param('id', UUID_PIPE) uuid: string): Promise<MessageDto> {
    return this.keys.revoke(user, uuid);
  }
}

/** Family B: /revoke revokes, DELETE removes permanently; update and enable exist here only. */
@ApiTags('api-keys')
@ApiBearerAuth()
@ApiErrors(401, 403, 429, 503)
@Controller('api/apikey')
export class ApiKeysController extends ApiKeyRoutes {
  constructor(keys: ApiKeysService) {
    super(keys);
  }

  @ApiOperation({ summary: 'Revoke an API key' })
  @ApiErrors(400, 404, 409)
  @ApiParam({ name: 'id', description: 'the API key uuid' })
  @ApiResponse({ status: 200, type: MessageDto })
  @Audit('key.revoke', 'key')
  @Delete(':id/revoke')
  @HttpCode(200)
  revoke(@CurrentUser() user: AuthUser, @Param('id', UUID_PIPE) uuid: string): Promise<MessageDto> {
    return this.keys.revoke(user, uuid);
  }

  @ApiOperation({ summary: 'Delete an API key permanently' })
  @ApiErrors(400, 404)
  @ApiParam({ name: 'id', description: 'the API key uuid' })
  @ApiResponse({ status: 200, type: MessageDto })
  @Audit('key.delete', 'key')
  @Delete(':id')
  @HttpCode(200)
  remove(@CurrentUser() user: AuthUser, @Param('id', UUID_PIPE) uuid: string): Promise<MessageDto> {
    return this.keys.remove(user, uuid);
  }

  @ApiOperation({ summary: "Change an API key's name or validity" })
  @ApiErrors(400, 404, 409)
  @ApiParam({ name: 'id', description: 'the API key uuid' })
  @ApiResponse({ status: 200, type: MessageDto })
  @Audit('key.update', 'key')
  @Put(':id/update')
  update(
    @CurrentUser() user: AuthUser,
    @Param('id', UUID_PIPE) uuid: string,
    @Body() dto: UpdateApiKeyDto,
  ): Promise<MessageDto> {
    return this.keys.update(user, uuid, dto);
  }

  @ApiOperation({ summary: 'Enable a revoked API key' })
  @ApiErrors(400, 404, 409)
  @ApiParam({ name: 'id', description: 'the API key uuid' })
  @ApiResponse({ status: 200, type: MessageDto })
  @Audit('key.enable', 'key')
  @Put(':id/enable')
  enable(@CurrentUser() user: AuthUser, @Param('id', UUID_PIPE) uuid: string): Promise<MessageDto> {
    return this.keys.enable(user, uuid);
  }
}
