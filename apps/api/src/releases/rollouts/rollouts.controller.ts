import { FunctionEntity } from '@fnhost/database';
import { FunctionFor } from '../../functions/function-for';
import { Body, Controller, Delete, Get, HttpCode, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { Audit } from '../../http/route-marks';
import { AuthUser, CurrentUser } from '../../auth/current-user.decorator';
import { MessageDto } from '../../auth/dto/auth.dto';
import { ApiErrors } from '../../common/api-errors';
import { RolloutDto, RolloutPolicyDto, RolloutStatusDto } from './dto/rollout.dto';
import { RolloutsService } from './rollouts.service';

@ApiTags('rollouts')
@ApiBearerAuth()
@ApiErrors(401, 403, 429, 503)
@Controller('api/functions')
export class RolloutsController {
  constructor(private readonly rollouts: RolloutsService) {}

  @ApiOperation({
    summary: "Set the function's rollout policy",
    description:
      "With a policy, a built version does not take every call at once: the target's canary takes the first step's percent, and each step_interval_s the new version's calls in the step are judged (error rate; p95 against the previous version's over the same window). Passing moves to the next step and, after the last, the new version takes 100%; failing rolls it back by itself (deployment status rolled_back, with the reason and figures). A step with fewer than min_calls waits, 3 intervals at most, then rolls back. The first version of a function (nothing to compare with) switches at once.",
  })
  @ApiErrors(400, 404)
  @ApiResponse({ status: 200, type: RolloutPolicyDto })
  @Audit('rollout.policy', 'function')
  @Put(':id/rollout')
  putPolicy(
    @FunctionFor('function.write') fn: FunctionEntity,
    @Body() dto: RolloutPolicyDto,
  ): Promise<RolloutPolicyDto> {
    return this.rollouts.putPolicy(fn, dto);
  }

  @ApiOperation({
    summary: "The function's rollout policy and its latest rollout (steps, figures, next decision)",
  })
  @ApiErrors(400, 404)
  @ApiResponse({ status: 200, type: RolloutStatusDto })
  @Get(':id/rollout')
  status(@FunctionFor('function.read') fn: FunctionEntity): Promise<RolloutStatusDto> {
    return this.rollouts.status(fn);
  }

  @ApiOperation({
    summary: 'Remove the rollout policy: deploys switch at once again (a rollout in progress goes on)',
  })
  @ApiErrors(400, 404)
  @ApiResponse({ status: 200, type: MessageDto })
  @Audit('rollout.policy.delete', 'function')
  @Delete(':id/rollout')
  deletePolicy(@FunctionFor('function.write') fn: FunctionEntity): Promise<MessageDto> {
    return this.rollouts.deletePolicy(fn);
  }

  @ApiOperation({ summary: 'Promote the rollout in progress: the new version takes 100% now' })
  @ApiErrors(400, 404, 409)
  @ApiResponse({ status: 200, type: RolloutDto })
  @Audit('rollout.promote', 'function')
  @Post(':id/rollout/promote')
  @HttpCode(200)
  promote(@FunctionFor('function.write') fn: FunctionEntity): Promise<RolloutDto> {
    return this.rollouts.promote(fn);
  }

  @ApiOperation({
    summary: 'Abort the rollout in progress: the canary is removed, the version marked rolled_back',
  })
  @ApiErrors(400, 404, 409)
  @ApiResponse({ status: 200, type: RolloutDto })
  @Audit('rollout.abort', 'function')
  @Post(':id/rollout/abort')
  @HttpCode(200)
  abort(
    @CurrentUser() user: AuthUser,
    @FunctionFor('function.write') fn: FunctionEntity,
  ): Promise<RolloutDto> {
    return this.rollouts.abort(user, fn);
  }
}
