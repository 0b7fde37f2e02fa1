import { nullableObject } from '../../common/api-errors';
import { ApiProperty } from '@nestjs/swagger';

export class DeletionInfoDto {
  @ApiProperty() id: string;
  @ApiProperty() image_tag: string;
  @ApiProperty({ example: 'stale_function' }) reason: string;
  @ApiProperty() deletion_date: string;
  @ApiProperty({ description: 'whole days left, computed at read time' }) days_remaining: number;
  @ApiProperty() scheduled_at: string;
}

export class PendingDeletionDto extends DeletionInfoDto {
  @ApiProperty() function_uuid: string;
  @ApiProperty() function_name: string;
  @ApiProperty({ example: 'pending_deletion' }) function_status: string;
}

export class PendingDeletionListDto {
  @ApiProperty({ type: [PendingDeletionDto] }) pending_deletions: PendingDeletionDto[];
  @ApiProperty() count: number;
}

export class DeletionStatusDto {
  @ApiProperty() function_uuid: string;
  @ApiProperty() function_name: string;
  @ApiProperty() has_pending_deletion: boolean;
  @ApiProperty(nullableObject(DeletionInfoDto, 'the earliest pending deletion'))
  deletion_info: DeletionInfoDto | null;
}

export class FunctionStateDto {
  @ApiProperty() uuid: string;
  @ApiProperty() name: string;
  @ApiProperty({ example: 'active' }) status: string;
}

export class CancelDeletionDto {
  @ApiProperty() success: boolean;
  @ApiProperty() message: string;
  @ApiProperty() function: FunctionStateDto;
}
