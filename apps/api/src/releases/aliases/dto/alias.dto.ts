import { ALIAS_NAME } from '@fnhost/releases';
import { ApiExtraModels, ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { nullableObject } from '../../../common/api-errors';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min, ValidateNested } from 'class-validator';

export class CanaryDto {
  @ApiProperty({ type: 'integer', minimum: 1, description: 'a built version of the function' })
  @IsInt({ message: 'canary.version must be an integer' })
  @Min(1, { message: 'canary.version must be 1 or more' })
  version: number;
  @ApiProperty({
    type: 'integer',
    minimum: 1,
    maximum: 99,
    description: "the share of the alias's calls it takes",
  })
  @IsInt({ message: 'canary.percent must be an integer' })
  @Min(1, { message: 'canary.percent must be 1 to 99' })
  @Max(99, { message: 'canary.percent must be 1 to 99' })
  percent: number;
}

@ApiExtraModels(CanaryDto)
export class PutAliasDto {
  @ApiProperty({ type: 'integer', minimum: 1, description: 'a built version of the function' })
  @IsInt({ message: 'version must be an integer' })
  @Min(1, { message: 'version must be 1 or more' })
  version: number;
  @ApiPropertyOptional(
    nullableObject(
      CanaryDto,
      'a second version taking `percent` of the calls, chosen per call; null or absent: none',
    ),
  )
  @IsOptional()
  @ValidateNested()
  @Type(() => CanaryDto)
  canary?: CanaryDto | null;
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 256 })
  @IsOptional()
  @IsString({ message: 'description must be a string' })
  @MaxLength(256, { message: 'description must be at most 256 characters' })
  description?: string | null;
}

export class CanaryStateDto {
  @ApiProperty() version: number;
  @ApiProperty() percent: number;
}

@ApiExtraModels(CanaryStateDto)
export class AliasDto {
  @ApiProperty({ pattern: ALIAS_NAME.source }) name: string;
  @ApiProperty() version: number;
  @ApiProperty(nullableObject(CanaryStateDto, 'null: every call goes to `version`'))
  canary: CanaryStateDto | null;
  @ApiProperty({ type: String, nullable: true }) description: string | null;
  @ApiProperty() created_at: string;
  @ApiProperty() updated_at: string;
}

export class AliasListDto {
  @ApiProperty({ type: [AliasDto], description: '`latest` first (while a version is active), then by name' })
  aliases: AliasDto[];
}
