import { SECRET_MAX_BYTES, SECRET_NAME } from '@fnhost/runtime';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional, IsString, Matches } from 'class-validator';
import { TeamIdField } from '../../teams/team-field';

const NAME_MESSAGE = `must be 1 to 64 characters of lowercase letters, digits, dots, dashes and underscores, starting with a letter or digit`;

export class SecretValueDto {
  @ApiProperty({
    description: `The value: text (UTF-8), or base64 when \`base64\` is true; ${SECRET_MAX_BYTES / 1024} KiB at most, not empty. Never returned.`,
    writeOnly: true,
  })
  @IsString()
  value: string;
  @ApiPropertyOptional({ default: false, description: 'value is base64 (binary secrets)' })
  @IsOptional()
  @IsBoolean()
  base64?: boolean;
}

export class CreateSecretDto extends SecretValueDto {
  @TeamIdField() team_id?: string;

  @ApiProperty({
    example: 'db-password',
    pattern: SECRET_NAME.source,
    description: 'the file name it is read as',
  })
  @IsString()
  @Matches(SECRET_NAME, { message: NAME_MESSAGE })
  name: string;
}

export class SecretUserDto {
  @ApiProperty() id: string;
  @ApiProperty() name: string;
}

export class SecretDto {
  @ApiProperty() name: string;
  @ApiProperty({ description: 'bytes of the value' }) size: number;
  @ApiProperty() created_at: string;
  @ApiProperty() updated_at: string;
  @ApiProperty({
    type: [SecretUserDto],
    description: "functions whose configuration or active version's function.json names it",
  })
  used_by: SecretUserDto[];
}

export class SecretListDto {
  @ApiProperty({ type: [SecretDto] }) secrets: SecretDto[];
}
