import { conflict, notFound } from '@fnhost/common';
import { FunctionEntity, FunctionLifecycle, PendingDeletion } from '@fnhost/database';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import { AuthUser } from '../auth/current-user.decorator';
import {
  CancelDeletionDto,
  DeletionInfoDto,
  DeletionStatusDto,
  PendingDeletionListDto,
} from './dto/deletion.dto';

const DAY_MS = 24 * 3600 * 1000;

export const daysRemaining = (deletionDate: Date, now = new Date()) =>
  Math.max(0, Math.ceil((deletionDate.getTime() - now.getTime()) / DAY_MS));

function toInfo(p: PendingDeletion): DeletionInfoDto {
  return {
    id: p.id,
    image_tag: p.imageTag,
    reason: p.reason,
    deletion_date: p.deletionDate.toISOString(),
    days_remaining: daysRemaining(p.deletionDate),
    scheduled_at: p.scheduledAt.toISOString(),
  };
}

/** Pending deletions of stale functions: read, and cancelled by their owner. */
@Injectable()
export class DeletionsService {
  constructor(
    private readonly db: DataSource,
    @InjectRepository(PendingDeletion) private readonly pending: Repository<PendingDeletion>,
  ) {}

  async list(user: AuthUser): Promise<PendingDeletionListDto> {
    const rows = await this.pending
      .createQueryBuilder('p')
      .innerJoinAndMapOne('p.fn', FunctionEntity, 'f', 'f.uuid = p.function_uuid')
      .where(`p.status = 'pending' AND f.user_id = :userId AND f.status <> 'deleted'`, { userId: user.id })
      .orderBy('p.deletion_date', 'ASC')
      .addOrderBy('p.id', 'ASC')
      .getMany();
    const items = (rows as (PendingDeletion & { fn: FunctionEntity })[]).map((p) => ({
      ...toInfo(p),
      function_uuid: p.functionUuid,
      function_name: p.fn.name,
      function_status: p.fn.status,
    }));
    return { pending_deletions: items, count: items.length };
  }

  async status(fn: FunctionEntity): Promise<DeletionStatusDto> {
    const first = await this.pending.findOne({
      where: { functionUuid: fn.uuid, status: 'pending' },
      order: { deletionDate: 'ASC' },
    });
    return {
      function_uuid: fn.uuid,
      function_name: fn.name,
      has_pending_deletion: first !== null,
      deletion_info: first && toInfo(first),
    };
  }

  /** Every pending deletion of the function is cancelled; it is back to active (init without a deployment). */
  async cancel(fn: FunctionEntity): Promise<CancelDeletionDto> {
    const status = await this.db.transaction(async (tx) => {
      if (!(await FunctionLifecycle.cancel(tx, fn.uuid))) {
        // A deletion run that held the rows has just deleted the function: say so.
        const now = await tx.getRepository(FunctionEntity).findOneBy({ uuid: fn.uuid });
        if (!now || now.status === 'deleted')
          throw conflict(`function ${fn.name} is being deleted: its grace period ended`);
        throw notFound(`function ${fn.name} has no pending deletion`);
      }
      return (await tx.getRepository(FunctionEntity).findOneByOrFail({ uuid: fn.uuid })).status;
    });
    return {
      success: true,
      message: `scheduled deletion of function ${fn.name} cancelled`,
      function: { uuid: fn.uuid, name: fn.name, status },
    };
  }
}
