import { ApiProperty, ApiPropertyOptional, ApiPropertyOptions, getSchemaPath } from '@nestjs/swagger';
import { IsInt, IsObject, IsOptional, Max, Min } from 'class-validator';

export class FunctionDestinationDto {
  @ApiProperty({ enum: ['function'] }) type: 'function';
  @ApiProperty({
    description: 'one of your functions: invoked asynchronously with the outcome record as its body',
  })
  function_id: string;
  @ApiPropertyOptional({ description: 'the alias it is invoked through; absent: latest' })
  alias?: string;
}

export class WebhookDestinationDto {
  @ApiProperty({ enum: ['webhook'] }) type: 'webhook';
  @ApiProperty({
    description:
      'http(s), not a private, loopback or link-local address: POSTed the outcome record, signed (X-Fnhost-Timestamp, X-Fnhost-Signature = hex HMAC-SHA256(signing_secret, timestamp + "." + body)), tried again on 5xx and timeouts',
  })
  url: string;
}

// null is one of the choices (a nullable oneOf is not valid OpenAPI 3.0 without a type beside it).
const destination = (when: string): ApiPropertyOptions => ({
  description: `where the outcome goes ${when}; null: nowhere`,
  oneOf: [
    { $ref: getSchemaPath(FunctionDestinationDto) },
    { $ref: getSchemaPath(WebhookDestinationDto) },
    { type: 'object', nullable: true, enum: [null] },
  ],
});

export class AsyncConfigDto {
  @ApiProperty({
    type: 'integer',
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
    type: 'integer',
    minimum: 60,
    maximum: 21600,
    default: 21600,
    description: 'an event older than this is not run again: a dead letter',
  })
  @IsInt({ message: 'max_event_age_s must be an integer' })
  @Min(60, { message: 'max_event_age_s must be 60 to 21600' })
  @Max(21600, { message: 'max_event_age_s must be 60 to 21600' })
  max_event_age_s: number;

  @ApiPropertyOptional(destination('when an event succeeds'))
  @IsOptional()
  @IsObject({ message: 'on_success must be null or a destination object' })
  on_success?: FunctionDestinationDto | WebhookDestinationDto | null;

  @ApiPropertyOptional(destination('when an event failed for good (a dead letter)'))
  @IsOptional()
  @IsObject({ message: 'on_failure must be null or a destination object' })
  on_failure?: FunctionDestinationDto | WebhookDestinationDto | null;
}

export class SavedAsyncConfigDto extends AsyncConfigDto {
  @ApiPropertyOptional({
    description:
      'the secret webhooks and callbacks are signed with: given once, by the first save; keep it (it is not shown again)',
  })
  signing_secret?: string;
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
