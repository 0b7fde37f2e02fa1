import { EXECUTION_STATUSES, EXECUTION_TRIGGERS, ExecutionStatus, ExecutionTrigger } from '@fnhost/database';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsISO8601, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { IntQueryField, PageQueryDto } from '../../common/api-queries';

export class ExecutionSummaryDto {
  @ApiProperty() uuid: string;
  @ApiProperty({
    enum: EXECUTION_STATUSES,
    description:
      'queued and running: an asynchronous execution not finished yet (queued again between attempts)',
  })
  status: ExecutionStatus;
  @ApiProperty({ enum: EXECUTION_TRIGGERS }) trigger: ExecutionTrigger;
  @ApiProperty({ description: 'attempts made so far (asynchronous executions retry failures)' })
  attempts: number;
  @ApiProperty({ description: 'when it started; for an asynchronous execution, when it was accepted' })
  started_at: string;
  @ApiProperty({ nullable: true, type: String, description: 'null until it finished' }) completed_at:
    string | null;
  @ApiProperty({ nullable: true, type: Number, description: "the last attempt's; null until one finished" })
  duration_ms: number | null;
  @ApiProperty({ nullable: true, type: String, description: "trigger http: the request's method; else null" })
  http_method: string | null;
  @ApiProperty({
    nullable: true,
    type: String,
    description: "trigger http: the request's path below the function URL; else null",
  })
  http_path: string | null;
}

export class ExecutionListQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: EXECUTION_STATUSES })
  @IsOptional()
  @IsIn(EXECUTION_STATUSES, { message: `status must be one of ${EXECUTION_STATUSES.join(', ')}` })
  status?: ExecutionStatus;

  @ApiPropertyOptional({ enum: EXECUTION_TRIGGERS })
  @IsOptional()
  @IsIn(EXECUTION_TRIGGERS, { message: `trigger must be one of ${EXECUTION_TRIGGERS.join(', ')}` })
  trigger?: ExecutionTrigger;
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
  @ApiProperty({ nullable: true, type: Number }) duration_ms: number | null;
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

  @ApiPropertyOptional({ description: 'ISO 8601 timestamp: no entry after it (the newest up to then)' })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'until must be an ISO 8601 timestamp' })
  until?: string;

  @ApiPropertyOptional({
    description: 'only entries whose message contains this text (any case)',
    maxLength: 200,
  })
  @IsOptional()
  @IsString()
  @MinLength(1)
  @MaxLength(200)
  q?: string;
}

export class LogsDto {
  @ApiProperty({ type: [LogEntryDto] }) logs: LogEntryDto[];
}
