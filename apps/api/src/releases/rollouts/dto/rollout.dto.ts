import { ApiExtraModels, ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { nullableObject } from '../../../common/api-errors';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  Max,
  Min,
} from 'class-validator';

export class RolloutPolicyDto {
  @ApiProperty({ description: '`latest`, or an alias of the function', example: 'latest' })
  @IsString({ message: 'target must be a string' })
  target: string;
  @ApiProperty({
    type: [Number],
    example: [10, 50],
    description:
      "the canary's percent at each step, rising, each 1-99; after the last the new version takes 100%",
  })
  @IsArray({ message: 'steps must be an array of percents' })
  @ArrayMinSize(1, { message: 'steps must have 1 to 10 percents' })
  @ArrayMaxSize(10, { message: 'steps must have 1 to 10 percents' })
  @IsInt({ each: true, message: 'steps must be integers' })
  @Min(1, { each: true, message: 'steps must be percents from 1 to 99' })
  @Max(99, { each: true, message: 'steps must be percents from 1 to 99' })
  steps: number[];
  @ApiProperty({
    type: 'integer',
    minimum: 30,
    maximum: 3600,
    description: 'seconds each step lasts before it is judged',
  })
  @IsInt({ message: 'step_interval_s must be an integer' })
  @Min(30, { message: 'step_interval_s must be 30 to 3600' })
  @Max(3600, { message: 'step_interval_s must be 30 to 3600' })
  step_interval_s: number;
  @ApiProperty({
    minimum: 0,
    maximum: 1,
    description: "the canary's error rate (errors and timeouts) above which it is rolled back",
  })
  @IsNumber({}, { message: 'max_error_rate must be a number' })
  @Min(0, { message: 'max_error_rate must be 0 to 1' })
  @Max(1, { message: 'max_error_rate must be 0 to 1' })
  max_error_rate: number;
  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    minimum: 1,
    description:
      "the canary's p95 duration above this multiple of the baseline's (same window) rolls it back; null: not judged",
  })
  @IsOptional()
  @IsNumber({}, { message: 'max_p95_ratio must be a number' })
  @Min(1, { message: 'max_p95_ratio must be 1 or more' })
  max_p95_ratio?: number | null;
  @ApiProperty({
    type: 'integer',
    minimum: 1,
    maximum: 100000,
    description:
      "the canary's calls a step needs to be judged; fewer wait, 3 intervals at most, then roll back",
  })
  @IsInt({ message: 'min_calls must be an integer' })
  @Min(1, { message: 'min_calls must be 1 to 100000' })
  @Max(100000, { message: 'min_calls must be 1 to 100000' })
  min_calls: number;
}

export class VersionFiguresDto {
  @ApiProperty() version: number;
  @ApiProperty() calls: number;
  @ApiProperty() errors: number;
  @ApiProperty({ type: Number, nullable: true }) error_rate: number | null;
  @ApiProperty({ type: Number, nullable: true }) p95_ms: number | null;
}

export class StepFiguresDto {
  @ApiProperty() calls: number;
  @ApiProperty() errors: number;
  @ApiProperty({ type: Number, nullable: true }) error_rate: number | null;
  @ApiProperty({ type: Number, nullable: true }) p95_ms: number | null;
}

export class RolloutDecisionDto {
  @ApiProperty({ description: 'the step, from 1' }) step: number;
  @ApiProperty() percent: number;
  @ApiProperty() started_at: string;
  @ApiProperty() decided_at: string;
  @ApiProperty({ type: StepFiguresDto, description: "the new version's calls in the step" })
  canary: StepFiguresDto;
  @ApiProperty({ type: StepFiguresDto, description: "the previous version's, over the same window" })
  baseline: StepFiguresDto;
  @ApiProperty({ enum: ['passed', 'waiting', 'failed', 'promoted'] }) outcome: string;
  @ApiProperty({ type: String, nullable: true }) reason: string | null;
}

export class RolloutDto {
  @ApiProperty() id: string;
  @ApiProperty({ description: 'the version rolling out' }) version: number;
  @ApiProperty({ description: 'the version it is compared with (the target had it before)' })
  baseline_version: number;
  @ApiProperty({ enum: ['in_progress', 'promoted', 'rolled_back', 'aborted'] }) state: string;
  @ApiProperty({ type: RolloutPolicyDto }) policy: RolloutPolicyDto;
  @ApiProperty({ description: 'the step now (from 1); the last one reached once finished' }) step: number;
  @ApiProperty({ description: "the canary's percent now; 100 once promoted, 0 once rolled back" })
  percent: number;
  @ApiProperty({ type: String, nullable: true, description: 'null once finished' }) next_decision_at:
    string | null;
  @ApiProperty({ type: String, nullable: true, description: 'why it was rolled back or aborted' }) reason:
    string | null;
  @ApiProperty({
    type: [VersionFiguresDto],
    description: "both versions' calls since the rollout started, new one first",
  })
  versions: VersionFiguresDto[];
  @ApiProperty({ type: [RolloutDecisionDto] }) history: RolloutDecisionDto[];
  @ApiProperty() started_at: string;
  @ApiProperty({ type: String, nullable: true }) finished_at: string | null;
}

@ApiExtraModels(RolloutPolicyDto, RolloutDto)
export class RolloutStatusDto {
  @ApiProperty(nullableObject(RolloutPolicyDto, "the function's policy; null: deploys switch at once"))
  policy: RolloutPolicyDto | null;
  @ApiProperty(nullableObject(RolloutDto, 'the latest rollout, in progress or finished; null: none yet'))
  rollout: RolloutDto | null;
}
