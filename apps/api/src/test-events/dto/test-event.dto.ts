import { ApiProperty } from '@nestjs/swagger';
import { IsObject } from 'class-validator';
import { TEST_EVENT_BYTES } from '../limits';

export class SaveTestEventDto {
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description: `the handler's event, as an invoke's \`body\`: a JSON object of at most ${TEST_EVENT_BYTES / 1024} KB`,
  })
  @IsObject({ message: 'event: must be a JSON object' })
  event: Record<string, unknown>;
}

export class TestEventDto {
  @ApiProperty({ example: 'large-order' }) name: string;
  @ApiProperty({ type: 'object', additionalProperties: true }) event: Record<string, unknown>;
  @ApiProperty() created_at: string;
  @ApiProperty() updated_at: string;
}

export class TestEventListDto {
  @ApiProperty({ type: [TestEventDto], description: 'by name' }) test_events: TestEventDto[];
}
