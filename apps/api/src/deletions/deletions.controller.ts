import { FunctionEntity } from '@fnhost/database';
import { FunctionFor } from '../functions/function-for';
import { Audit } from '../http/route-marks';
import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiExtraModels, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { AuthUser, CurrentUser } from '../auth/current-user.decorator';
import { ApiErrors } from '../common/api-errors';
import { DeletionsService } from './deletions.service';
import {
  CancelDeletionDto,
  DeletionInfoDto,
  DeletionStatusDto,
  PendingDeletionListDto,
} from './dto/deletion.dto';

/** Registered before the functions controller, so `pending-deletions` is not taken for an :id. */
@ApiTags('deletions')
@ApiBearerAuth()
// Referenced from DeletionStatusDto through anyOf, which Nest does not follow to register it.
@ApiExtraModels(DeletionInfoDto)
@ApiErrors(401, 403, 429, 503)
@Controller('api/functions')
export class DeletionsController {
  constructor(private readonly deletions: DeletionsService) {}

  @ApiOperation({ summary: 'Functions scheduled for deletion' })
  @ApiResponse({ status: 200, type: PendingDeletionListDto })
  @Get('pending-deletions')
  list(@CurrentUser() user: AuthUser): Promise<PendingDeletionListDto> {
    return this.deletions.list(user);
  }

  @ApiOperation({ summary: "A function's deletion status" })
  @ApiErrors(400, 404)
  @ApiResponse({ status: 200, type: DeletionStatusDto })
  @Get(':id/deletion-status')
  status(@FunctionFor('function.read') fn: FunctionEntity): Promise<DeletionStatusDto> {
    return this.deletions.status(fn);
  }

  @ApiOperation({ summary: "Cancel a function's scheduled deletion" })
  @ApiErrors(400, 404, 409)
  @ApiResponse({ status: 200, type: CancelDeletionDto })
  @Audit('function.cancel-deletion', 'function')
  @Post(':id/cancel-deletion')
  @HttpCode(200)
  cancel(@FunctionFor('function.write') fn: FunctionEntity): Promise<CancelDeletionDto> {
    return this.deletions.cancel(fn);
  }
}
