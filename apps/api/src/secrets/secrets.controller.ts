import { Audit } from '../http/route-marks';
import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { AuthUser, CurrentUser } from '../auth/current-user.decorator';
import { MessageDto } from '../auth/dto/auth.dto';
import { ApiErrors } from '../common/api-errors';
import { CreateSecretDto, SecretDto, SecretListDto, SecretValueDto } from './dto/secret.dto';
import { checkedSecretName, SecretsService } from './secrets.service';
import { TeamQueryDto } from '../teams/team-field';

const SECRET_NAME_PIPE = { transform: checkedSecretName };

@ApiTags('secrets')
@ApiBearerAuth()
@ApiErrors(401, 403, 429, 503)
@Controller('api/secrets')
export class SecretsController {
  constructor(private readonly secrets: SecretsService) {}

  @ApiOperation({
    summary: 'Create a secret',
    description:
      "A secret of a team (team_id; the caller's personal team when left out; admins and owners). Sealed at rest (AES-256-GCM). A function of the team that names it reads it as the file `/var/fnhost/secrets/<name>`; no answer ever carries the value.",
  })
  @ApiErrors(400, 404, 409)
  @ApiResponse({ status: 201, type: SecretDto })
  @Audit('secret.create', 'secret')
  @Post()
  create(@CurrentUser() user: AuthUser, @Body() dto: CreateSecretDto): Promise<SecretDto> {
    return this.secrets.create(user, dto);
  }

  @ApiOperation({
    summary: "A team's secrets: names, sizes, times and the functions using each; never a value",
  })
  @ApiErrors(400, 404)
  @ApiResponse({ status: 200, type: SecretListDto })
  @Get()
  list(@CurrentUser() user: AuthUser, @Query() { team_id }: TeamQueryDto): Promise<SecretListDto> {
    return this.secrets.list(user, team_id);
  }

  @ApiOperation({
    summary: "Change a secret's value",
    description: 'New instances read the new value at once, running ones within 60 s.',
  })
  @ApiErrors(400, 404)
  @ApiResponse({ status: 200, type: SecretDto })
  @Audit('secret.update', 'secret')
  @Put(':name')
  update(
    @CurrentUser() user: AuthUser,
    @Param('name', SECRET_NAME_PIPE) name: string,
    @Body() dto: SecretValueDto,
    @Query() { team_id }: TeamQueryDto,
  ): Promise<SecretDto> {
    return this.secrets.update(user, name, dto, team_id);
  }

  @ApiOperation({ summary: 'Delete a secret (409 naming the functions that still use it)' })
  @ApiErrors(400, 404, 409)
  @ApiResponse({ status: 200, type: MessageDto })
  @Audit('secret.delete', 'secret')
  @Delete(':name')
  async remove(
    @CurrentUser() user: AuthUser,
    @Param('name', SECRET_NAME_PIPE) name: string,
    @Query() { team_id }: TeamQueryDto,
  ): Promise<MessageDto> {
    await this.secrets.remove(user, name, team_id);
    return { message: `secret ${name} deleted` };
  }
}
