import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsNotEmpty, IsString, Matches, MaxLength, MinLength } from 'class-validator';

export class RegisterDto {
  @ApiProperty({ example: 'ada@example.com' })
  @IsString()
  @IsEmail({}, { message: 'must be a valid email address' })
  @MaxLength(255)
  email: string;

  @ApiProperty({ minLength: 8, maxLength: 128, description: 'at least one letter and one digit' })
  @IsString()
  @MinLength(8)
  @MaxLength(128)
  @Matches(/^(?=.*[A-Za-z])(?=.*\d)/, { message: 'must contain at least one letter and one digit' })
  password: string;

  @ApiProperty() @IsString() @IsNotEmpty() @MaxLength(255) first_name: string;
  @ApiProperty() @IsString() @IsNotEmpty() @MaxLength(255) last_name: string;
}

export class LoginDto {
  @ApiProperty() @IsString() @IsNotEmpty() @MaxLength(255) email: string;
  @ApiProperty() @IsString() @IsNotEmpty() @MaxLength(128) password: string;
}

export class RefreshDto {
  @ApiProperty() @IsString() @IsNotEmpty() refresh_token: string;
}

export class ResetPasswordDto {
  @ApiProperty()
  @IsString()
  @IsEmail({}, { message: 'must be a valid email address' })
  @MaxLength(255)
  email: string;
}

export class TokenResponseDto {
  @ApiProperty() access_token: string;
  @ApiProperty() refresh_token: string;
  @ApiProperty({ example: 300 }) expires_in: number;
  @ApiProperty({ example: 'Bearer' }) token_type: string;
}

export class MessageDto {
  @ApiProperty() message: string;
}
