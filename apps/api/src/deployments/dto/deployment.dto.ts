import { RolloutDecisionDto, RolloutPolicyDto } from '../../releases/rollouts/dto/rollout.dto';
import { BUILD_LOG_BYTES } from '@fnhost/database';
import { Installer, INSTALLERS } from '@fnhost/runtime';
import { ApiExtraModels, ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { nullableObject } from '../../common/api-errors';
import { IsInt, IsOptional, IsString, IsUUID, Min } from 'class-validator';
import { ConfigRevisionDto } from '../../functions/dto/function.dto';

/** Text fields of the multipart deploy request (the archive is the file part). */
const DEPLOYMENT_STATUSES = ['building', 'active', 'inactive', 'failed', 'canary', 'rolled_back'];

export class DeployDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'must be a UUID (from init)' })
  function_id: string;
  @ApiPropertyOptional({ description: 'JSON object of string values, e.g. {"MODE":"fast"}; 4 KiB at most' })
  @IsOptional()
  @IsString()
  env?: string;
  @ApiPropertyOptional({ description: 'JSON object: a one-off rollout policy for this version' })
  @IsOptional()
  @IsString()
  rollout?: string;
}

@ApiExtraModels(RolloutPolicyDto)
export class DeployResponseDto {
  @ApiProperty() id: string;
  @ApiProperty() name: string;
  @ApiProperty({ example: 'deployed' }) status: string;
  @ApiProperty({ description: 'invoke url' }) url: string;
  @ApiProperty({ type: 'integer' }) version: number;
  @ApiProperty({ example: 'node24', description: "function.json's runtime (node24 when not set)" })
  runtime: string;
  @ApiProperty({
    enum: INSTALLERS,
    nullable: true,
    type: String,
    description:
      'what the build installs: package.json with a lock file (npm ci), without one (npm install), requirements.txt (pip); null: nothing (no dependencies, or the archive brings them)',
  })
  install: Installer | null;
  @ApiProperty({
    type: [String],
    description:
      'the deploy goes ahead, but read these (a deprecated runtime, an npm install without a lock file)',
  })
  warnings: string[];
  @ApiProperty(
    nullableObject(
      RolloutPolicyDto,
      'the rollout this version will go through once built (a one-off, or the function policy); null: all calls switch at once',
    ),
  )
  rollout: RolloutPolicyDto | null;
}

export class DeploymentRolloutDto {
  @ApiProperty({ enum: ['in_progress', 'promoted', 'rolled_back', 'aborted'] }) state: string;
  @ApiProperty() target: string;
  @ApiProperty({ type: String, nullable: true }) reason: string | null;
  @ApiProperty({ type: [RolloutDecisionDto], description: 'each step judged: figures and outcome' })
  history: RolloutDecisionDto[];
}

export class RollbackDto {
  @ApiProperty({ type: 'integer', minimum: 1 }) @IsInt() @Min(1) version: number;
}

export class RolledBackFunctionDto {
  @ApiProperty() uuid: string;
  @ApiProperty() name: string;
  @ApiProperty({ example: 'active' }) status: string;
  @ApiProperty({ type: 'integer' }) active_version: number;
  @ApiProperty({ example: 'node24', description: "the restored version's runtime" }) runtime: string;
}

export class RollbackResponseDto {
  @ApiProperty() message: string;
  @ApiProperty() function: RolledBackFunctionDto;
}

export class VersionDeletedDto {
  @ApiProperty({ example: 'version 2 of function resize deleted' }) message: string;
  @ApiProperty({ type: 'integer' }) version: number;
  @ApiProperty({
    type: 'integer',
    description: "the archive's bytes, no longer counted against the team's archive_bytes quota",
  })
  freed_bytes: number;
}

@ApiExtraModels(DeploymentRolloutDto)
export class DeploymentDto {
  @ApiProperty() uuid: string;
  @ApiProperty({ type: 'integer' }) version: number;
  @ApiProperty() image_tag: string;
  @ApiProperty() storage_key: string;
  @ApiProperty({ example: 'node24' }) runtime: string;
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'string' },
    description: "env given at deploy (the function's configured env wins a name both set)",
  })
  env: Record<string, string>;
  @ApiProperty({ type: [String], description: 'secrets its function.json names' }) secrets: string[];
  @ApiProperty({ enum: INSTALLERS, nullable: true, type: String, description: 'what its build installs' })
  install: Installer | null;
  @ApiProperty({
    type: [String],
    description: "secrets its install step reads (function.json's build.secrets): names only, never a value",
  })
  build_secrets: string[];
  @ApiProperty({
    enum: DEPLOYMENT_STATUSES,
    description:
      "canary: built, taking part of its target alias's calls in a rollout; rolled_back: a rollout removed it (error says why)",
  })
  status: string;
  @ApiProperty() is_active: boolean;
  @ApiProperty(nullableObject(DeploymentRolloutDto, "its rollout's steps and outcome; null: it had none"))
  rollout: DeploymentRolloutDto | null;
  @ApiProperty({
    nullable: true,
    type: String,
    description: 'SHA-256 (hex) of the archive as uploaded; null for one uploaded before it was recorded',
  })
  source_sha256: string | null;
  @ApiProperty({ nullable: true, type: String }) error: string | null;
  @ApiProperty() created_at: string;
  @ApiProperty({ nullable: true, type: String }) deployed_at: string | null;
}

export class DeploymentHistoryDto {
  @ApiProperty() function_uuid: string;
  @ApiProperty() function_name: string;
  @ApiProperty() function_status: string;
  @ApiProperty() page: number;
  @ApiProperty() per_page: number;
  @ApiProperty({ description: 'deployments of the function in all' }) count: number;
  @ApiProperty() total_pages: number;
  @ApiProperty() has_next: boolean;
  @ApiProperty({ type: [DeploymentDto] }) deployments: DeploymentDto[];
  @ApiProperty({
    type: [ConfigRevisionDto],
    description: 'the latest 20 configuration revisions, newest first (configuration changes need no deploy)',
  })
  config_revisions: ConfigRevisionDto[];
}

export class BuildLogDto {
  @ApiProperty({ type: 'integer' }) version: number;
  @ApiProperty({ enum: DEPLOYMENT_STATUSES }) status: string;
  @ApiProperty({
    description: `the build's output: its steps (seconds since it started), the image build's own output and how it ended; the last ${BUILD_LOG_BYTES / 1024} KB. Empty for a build that has not started, or one made before builds kept their output`,
  })
  log: string;
  @ApiProperty({ description: 'whether earlier output was cut' }) truncated: boolean;
}
