import { TOKEN_SCOPES, TokenScope } from '@fnhost/database';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMinSize, IsArray, IsIn, IsInt, IsOptional, IsString, Length, Max, Min } from 'class-validator';

const SCOPES_DESCRIPTION =
  'functions:read, functions:write (init, deploy, configure, roll back, delete), functions:invoke, secrets:write, audit:read';

export class CreateTokenDto {
  @ApiProperty({ example: 'ci-deploy', minLength: 1, maxLength: 64 })
  @IsString()
  @Length(1, 64, { message: 'name must be 1 to 64 characters' })
  name: string;

  @ApiProperty({ enum: TOKEN_SCOPES, isArray: true, description: SCOPES_DESCRIPTION })
  @IsArray({ message: 'scopes must be an array' })
  @ArrayMinSize(1, { message: 'scopes must name at least one scope' })
  @IsIn(TOKEN_SCOPES, { each: true, message: `scopes: each must be one of ${TOKEN_SCOPES.join(', ')}` })
  scopes: TokenScope[];

  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: 365, default: 90 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'expires_in_days must be a whole number of days' })
  @Min(1, { message: 'expires_in_days must be from 1 to 365' })
  @Max(365, { message: 'expires_in_days must be from 1 to 365' })
  expires_in_days?: number;
}

export class TokenDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty({ enum: TOKEN_SCOPES, isArray: true }) scopes: TokenScope[];
  @ApiProperty() expires_at: string;
  @ApiProperty({ nullable: true, type: String, description: 'within the api cache time (TOKEN_CACHE_TTL_S)' })
  last_used_at: string | null;
  @ApiProperty({
    description: 'email of the member who made it: the token acts with their role, within its scopes',
  })
  created_by: string;
  @ApiProperty() created_at: string;
}

export class CreatedTokenDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty({ description: 'shown this once (fnh_…): a bearer token on every API route of the team' })
  token: string;
  @ApiProperty({ enum: TOKEN_SCOPES, isArray: true }) scopes: TokenScope[];
  @ApiProperty() expires_at: string;
}

export class TokenListDto {
  @ApiProperty({ type: [TokenDto], description: 'tokens not revoked, expired ones included' })
  tokens: TokenDto[];
}
