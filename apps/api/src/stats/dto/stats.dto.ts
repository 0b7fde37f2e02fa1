import { STATS_HORIZON_DAYS } from '@fnhost/database';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { IntQueryField } from '../../common/api-queries';
import { TeamIdField } from '../../teams/team-field';

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
  @IntQueryField({ default: 30, max: STATS_HORIZON_DAYS }) days = 30;
}

/** The overviews' queries: of one team (team_id, the caller's personal team when left out). */
export class TeamPeriodQueryDto extends PeriodQueryDto {
  @TeamIdField() team_id?: string;
}
export class TeamHoursQueryDto extends HoursQueryDto {
  @TeamIdField() team_id?: string;
}
export class TeamDaysQueryDto extends DaysQueryDto {
  @TeamIdField() team_id?: string;
}

const Percentile = (p: number) =>
  ApiProperty({
    nullable: true,
    type: Number,
    description: `${p}th percentile of the durations (ms, 2 decimals, interpolated); null when there were none`,
  });
const Throttled = () =>
  ApiProperty({
    description:
      'calls refused with 429 (rate limit or concurrency), counted per hour: a period counts the hours it touches',
  });

/** What a period's or a bucket's executions add up to. */
class LatencyFields {
  @ApiProperty({ description: '2 decimals, 0 when there were none' }) average_latency_ms: number;
  @Percentile(50) p50_latency_ms: number | null;
  @Percentile(95) p95_latency_ms: number | null;
  @Percentile(99) p99_latency_ms: number | null;
  @Throttled() throttled_count: number;
}

export class StatsDto extends LatencyFields {
  @ApiPropertyOptional({ description: 'overview only' }) total_functions?: number;
  @ApiProperty() invocations_count: number;
  @ApiProperty() success_count: number;
  @ApiProperty({ description: 'error and timeout' }) error_count: number;
  @ApiProperty({ enum: Object.keys(PERIODS) }) period: string;
}

export class BucketDto extends LatencyFields {
  @ApiPropertyOptional({ example: '2026-11-22T13:00:00Z' }) hour?: string;
  @ApiPropertyOptional({ example: '2026-11-22' }) day?: string;
  @ApiProperty() total_requests: number;
  @ApiProperty() success_count: number;
  @ApiProperty() error_count: number;
}

export class FunctionStatsDto {
  @ApiProperty() function_id: string;
  @ApiProperty() invocations_count: number;
  @ApiProperty({ description: 'error and timeout' }) error_count: number;
  @ApiProperty({ description: 'error_count / invocations_count, 4 decimals; 0 when there were none' })
  error_rate: number;
  @Throttled() throttled_count: number;
  @ApiProperty({ description: '2 decimals, 0 when there were none' }) average_latency_ms: number;
  @Percentile(95) p95_latency_ms: number | null;
}

export class FunctionsStatsDto {
  @ApiProperty({ enum: Object.keys(PERIODS) }) period: string;
  @ApiProperty({ type: [FunctionStatsDto], description: "every live function of the account's" })
  functions: FunctionStatsDto[];
}

export class HourlyDto {
  @ApiProperty({ type: [BucketDto], description: 'oldest first, zero-filled, UTC' }) data: BucketDto[];
  @ApiProperty() hours: number;
}

export class DailyDto {
  @ApiProperty({ type: [BucketDto], description: 'oldest first, zero-filled, UTC' }) data: BucketDto[];
  @ApiProperty() days: number;
}
