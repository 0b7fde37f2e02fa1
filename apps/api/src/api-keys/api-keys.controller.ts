import { UUID_PIPE } from '@fnhost/common';
import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { AuthUser, CurrentUser } from '../auth/current-user.decorator';
import { ApiKeysService } from './api-keys.service';
import {
  ApiKeyListDto,
  ApiKeyStatusDto,
  GenerateApiKeyDto,
  GenerateResponseDto,
  UpdateApiKeyDto,
} from './dto/api-key.dto';

type Message = { message: string };

/** Routes both families share; each family adds its own DELETE semantics. */
abstract class ApiKeyRoutes {
  constructor(protected readonly keys: ApiKeysService) {}

  @Post('generate')
  generate(@CurrentUser() user: AuthUser, @Body() dto: GenerateApiKeyDto): Promise<GenerateResponseDto> {
    return this.keys.generate(user, dto);
  }

  @Get(':function_id')
  status(
    @CurrentUser() user: AuthUser,
    @Param('function_id', UUID_PIPE) functionId: string,
  ): Promise<ApiKeyStatusDto> {
    return this.keys.status(user, functionId);
  }

  @Get(':function_id/list')
  list(
    @CurrentUser() user: AuthUser,
    @Param('function_id', UUID_PIPE) functionId: string,
  ): Promise<ApiKeyListDto> {
    return this.keys.list(user, functionId);
  }

  @Put(':api_key_uuid/roll')
  roll(@CurrentUser() user: AuthUser, @Param('api_key_uuid', UUID_PIPE) uuid: string): Promise<Message> {
    return this.keys.roll(user, uuid);
  }
}

/** Family A: DELETE on the key revokes it. */
@ApiTags('api-keys')
@ApiBearerAuth()
@Controller('api/auth/apikey')
export class ApiKeysAuthController extends ApiKeyRoutes {
  constructor(keys: ApiKeysService) {
    super(keys);
  }

  @Delete(':api_key_uuid')
  @HttpCode(200)
  revoke(@CurrentUser() user: AuthUser, @Param('api_key_uuid', UUID_PIPE) uuid: string): Promise<Message> {
    return this.keys.revoke(user, uuid);
  }
}

/** Family B: /revoke revokes, DELETE removes permanently; update and enable exist here only. */
@ApiTags('api-keys')
@ApiBearerAuth()
@Controller('api/apikey')
export class ApiKeysController extends ApiKeyRoutes {
  constructor(keys: ApiKeysService) {
    super(keys);
  }

  @Delete(':api_key_uuid/revoke')
  @HttpCode(200)
  revoke(@CurrentUser() user: AuthUser, @Param('api_key_uuid', UUID_PIPE) uuid: string): Promise<Message> {
    return this.keys.revoke(user, uuid);
  }

  @Delete(':api_key_uuid')
  @HttpCode(200)
  remove(@CurrentUser() user: AuthUser, @Param('api_key_uuid', UUID_PIPE) uuid: string): Promise<Message> {
    return this.keys.remove(user, uuid);
  }

  @Put(':api_key_uuid/update')
  update(
    @CurrentUser() user: AuthUser,
    @Param('api_key_uuid', UUID_PIPE) uuid: string,
    @Body() dto: UpdateApiKeyDto,
  ): Promise<Message> {
    return this.keys.update(user, uuid, dto);
  }

  @Put(':api_key_uuid/enable')
  enable(@CurrentUser() user: AuthUser, @Param('api_key_uuid', UUID_PIPE) uuid: string): Promise<Message> {
    return this.keys.enable(user, uuid);
  }
}
