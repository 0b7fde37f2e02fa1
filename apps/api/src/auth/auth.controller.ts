import { Body, Controller, Get, HttpCode, Patch, Post, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
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
import { Public } from './public.decorator';
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
  @Post('register')
  register(@Body() dto: RegisterDto): Promise<MessageDto> {
    return this.registration.register(dto);
  }

  @Public()
  @ApiOperation({ summary: 'Log in with email and password' })
  @Post('login')
  @HttpCode(200)
  login(@Body() dto: LoginDto): Promise<TokenResponseDto> {
    return this.logins.login(dto);
  }

  @Public()
  @ApiOperation({ summary: 'Get new tokens with a refresh token' })
  @Post('refresh')
  @HttpCode(200)
  refresh(@Body() dto: RefreshDto): Promise<TokenResponseDto> {
    return this.sessions.refresh(dto.refresh_token);
  }

  @ApiBearerAuth()
  @ApiOperation({ summary: 'Log out: end the session and the access token' })
  @Post('logout')
  @HttpCode(200)
  logout(@Body() dto: RefreshDto, @Req() req: Request): Promise<MessageDto> {
    return this.sessions.logout(dto.refresh_token, req.headers.authorization?.replace(/^Bearer\s+/i, ''));
  }

  @Public()
  @ApiOperation({ summary: 'Send a password reset mail' })
  @Post('reset-password')
  @HttpCode(200)
  resetPassword(@Body() dto: ResetPasswordDto): Promise<MessageDto> {
    return this.logins.resetPassword(dto.email);
  }

  @ApiBearerAuth()
  @ApiOperation({ summary: "The caller's profile" })
  @Get('me')
  me(@CurrentUser() user: AuthUser): Promise<ProfileDto> {
    return this.profiles.me(user);
  }

  @ApiBearerAuth()
  @ApiOperation({ summary: "Update the caller's profile" })
  @Patch('me')
  updateMe(@CurrentUser() user: AuthUser, @Body() dto: UpdateProfileDto): Promise<ProfileDto> {
    return this.profiles.updateMe(user, dto);
  }
}
