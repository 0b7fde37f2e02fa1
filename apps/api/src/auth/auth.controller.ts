import { Body, Controller, Get, HttpCode, Patch, Post, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { AuthService } from './auth.service';
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
import { Public } from './public.decorator';

@ApiTags('auth')
@Controller('api/auth')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Public()
  @Post('register')
  register(@Body() dto: RegisterDto): Promise<MessageDto> {
    return this.auth.register(dto);
  }

  @Public()
  @Post('login')
  @HttpCode(200)
  login(@Body() dto: LoginDto): Promise<TokenResponseDto> {
    return this.auth.login(dto);
  }

  @Public()
  @Post('refresh')
  @HttpCode(200)
  refresh(@Body() dto: RefreshDto): Promise<TokenResponseDto> {
    return this.auth.refresh(dto.refresh_token);
  }

  @ApiBearerAuth()
  @Post('logout')
  @HttpCode(200)
  logout(@Body() dto: RefreshDto, @Req() req: Request): Promise<MessageDto> {
    return this.auth.logout(dto.refresh_token, req.headers.authorization?.replace(/^Bearer\s+/i, ''));
  }

  @Public()
  @Post('reset-password')
  @HttpCode(200)
  resetPassword(@Body() dto: ResetPasswordDto): Promise<MessageDto> {
    return this.auth.resetPassword(dto.email);
  }

  @ApiBearerAuth()
  @Get('me')
  me(@CurrentUser() user: AuthUser): Promise<ProfileDto> {
    return this.auth.me(user);
  }

  @ApiBearerAuth()
  @Patch('me')
  updateMe(@CurrentUser() user: AuthUser, @Body() dto: UpdateProfileDto): Promise<ProfileDto> {
    return this.auth.updateMe(user, dto);
  }
}
