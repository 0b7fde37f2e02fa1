import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsISO8601, IsOptional } from 'class-validator';
import { IntQueryField } from '../../common/api-queries';

export class ExecutionSummaryDto {
  @ApiProperty() uuid: string;
  @ApiProperty() status: string;
  @ApiProperty() started_at: string;
  @ApiProperty() completed_at: string;
  @ApiProperty() duration_ms: number;
}

export class ExecutionListDto {
  @ApiProperty({ type: [ExecutionSummaryDto] }) executions: ExecutionSummaryDto[];
  @ApiProperty() page: number;
  @ApiProperty() per_page: number;
  @ApiProperty() total: number;
  @ApiProperty() has_next: boolean;
}

export class LogEntryDto {
  @ApiProperty() timestamp: string;
  @ApiProperty({ enum: ['debug', 'info', 'warn', 'error'] }) level: string;
  @ApiProperty() message: string;
}

export class InvocationDto {
  @ApiProperty() uuid: string;
  @ApiProperty() timestamp: string;
  @ApiProperty() success: boolean;
  @ApiProperty() duration_ms: number;
  @ApiProperty({ nullable: true, type: String }) error_message: string | null;
}

export class ExecutionDto extends ExecutionSummaryDto {
  @ApiProperty() function_uuid: string;
  @ApiProperty() invocation: InvocationDto;
  @ApiProperty({ type: [LogEntryDto] }) logs: LogEntryDto[];
}

export class ExecutionEnvelopeDto {
  @ApiProperty() execution: ExecutionDto;
}

export class LogsQueryDto {
  @IntQueryField({ default: 100, max: 1000 }) limit = 100;

  @ApiPropertyOptional({ description: 'ISO 8601 timestamp: the first entries from then on' })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'since must be an ISO 8601 timestamp' })
  since?: string;
}

export class LogsDto {
  @ApiProperty({ type: [LogEntryDto] }) logs: LogEntryDto[];
}
