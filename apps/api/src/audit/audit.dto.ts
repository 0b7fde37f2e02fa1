import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsISO8601, IsInt, IsOptional, IsString, MaxLength, Min } from 'class-validator';

export class AuditQueryDto {
  @ApiPropertyOptional({ description: 'entries from this time (ISO 8601)' })
  @IsOptional()
  @IsISO8601({}, { message: 'since must be an ISO 8601 time' })
  since?: string;

  @ApiPropertyOptional({ description: 'entries before this time (ISO 8601)' })
  @IsOptional()
  @IsISO8601({}, { message: 'until must be an ISO 8601 time' })
  until?: string;

  @ApiPropertyOptional({ description: "an actor: an account's uuid or email, a token's id or name" })
  @IsOptional()
  @IsString()
  @MaxLength(254, { message: 'actor must be at most 254 characters' })
  actor?: string;

  @ApiPropertyOptional({ description: 'an action (function.deploy), or a family of them (function)' })
  @IsOptional()
  @IsString()
  @MaxLength(64, { message: 'action must be at most 64 characters' })
  action?: string;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'page must be a whole number' })
  @Min(1, { message: 'page must be at least 1' })
  page?: number;
}

export class AuditActorDto {
  @ApiProperty({
    enum: ['user', 'token', 'anonymous'],
    description: 'anonymous: refused before any credential was accepted',
  })
  type: string;
  @ApiProperty({ nullable: true, type: String, description: "an account's uuid, a token's id" }) id:
    string | null;
  @ApiPropertyOptional({ nullable: true, type: String }) email?: string | null;
  @ApiPropertyOptional({ nullable: true, type: String, description: "a token's name" }) name?: string | null;
}

export class AuditTargetDto {
  @ApiProperty({ example: 'function' }) type: string;
  @ApiProperty({ nullable: true, type: String }) id: string | null;
  @ApiProperty({ nullable: true, type: String }) name: string | null;
}

export class AuditEntryDto {
  @ApiProperty() id: string;
  @ApiProperty() at: string;
  @ApiProperty({ type: AuditActorDto }) actor: AuditActorDto;
  @ApiProperty({ nullable: true, type: String }) team_id: string | null;
  @ApiProperty({ example: 'function.deploy' }) action: string;
  @ApiProperty({ type: AuditTargetDto }) target: AuditTargetDto;
  @ApiProperty({ enum: ['success', 'denied', 'failed'] }) outcome: 'success' | 'denied' | 'failed';
  @ApiProperty({ type: 'integer', description: 'the HTTP status answered' }) status: number;
  @ApiProperty({ nullable: true, type: String }) request_id: string | null;
  @ApiProperty({ nullable: true, type: String }) ip: string | null;
}

export class AuditListDto {
  @ApiProperty({ type: [AuditEntryDto] }) entries: AuditEntryDto[];
  @ApiProperty({ type: 'integer' }) page: number;
  @ApiProperty({ type: 'integer' }) per_page: number;
  @ApiProperty({ type: 'integer' }) total: number;
}
