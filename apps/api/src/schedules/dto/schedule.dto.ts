import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsObject, IsOptional, IsString } from 'class-validator';

const CRON = {
  description: '5 fields (minute hour day-of-month month day-of-week), or @hourly, @daily, @weekly, @monthly',
  example: '*/15 * * * *',
};
const ALIAS = {
  description: 'the alias its runs go through: `latest` (the active version) or one of the function',
  example: 'latest',
};
const TIMEZONE = { description: 'IANA time zone the cron is read in', example: 'Europe/Paris' };
const BODY = {
  type: 'object',
  additionalProperties: true,
  description: "each run's event, as an invoke's body",
} as const;

export class CreateScheduleDto {
  @ApiProperty(CRON) @IsString({ message: 'cron must be a string' }) cron: string;
  @ApiPropertyOptional({ ...TIMEZONE, default: 'UTC' })
  @IsOptional()
  @IsString({ message: 'timezone must be a string' })
  timezone?: string;
  @ApiPropertyOptional({ ...BODY, default: {} })
  @IsOptional()
  @IsObject({ message: 'body must be a JSON object' })
  body?: Record<string, unknown>;
  @ApiPropertyOptional({ default: true })
  @IsOptional()
  @IsBoolean({ message: 'enabled must be true or false' })
  enabled?: boolean;
  @ApiPropertyOptional({ ...ALIAS, default: 'latest' })
  @IsOptional()
  @IsString({ message: 'alias must be a string' })
  alias?: string;
}

export class UpdateScheduleDto {
  @ApiPropertyOptional(CRON) @IsOptional() @IsString({ message: 'cron must be a string' }) cron?: string;
  @ApiPropertyOptional(TIMEZONE)
  @IsOptional()
  @IsString({ message: 'timezone must be a string' })
  timezone?: string;
  @ApiPropertyOptional(BODY) @IsOptional() @IsObject({ message: 'body must be a JSON object' }) body?: Record<
    string,
    unknown
  >;
  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean({ message: 'enabled must be true or false' })
  enabled?: boolean;
  @ApiPropertyOptional(ALIAS)
  @IsOptional()
  @IsString({ message: 'alias must be a string' })
  alias?: string;
}

export class ScheduleDto {
  @ApiProperty() id: string;
  @ApiProperty(CRON) cron: string;
  @ApiProperty(TIMEZONE) timezone: string;
  @ApiProperty(BODY) body: Record<string, unknown>;
  @ApiProperty() enabled: boolean;
  @ApiProperty({ nullable: true, type: String, description: 'null while disabled' }) next_run_at:
    string | null;
  @ApiProperty({ nullable: true, type: String }) last_run_at: string | null;
  @ApiProperty(ALIAS) alias: string;
  @ApiProperty() created_at: string;
}

export class ScheduleListDto {
  @ApiProperty({ type: [ScheduleDto] }) schedules: ScheduleDto[];
}
