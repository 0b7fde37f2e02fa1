import { ApiProperty } from '@nestjs/swagger';
import { IsInt, Max, Min } from 'class-validator';

export class AsyncConfigDto {
  @ApiProperty({
    minimum: 0,
    maximum: 5,
    default: 2,
    description: 'retries after a failed attempt (error, timeout, crash)',
  })
  @IsInt({ message: 'max_retries must be an integer' })
  @Min(0, { message: 'max_retries must be 0 to 5' })
  @Max(5, { message: 'max_retries must be 0 to 5' })
  max_retries: number;

  @ApiProperty({
    minimum: 60,
    maximum: 21600,
    default: 21600,
    description: 'an event older than this is not run again: a dead letter',
  })
  @IsInt({ message: 'max_event_age_s must be an integer' })
  @Min(60, { message: 'max_event_age_s must be 60 to 21600' })
  @Max(21600, { message: 'max_event_age_s must be 60 to 21600' })
  max_event_age_s: number;
}

export class DeadLetterDto {
  @ApiProperty() execution_id: string;
  @ApiProperty() attempts: number;
  @ApiProperty({ nullable: true, type: String }) error_message: string | null;
  @ApiProperty({ type: 'object', additionalProperties: true, description: 'the event as it was sent' })
  body: Record<string, unknown>;
  @ApiProperty() accepted_at: string;
  @ApiProperty() dead_at: string;
}

export class DeadLetterListDto {
  @ApiProperty({ type: [DeadLetterDto] }) dead_letters: DeadLetterDto[];
  @ApiProperty() page: number;
  @ApiProperty() per_page: number;
  @ApiProperty() total: number;
  @ApiProperty() has_next: boolean;
}

export class RedriveDto {
  @ApiProperty({ description: 'the new execution' }) execution_id: string;
  @ApiProperty({ enum: ['queued'] }) status: 'queued';
  @ApiProperty({ description: 'the dead letter it runs again' }) redrive_of: string;
}
