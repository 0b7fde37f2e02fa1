import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, IsUrl, MaxLength } from 'class-validator';

export class ProfileDto {
  @ApiProperty() uuid: string;
  @ApiProperty() email: string;
  @ApiProperty({ enum: ['active', 'blocked', 'deleted'] }) status: string;
  @ApiProperty() is_email_verified: boolean;
  @ApiProperty({ nullable: true, type: String }) first_name: string | null;
  @ApiProperty({ nullable: true, type: String }) last_name: string | null;
  @ApiProperty({ nullable: true, type: String }) phone_number: string | null;
  @ApiProperty({ nullable: true, type: String }) country: string | null;
  @ApiProperty({ nullable: true, type: String }) city: string | null;
  @ApiProperty({ nullable: true, type: String }) address: string | null;
  @ApiProperty({ nullable: true, type: String }) zip_code: string | null;
  @ApiProperty() role: string;
  @ApiProperty({ nullable: true, type: String }) avatar: string | null;
  @ApiProperty() created_at: string;
}

/** Editable profile fields; role is deliberately absent (not user-editable). */
export class UpdateProfileDto {
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(255) first_name?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(255) last_name?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(50) phone_number?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(100) country?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(100) city?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(255) address?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(20) zip_code?: string;
  @ApiPropertyOptional() @IsOptional() @IsUrl() @MaxLength(1024) avatar?: string;
}
