import { ApiErrors } from '../common/api-errors';
import { Body, Controller, Get, HttpCode, Patch, Post, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { AuthUser, CurrentUser } from './current-user.decorator';
import {
  LoginDto,
  MessageDto,
  RefreshDto,
  RegisterDto,
  ResetPasswordDto,
  TokenResponseDto,
} from './dto/auth.dto';
import { ProfileDto, UpdateProfileDto } from './dto/profile.dto';
import { LoginService } from './login.service';
import { ProfileService } from './profile.service';
import { Public } from '../http/route-marks';
import { RegistrationService } from './registration.service';
import { SessionService } from './session.service';

@ApiTags('auth')
@Controller('api/auth')
export class AuthController {
  constructor(
    private readonly registration: RegistrationService,
    private readonly logins: LoginService,
    private readonly sessions: SessionService,
    private readonly profiles: ProfileService,
  ) {}

  @Public()
  @ApiOperation({ summary: 'Register an account' })
  @ApiErrors(400, 409, 429, 503)
  @ApiResponse({ status: 201, type: MessageDto })
  @Post('register')
  register(@Body() dto: RegisterDto): Promise<MessageDto> {
    return this.registration.register(dto);
  }

  @Public()
  @ApiOperation({ summary: 'Log in with email and password' })
  @ApiErrors(400, 403, 429, 503)
  @ApiResponse({ status: 200, type: TokenResponseDto })
  @Post('login')
  @HttpCode(200)
  login(@Body() dto: LoginDto): Promise<TokenResponseDto> {
    return this.logins.login(dto);
  }

  @Public()
  @ApiOperation({ summary: 'Get new tokens with a refresh token' })
  @ApiErrors(400, 401, 403, 429, 503)
  @ApiResponse({ status: 200, type: TokenResponseDto })
  @Post('refresh')
  @HttpCode(200)
  refresh(@Body() dto: RefreshDto): Promise<TokenResponseDto> {
    return this.sessions.refresh(dto.refresh_token);
  }

  @ApiBearerAuth()
  @ApiErrors(401, 403, 429, 503)
  @ApiOperation({ summary: 'Log out: end the session and the access token' })
  @ApiErrors(400)
  @ApiResponse({ status: 200, type: MessageDto })
  @Post('logout')
  @HttpCode(200)
  logout(@Body() dto: RefreshDto, @Req() req: Request): Promise<MessageDto> {
    return this.sessions.logout(dto.refresh_token, req.headers.authorization?.replace(/^Bearer\s+/i, ''));
  }

  @Public()
  @ApiOperation({ summary: 'Send a password reset mail' })
  @ApiErrors(400, 429, 503)
  @ApiResponse({ status: 200, type: MessageDto })
  @Post('reset-password')
  @HttpCode(200)
  resetPassword(@Body() dto: ResetPasswordDto): Promise<MessageDto> {
    return this.logins.resetPassword(dto.email);
  }

  @ApiBearerAuth()
  @ApiErrors(401, 403, 429, 503)
  @ApiOperation({ summary: "The caller's profile" })
  @ApiResponse({ status: 200, type: ProfileDto })
  @Get('me')
  me(@CurrentUser() user: AuthUser): Promise<ProfileDto> {
    return this.profiles.me(user);
  }

  @ApiBearerAuth()
  @ApiErrors(401, 403, 429, 503)
  @ApiOperation({ summary: "Update the caller's profile" })
  @ApiErrors(400)
  @ApiResponse({ status: 200, type: ProfileDto })
  @Patch('me')
  updateMe(@CurrentUser() user: AuthUser, @Body() dto: UpdateProfileDto): Promise<ProfileDto> {
    return this.profiles.updateMe(user, dto);
  }
}
