import { FunctionEntity } from '@fnhost/database';
import { FunctionFor } from '../functions/function-for';
import { Audit } from '../http/route-marks';
import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  ParseIntPipe,
  Post,
  Query,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { UploadCleanup } from './upload-cleanup.interceptor';
import {
  ApiBearerAuth,
  ApiBody,
  ApiConsumes,
  ApiOperation,
  ApiParam,
  ApiResponse,
  ApiTags,
} from '@nestjs/swagger';
import { AuthUser, CurrentUser } from '../auth/current-user.decorator';
import { ApiErrors } from '../common/api-errors';
import { PageQueryDto } from '../common/api-queries';
import { DeploymentsService } from './deployments.service';
import { VersionDeletion } from './version-deletion';
import {
  BuildLogDto,
  DeployDto,
  DeploymentHistoryDto,
  DeployResponseDto,
  RollbackDto,
  RollbackResponseDto,
  VersionDeletedDto,
} from './dto/deployment.dto';

/** A version in a path: a whole number (1 and up; 0 or less is no version, a 404). */
const VERSION_PIPE = new ParseIntPipe({ errorHttpStatusCode: 400 });

@ApiTags('deployments')
@ApiBearerAuth()
@ApiErrors(401, 403, 429, 503)
@Controller('api/functions')
export class DeploymentsController {
  constructor(
    private readonly deployments: DeploymentsService,
    private readonly versions: VersionDeletion,
  ) {}

  /** 202: the archive is stored and its build queued; the function turns active when the build is done. */
  @ApiOperation({
    summary: "Deploy an archive as a function's next version",
    description:
      "The archive's function.json may name runtime, handler, secrets, build.secrets (account secrets the dependency install reads, e.g. an npmrc) and the scaling settings min_instances, max_instances and concurrency_per_instance: those become the function's configuration when the deploy is accepted (a configuration revision, as a PATCH of them would). The upload streams to storage. The build installs dependencies: a package.json with dependencies and no node_modules (npm ci with a lock file, else npm install, with a warning), a requirements.txt naming projects the archive does not vendor (pip); `install` says which. A failed install fails the build with the installer's own error; the previous version keeps serving.",
  })
  @ApiErrors(400, 404, 409, 413, 415)
  @ApiResponse({ status: 202, type: DeployResponseDto })
  @Audit('function.deploy', 'function')
  @Post('deploy')
  @HttpCode(202)
  @UseInterceptors(FileInterceptor('archive'), UploadCleanup)
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['function_id', 'archive'],
      properties: {
        function_id: { type: 'string', format: 'uuid' },
        archive: { type: 'string', format: 'binary' },
        env: { type: 'string', description: 'JSON object of string values' },
        rollout: {
          type: 'string',
          description:
            'JSON object: a one-off rollout of this version (fields of PUT /api/functions/{id}/rollout, over the function\'s policy, else target latest, max_error_rate 0.05, min_calls 10), e.g. {"steps":[10],"step_interval_s":60}',
        },
      },
    },
  })
  deploy(
    @CurrentUser() user: AuthUser,
    @Body() dto: DeployDto,
    @UploadedFile() archive?: Express.Multer.File,
  ): Promise<DeployResponseDto> {
    return this.deployments.deploy(user, dto.function_id, archive?.path, dto.env, dto.rollout);
  }

  @ApiOperation({ summary: "A function's deployment history" })
  @ApiErrors(400, 404)
  @ApiResponse({ status: 200, type: DeploymentHistoryDto })
  @Get(':id/deployments')
  history(
    @FunctionFor('function.read') fn: FunctionEntity,
    @Query() page: PageQueryDto,
  ): Promise<DeploymentHistoryDto> {
    return this.deployments.history(fn, page);
  }

  @ApiOperation({ summary: "A version's build output" })
  @ApiErrors(400, 404)
  @ApiResponse({ status: 200, type: BuildLogDto })
  @ApiParam({ name: 'version', schema: { type: 'integer', minimum: 1 } })
  @Get(':id/deployments/:version/logs')
  buildLog(
    @FunctionFor('function.read') fn: FunctionEntity,
    @Param('version', VERSION_PIPE) version: number,
  ): Promise<BuildLogDto> {
    return this.deployments.buildLog(fn, version);
  }

  @ApiOperation({ summary: 'Roll back to an earlier version' })
  @ApiErrors(400, 404, 409)
  @ApiResponse({ status: 200, type: RollbackResponseDto })
  @Audit('function.rollback', 'function')
  @Post(':id/rollback')
  @HttpCode(200)
  rollback(
    @CurrentUser() user: AuthUser,
    @FunctionFor('function.write') fn: FunctionEntity,
    @Body() dto: RollbackDto,
  ): Promise<RollbackResponseDto> {
    return this.deployments.rollback(user, fn, dto.version);
  }

  @ApiOperation({
    summary: 'Delete one version',
    description:
      "Its row goes at once, so its archive stops counting against the team's archive_bytes quota; its archive, images and unpacked code are removed in the background. Version numbers are never given again. Refused (409, naming them) while anything sends it calls: an alias (latest, while it is the active version), a canary, a rollout in progress, an asynchronous invocation pinned to it and not yet run; or while it builds. Executions of a deleted version stay, their version null.",
  })
  @ApiErrors(400, 404, 409)
  @ApiResponse({ status: 200, type: VersionDeletedDto })
  @ApiParam({ name: 'version', schema: { type: 'integer', minimum: 1 } })
  @Audit('version.delete', 'function')
  @Delete(':id/deployments/:version')
  deleteVersion(
    @FunctionFor('function.write') fn: FunctionEntity,
    @Param('version', VERSION_PIPE) version: number,
  ): Promise<VersionDeletedDto> {
    return this.versions.delete(fn, version);
  }
}
