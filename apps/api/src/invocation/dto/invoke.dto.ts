import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsObject, IsOptional } from 'class-validator';
import { anyJson } from '../../common/api-errors';

export class InvokeDto {
  @ApiPropertyOptional({
    description: 'the function input, handed to the handler as `event`',
    type: 'object',
    additionalProperties: true,
    example: { name: 'Ada' },
  })
  @IsOptional()
  @IsObject({ message: 'must be a JSON object' })
  body?: Record<string, unknown>;
}

export class InvokeResponseDto {
  @ApiProperty() execution_id: string;
  @ApiProperty({ enum: ['success', 'error', 'timeout'] }) status: string;
  @ApiProperty(anyJson("the handler's return value (JSON)")) result: unknown;
  @ApiProperty() duration_ms: number;
  @ApiPropertyOptional({ description: 'when status is not success' }) error_message?: string;
}

export class InvokeAcceptedDto {
  @ApiProperty() execution_id: string;
  @ApiProperty({ enum: ['queued'] }) status: 'queued';
}
