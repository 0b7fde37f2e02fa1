import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  DEFAULT_MEMORY_MB,
  DESCRIPTION_MAX_CHARS,
  ENV_MAX_BYTES,
  SCALING,
  SECRETS_PATH,
  SECRETS_PER_FUNCTION,
} from '@fnhost/runtime';
import { applyDecorators } from '@nestjs/common';
import { TeamIdField } from '../../teams/team-field';
import {
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
} from 'class-validator';
import { IntQueryField } from '../../common/api-queries';

/** An optional whole number within bounds, as the document and the validator both say it. */
const IntField = (bounds: { default: number; minimum: number; maximum: number }, description: string) =>
  applyDecorators(
    ApiPropertyOptional({ type: 'integer', ...bounds, description }),
    IsOptional(),
    IsInt(),
    Min(bounds.minimum),
    Max(bounds.maximum),
  );
const MemoryField = () => IntField({ default: DEFAULT_MEMORY_MB, minimum: 64, maximum: 2048 }, 'MB');
const TimeoutField = () => IntField({ default: 30, minimum: 1, maximum: 300 }, 'seconds');

export const FUNCTION_NAME = /^[a-z][a-z0-9-]{0,61}[a-z0-9]$/;

export const FUNCTION_SORTS = ['created_at', 'name', 'last_invoked_at'] as const;
export const SORT_ORDERS = ['asc', 'desc'] as const;

export class FunctionListQueryDto {
  @TeamIdField() team_id?: string;
  @IntQueryField({ default: 10, max: 100 }) limit = 10;
  @IntQueryField({ default: 0, min: 0 }) offset = 0;

  @ApiPropertyOptional({
    description: 'only functions whose name contains this text',
    minLength: 1,
    maxLength: 63,
  })
  @IsOptional()
  @IsString()
  @MinLength(1, { message: 'q must not be empty' })
  @MaxLength(63, { message: 'q must be at most 63 characters' })
  q?: string;

  @ApiPropertyOptional({
    enum: FUNCTION_SORTS,
    default: 'created_at',
    description: 'last_invoked_at: never-invoked functions last',
  })
  @IsOptional()
  @IsIn(FUNCTION_SORTS, { message: `sort must be one of ${FUNCTION_SORTS.join(', ')}` })
  sort: (typeof FUNCTION_SORTS)[number] = 'created_at';

  @ApiPropertyOptional({ enum: SORT_ORDERS, description: 'default: asc for name, else desc' })
  @IsOptional()
  @IsIn(SORT_ORDERS, { message: `order must be one of ${SORT_ORDERS.join(', ')}` })
  order?: (typeof SORT_ORDERS)[number];
}

const MinInstancesField = () =>
  IntField(
    SCALING.min_instances,
    'instances kept started, never reaped (their memory reserved); at most max_instances',
  );
const MaxInstancesField = () => IntField(SCALING.max_instances, 'instances a worker host may run at once');
const ConcurrencyField = () =>
  IntField(
    SCALING.concurrency_per_instance,
    'calls one instance takes at once while it has CPU to spare (one while it uses its whole CPU share)',
  );

export class InitFunctionDto {
  @ApiProperty({
    example: 'resize-image',
    description: '2..63 chars: lowercase letters, digits, dashes; starts with a letter',
  })
  @IsString()
  @Matches(FUNCTION_NAME, {
    message:
      'must be 2 to 63 characters of lowercase letters, digits and dashes, start with a letter and not end with a dash',
  })
  name: string;

  @TeamIdField() team_id?: string;
  @ApiPropertyOptional({ default: false }) @IsOptional() @IsBoolean() skip_signing?: boolean;
  @MemoryField() memory?: number;
  @TimeoutField() timeout?: number;
  @MinInstancesField() min_instances?: number;
  @MaxInstancesField() max_instances?: number;
  @ConcurrencyField() concurrency_per_instance?: number;
}

/** A configuration change: any subset, each field checked as at init; applied without a build. */
export class ConfigureFunctionDto {
  @MemoryField() memory?: number;
  @TimeoutField() timeout?: number;
  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: { type: 'string' },
    example: { MODE: 'fast' },
    description: `Replaces the function's env (over the active version's deploy-time env); ${ENV_MAX_BYTES} bytes at most`,
  })
  @IsOptional()
  @IsObject()
  env?: Record<string, string>;
  @ApiPropertyOptional({
    type: [String],
    example: ['db-password'],
    description: `Replaces the account secrets the function reads as files under ${SECRETS_PATH}/ (at most ${SECRETS_PER_FUNCTION})`,
  })
  @IsOptional()
  @IsArray()
  secrets?: string[];
  @MinInstancesField() min_instances?: number;
  @MaxInstancesField() max_instances?: number;
  @ConcurrencyField() concurrency_per_instance?: number;
  @ApiPropertyOptional({ maxLength: DESCRIPTION_MAX_CHARS })
  @IsOptional()
  @IsString()
  @MaxLength(DESCRIPTION_MAX_CHARS)
  description?: string;
}

