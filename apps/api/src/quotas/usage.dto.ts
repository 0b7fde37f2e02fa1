import { ApiProperty } from '@nestjs/swagger';

export class QuotaUsageDto {
  @ApiProperty({ type: 'integer' }) used: number;
  @ApiProperty({ type: 'integer', description: "the team's limit: the operator's default unless set for it" })
  limit: number;
}

/** Each quota of a team: what it uses, and its limit. */
export class UsageDto {
  @ApiProperty({ type: QuotaUsageDto, description: 'live functions (403 past it: init)' })
  functions: QuotaUsageDto;
  @ApiProperty({
    type: QuotaUsageDto,
    description: 'calls running now over all its functions (429 past it, as the function limit)',
  })
  concurrent_executions: QuotaUsageDto;
  @ApiProperty({
    type: QuotaUsageDto,
    description: 'asynchronous events queued or running (429 past it: async invoke, redrive)',
  })
  queued_events: QuotaUsageDto;
  @ApiProperty({
    type: QuotaUsageDto,
    description:
      "bytes of the deployment archives its live functions keep, every version's (403 past it: deploy)",
  })
  archive_bytes: QuotaUsageDto;
  @ApiProperty({ type: QuotaUsageDto, description: 'secrets (403 past it: create)' })
  secrets: QuotaUsageDto;
}
