import { nullableObject } from '../../common/api-errors';
import { EXECUTION_IO_BYTES } from '@fnhost/engine';
import { EXECUTION_STATUSES, EXECUTION_TRIGGERS, ExecutionStatus, ExecutionTrigger } from '@fnhost/database';
import { ApiExtraModels, ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { IntQueryField, PageQueryDto, TimeQueryField } from '../../common/api-queries';

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
  @ApiProperty({
    nullable: true,
    type: Number,
    description:
      'the version that ran (for one queued, the version it was accepted for; an alias may send its next attempt elsewhere); null once deleted',
  })
  version: number | null;
  @ApiProperty({
    nullable: true,
    type: String,
    description:
      'the alias it came through (`latest` unless one was named); null: its caller named the version',
  })
  alias: string | null;
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

  @TimeQueryField('only executions started then or later') since?: string;
  @TimeQueryField('only executions started then or earlier') until?: string;
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

export class StreamDto {
  @ApiProperty({ description: 'body bytes the function streamed to its caller' }) bytes: number;
  @ApiProperty({
    nullable: true,
    type: Number,
    description: 'ms from the call to the first body byte; null: none came',
  })
  time_to_first_byte_ms: number | null;
}

@ApiExtraModels(StreamDto)
export class ExecutionDto extends ExecutionSummaryDto {
  @ApiProperty() function_uuid: string;
  @ApiProperty({
    nullable: true,
    type: String,
    description: `the event as received (JSON text), its first ${EXECUTION_IO_BYTES / 1024} KB; null for an execution recorded before inputs were kept`,
  })
  input: string | null;
  @ApiProperty({ description: 'whether the input was longer than what is kept' }) input_truncated: boolean;
  @ApiProperty({
    nullable: true,
    type: String,
    description: `on success, the handler's return value as JSON text, its first ${EXECUTION_IO_BYTES / 1024} KB; else null`,
  })
  result: string | null;
  @ApiProperty({ description: 'whether the result was longer than what is kept' }) result_truncated: boolean;
  @ApiProperty(
    nullableObject(
      StreamDto,
      'a streamed reply (its `result` is the first 64 KB of its body, as text, whatever its status); null: a buffered one',
    ),
  )
  stream: StreamDto | null;
  @ApiProperty() invocation: InvocationDto;
  @ApiProperty({ type: [LogEntryDto] }) logs: LogEntryDto[];
}

export class ExecutionEnvelopeDto {
  @ApiProperty() execution: ExecutionDto;
}

export class LogsQueryDto {
  @IntQueryField({ default: 100, max: 1000 }) limit = 100;

  @TimeQueryField('the first entries from then on') since?: string;
  @TimeQueryField('no entry after it (the newest up to then)') until?: string;

  @ApiPropertyOptional({
    description: 'only entries whose message contains this text (any case)',
    minLength: 1,
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