export class ConfigRevisionDto {
  @ApiProperty() revision: number;
  @ApiProperty({
    type: [String],
    example: ['timeout'],
    description: 'the fields the revision changed; empty for revision 1 (the creation)',
  })
  changed: string[];
  @ApiProperty({ type: 'integer', description: 'MB' }) memory: number;
  @ApiProperty({ type: 'integer', description: 'seconds' }) timeout: number;
  @ApiProperty({ type: 'object', additionalProperties: { type: 'string' } }) env: Record<string, string>;
  @ApiProperty({ type: [String] }) secrets: string[];
  @ApiProperty() description: string;
  @ApiProperty({ type: 'integer' }) min_instances: number;
  @ApiProperty({ type: 'integer' }) max_instances: number;
  @ApiProperty({ type: 'integer' }) concurrency_per_instance: number;
  @ApiProperty() created_at: string;
}

export class InitFunctionResponseDto {
  @ApiProperty() message: string;
  @ApiProperty() id: string;
  @ApiProperty() name: string;
  @ApiProperty({ format: 'uuid', description: 'the team that owns it' }) team_id: string;
  @ApiProperty() status: string;
  @ApiProperty() skip_signing: boolean;
  @ApiPropertyOptional({ type: 'integer', description: 'existing function only' })
  deployment_version?: number;
  @ApiProperty() created_at: string;
  @ApiPropertyOptional({ description: 'existing function only' }) already_exists?: boolean;
}

export class InstanceHostDto {
  @ApiProperty({ description: 'the worker' }) worker: string;
  @ApiProperty({ description: "the worker's host (NODE_NAME)" }) host: string;
  @ApiProperty({ type: 'integer', description: 'started instances of the function there' }) instances: number;
  @ApiProperty({ description: 'calls running on them now' }) in_flight: number;
}

export class FunctionSummaryDto {
  @ApiProperty() id: string;
  @ApiProperty() name: string;
  @ApiProperty({ format: 'uuid', description: 'the team that owns it' }) team_id: string;
  @ApiProperty() status: string;
  @ApiProperty({ type: 'integer', description: 'active version, 0 when none' }) deployment_version: number;
  @ApiProperty({
    nullable: true,
    type: String,
    description: 'the last invocation, to the minute; null when never invoked',
  })
  last_invoked_at: string | null;
  @ApiProperty({ type: 'integer', description: 'started instances, on every host' }) instances: number;
  @ApiProperty() created_at: string;
}

export class FunctionListDto {
  @ApiProperty({ type: [FunctionSummaryDto] }) functions: FunctionSummaryDto[];
  @ApiProperty() total: number;
}

export class FunctionDetailsDto {
  @ApiProperty() id: string;
  @ApiProperty() name: string;
  @ApiProperty({ format: 'uuid', description: 'the team that owns it' }) team_id: string;
  @ApiProperty() status: string;
  @ApiProperty() description: string;
  @ApiProperty({ type: 'integer', description: 'MB' }) memory: number;
  @ApiProperty({ type: 'integer', description: 'seconds' }) timeout: number;
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'string' },
    description: "set by configuration changes, over the active version's deploy-time env",
  })
  env: Record<string, string>;
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'string' },
    description:
      "the active version's env given at deploy ({} when none is active); env wins a name both set",
  })
  deploy_env: Record<string, string>;
  @ApiProperty({
    type: [String],
    description: "account secrets the configuration names (the active version's function.json may name more)",
  })
  secrets: string[];
  @ApiProperty({ description: 'bumped by every configuration change (1: as created)' })
  config_revision: number;
  @ApiProperty({ type: 'integer', description: 'instances kept started' }) min_instances: number;
  @ApiProperty({ type: 'integer', description: 'instances a worker host may run at once' })
  max_instances: number;
  @ApiProperty({ type: 'integer', description: 'calls one instance takes at once while it has CPU to spare' })
  concurrency_per_instance: number;
  @ApiProperty({ type: [InstanceHostDto], description: 'started instances, per worker host' })
  instances: InstanceHostDto[];
  @ApiProperty() skip_signing: boolean;
  @ApiProperty({ type: 'integer', description: 'active version, 0 when none' }) deployment_version: number;
  @ApiProperty({
    nullable: true,
    type: String,
    example: 'node24',
    description: "the active version's runtime; null when none is active",
  })
  runtime: string | null;
  @ApiProperty({
    nullable: true,
    type: String,
    description:
      "the active version's archive SHA-256 (hex): `fnhost up` deploys only a folder that packs otherwise",
  })
  source_sha256: string | null;
  @ApiProperty({
    nullable: true,
    type: String,
    example: 'Node.js 24.21.0',
    description: "the interpreter the active version's runtime pins; null when none is active",
  })
  runtime_version: string | null;
  @ApiProperty({
    type: [String],
    description: "what the owner should act on, e.g. the active version's runtime is deprecated",
  })
  warnings: string[];
  @ApiProperty() created_at: string;
  @ApiProperty() updated_at: string;
}
