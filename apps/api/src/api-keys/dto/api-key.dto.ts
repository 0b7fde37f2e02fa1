import { nullableObject } from '../../common/api-errors';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';

export const VALIDITIES = ['1h', '1d', '1w', '1m', 'forever'] as const;
export type Validity = (typeof VALIDITIES)[number];

export class GenerateApiKeyDto {
  @ApiProperty({ format: 'uuid' }) @IsUUID('all', { message: 'must be a UUID' }) function_id: string;
  @ApiProperty({ enum: VALIDITIES })
  @IsIn(VALIDITIES, { message: `must be one of ${VALIDITIES.join(', ')}` })
  validity: Validity;
  @ApiPropertyOptional({ maxLength: 255 }) @IsOptional() @IsString() @MaxLength(255) name?: string;
}

export class UpdateApiKeyDto {
  @ApiProperty({ enum: VALIDITIES })
  @IsIn(VALIDITIES, { message: `must be one of ${VALIDITIES.join(', ')}` })
  validity: Validity;
  @ApiPropertyOptional({ maxLength: 255 }) @IsOptional() @IsString() @MaxLength(255) name?: string;
}

export class ApiKeyDto {
  @ApiProperty() uuid: string;
  @ApiProperty() public_key: string;
  @ApiProperty({ enum: VALIDITIES }) validity: string;
  @ApiProperty({
    nullable: true,
    type: String,
    description: 'null for forever, and in lists for revoked keys',
  })
  expires_at: string | null;
  @ApiProperty() is_active: boolean;
  @ApiProperty({ description: 'expires_at has passed' }) expired: boolean;
  @ApiProperty({ nullable: true, type: String }) name: string | null;
  @ApiProperty() created_at: string;
  @ApiPropertyOptional({ description: 'revoked keys only' }) revoked_at?: string;
}

export class GeneratedKeyDto {
  @ApiProperty() uuid: string;
  @ApiProperty() public_key: string;
  @ApiProperty({ description: 'shown once, never again' }) private_key: string;
  @ApiProperty() validity: string;
  @ApiProperty({ nullable: true, type: String }) expires_at: string | null;
  @ApiProperty() created_at: string;
}

export class GenerateResponseDto {
  @ApiProperty() message: string;
  @ApiProperty() warning: string;
  @ApiProperty() api_key: GeneratedKeyDto;
}

export class ApiKeyStatusDto {
  @ApiProperty() has_api_key: boolean;
  @ApiProperty(nullableObject(ApiKeyDto)) api_key: ApiKeyDto | null;
}

export class ApiKeyListDto {
  @ApiProperty({ type: [ApiKeyDto] }) api_keys: ApiKeyDto[];
}
