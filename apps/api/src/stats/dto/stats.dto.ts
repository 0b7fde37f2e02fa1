import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { IntQueryField } from '../../common/api-queries';

export const PERIODS = { '1h': '1 hour', '24h': '24 hours', '7d': '7 days', '30d': '30 days' } as const;
export type Period = keyof typeof PERIODS;

export class PeriodQueryDto {
  @ApiPropertyOptional({ enum: Object.keys(PERIODS), default: '24h' })
  @IsOptional()
  @IsIn(Object.keys(PERIODS), { message: `period must be one of ${Object.keys(PERIODS).join(', ')}` })
  period: Period = '24h';
}

export class HoursQueryDto {
  @IntQueryField({ default: 24, max: 168 }) hours = 24;
}

export class DaysQueryDto {
  @IntQueryField({ default: 30, max: 90 }) days = 30;
}

export class StatsDto {
  @ApiPropertyOptional({ description: 'overview only' }) total_functions?: number;
  @ApiProperty() invocations_count: number;
  @ApiProperty() success_count: number;
  @ApiProperty({ description: 'error and timeout' }) error_count: number;
  @ApiProperty({ description: '2 decimals, 0 when there were none' }) average_latency_ms: number;
  @ApiProperty({ enum: Object.keys(PERIODS) }) period: string;
}

export class BucketDto {
  @ApiPropertyOptional({ example: '2026-11-22T13:00:00Z' }) hour?: string;
  @ApiPropertyOptional({ example: '2026-11-22' }) day?: string;
  @ApiProperty() total_requests: number;
  @ApiProperty() success_count: number;
  @ApiProperty() error_count: number;
  @ApiProperty() average_latency_ms: number;
}

export class HourlyDto {
  @ApiProperty({ type: [BucketDto], description: 'oldest first, zero-filled, UTC' }) data: BucketDto[];
  @ApiProperty() hours: number;
}

export class DailyDto {
  @ApiProperty({ type: [BucketDto], description: 'oldest first, zero-filled, UTC' }) data: BucketDto[];
  @ApiProperty() days: number;
}
