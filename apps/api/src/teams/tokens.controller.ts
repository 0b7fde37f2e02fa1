import { TeamFor, TeamGrant } from './team-for';
import { Audit } from '../http/route-marks';
import { UUID_PIPE } from '@fnhost/common';
import { Body, Controller, Delete, Get, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { AuthUser, CurrentUser } from '../auth/current-user.decorator';
import { MessageDto } from '../auth/dto/auth.dto';
import { ApiErrors } from '../common/api-errors';
import { CreatedTokenDto, CreateTokenDto, TokenListDto } from './dto/token.dto';
import { TokensService } from './tokens.service';

@ApiTags('teams')
@ApiBearerAuth()
@ApiErrors(401, 403, 429, 503)
@Controller('api/teams/:id/tokens')
export class TokensController {
  constructor(private readonly tokens: TokensService) {}

  @ApiOperation({
    summary: 'Make an access token for automation (admins)',
    description:
      "A bearer token (`fnh_`, 256 bits) on every API route and bearer-protected function URL of the team, within its scopes and its maker's role, until it expires or is revoked. Shown this once; kept only as a hash. Rate limited as its maker is.",
  })
  @ApiErrors(400, 404)
  @ApiResponse({ status: 201, type: CreatedTokenDto })
  @Audit('token.create', 'token')
  @Post()
  create(
    @CurrentUser() user: AuthUser,
    @TeamFor('token.write') team: TeamGrant,
    @Body() dto: CreateTokenDto,
  ): Promise<CreatedTokenDto> {
    return this.tokens.create(user, team, dto);
  }

  @ApiOperation({ summary: "A team's access tokens, never their values (admins)" })
  @ApiErrors(400, 404)
  @ApiResponse({ status: 200, type: TokenListDto })
  @Get()
  list(@TeamFor('token.write') team: TeamGrant): Promise<TokenListDto> {
    return this.tokens.list(team);
  }

  @ApiOperation({ summary: 'Revoke an access token: refused from the next request on (admins)' })
  @ApiErrors(400, 404)
  @ApiResponse({ status: 200, type: MessageDto })
  @Audit('token.revoke', 'token')
  @Delete(':token_id')
  revoke(
    @TeamFor('token.write') team: TeamGrant,
    @Param('token_id', UUID_PIPE) tokenId: string,
  ): Promise<MessageDto> {
    return this.tokens.revoke(team, tokenId);
  }
}
