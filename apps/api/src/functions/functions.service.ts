import { intParam, notFound } from '@fnhost/common';
import { Deployment, FunctionEntity, FunctionStatus } from '@fnhost/database';
import { jobOptions, JobQueue } from '@fnhost/queue';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Not, Repository } from 'typeorm';
import { AuthUser } from '../auth/current-user.decorator';
import {
  FunctionDetailsDto,
  FunctionListDto,
  InitFunctionDto,
  InitFunctionResponseDto,
} from './dto/function.dto';
import { InvocableFunction } from './invocable';

/** Functions of a user. Every lookup takes the owner: a missing or foreign function is 404. */
@Injectable()
export class FunctionsService {
  constructor(
    private readonly jobs: JobQueue,
    @InjectRepository(FunctionEntity) private readonly functions: Repository<FunctionEntity>,
    @InjectRepository(Deployment) private readonly deployments: Repository<Deployment>,
  ) {}

  async findOwned(user: AuthUser, uuid: string): Promise<FunctionEntity> {
    const fn = await this.functions.findOneBy({ uuid, userId: user.id, status: Not('deleted') });
    if (!fn) throw notFound(`function ${uuid} not found`);
    return fn;
  }

  /**
   * What an invocation needs, in one lean query (function and its active deployment): this runs
   * on every invoke, where TypeORM's entity building cost more CPU than the query itself.
   */
  async findInvocable(user: AuthUser, uuid: string): Promise<InvocableFunction> {
    const [row] = (await this.functions.query(
      `SELECT f.uuid, f.status, f.timeout, f.skip_signing, d.uuid AS deployment_uuid
       FROM functions f
       LEFT JOIN deployments d ON d.function_uuid = f.uuid AND d.is_active
       WHERE f.uuid = $1 AND f.user_id = $2 AND f.status <> 'deleted'`,
      [uuid, user.id],
    )) as {
      uuid: string;
      status: FunctionStatus;
      timeout: number;
      skip_signing: boolean;
      deployment_uuid: string | null;
    }[];
    if (!row) throw notFound(`function ${uuid} not found`);
    return {
      uuid: row.uuid,
      status: row.status,
      timeoutS: row.timeout,
      skipSigning: row.skip_signing,
      activeDeploymentUuid: row.deployment_uuid,
    };
  }

  async activeVersion(functionUuid: string): Promise<number> {
    return (await this.deployments.findOneBy({ functionUuid, isActive: true }))?.version ?? 0;
  }

  async init(
    user: AuthUser,
    dto: InitFunctionDto,
  ): Promise<{ created: boolean; body: InitFunctionResponseDto }> {
    const existing = await this.functions.findOneBy({
      userId: user.id,
      name: dto.name,
      status: Not('deleted'),
    });
    if (existing) return { created: false, body: await this.existingResponse(existing) };
    const inserted = await this.functions
      .createQueryBuilder()
      .insert()
      .values({
        userId: user.id,
        name: dto.name,
        skipSigning: dto.skip_signing ?? false,
        memory: dto.memory,
        timeout: dto.timeout,
      })
      // Two concurrent inits of one name: the unique index decides, the loser returns the winner.
      .orIgnore()
      .returning('*')
      .execute();
    const row = inserted.raw[0] as { uuid: string } | undefined;
    if (!row) {
      const winner = await this.functions.findOneByOrFail({
        userId: user.id,
        name: dto.name,
        status: Not('deleted'),
      });
      return { created: false, body: await this.existingResponse(winner) };
    }
    const fn = await this.functions.findOneByOrFail({ uuid: row.uuid });
    return {
      created: true,
      body: {
        message: 'function initialised',
        id: fn.uuid,
        name: fn.name,
        status: fn.status,
        skip_signing: fn.skipSigning,
        created_at: fn.createdAt.toISOString(),
      },
    };
  }

  private async existingResponse(fn: FunctionEntity): Promise<InitFunctionResponseDto> {
    return {
      message: 'function already exists',
      id: fn.uuid,
      name: fn.name,
      status: fn.status,
      skip_signing: fn.skipSigning,
      deployment_version: await this.activeVersion(fn.uuid),
      created_at: fn.createdAt.toISOString(),
      already_exists: true,
    };
  }

  async list(user: AuthUser, rawLimit: unknown, rawOffset: unknown): Promise<FunctionListDto> {
    const limit = intParam(rawLimit, 'limit', 10, 100);
    const offset = intParam(rawOffset, 'offset', 0, Number.MAX_SAFE_INTEGER, 0);
    const [rows, total] = await this.functions.findAndCount({
      where: { userId: user.id, status: Not('deleted') },
      order: { createdAt: 'DESC', uuid: 'ASC' },
      take: limit,
      skip: offset,
    });
    return {
      functions: rows.map((f) => ({
        id: f.uuid,
        name: f.name,
        status: f.status,
        created_at: f.createdAt.toISOString(),
      })),
      total,
    };
  }

  async details(user: AuthUser, uuid: string): Promise<FunctionDetailsDto> {
    const fn = await this.findOwned(user, uuid);
    return {
      id: fn.uuid,
      name: fn.name,
      status: fn.status,
      memory: fn.memory,
      timeout: fn.timeout,
      skip_signing: fn.skipSigning,
      deployment_version: await this.activeVersion(fn.uuid),
      created_at: fn.createdAt.toISOString(),
      updated_at: fn.updatedAt.toISOString(),
    };
  }

  /** The function disappears at once for its owner; the worker removes containers, images, archives and rows. */
  async remove(user: AuthUser, uuid: string): Promise<{ message: string }> {
    const fn = await this.findOwned(user, uuid);
    await this.functions.update({ uuid: fn.uuid }, { status: 'deleted' });
    await this.jobs.enqueue(
      'cleanup',
      'function.delete',
      { functionUuid: fn.uuid },
      jobOptions.functionDelete(fn.uuid),
    );
    return { message: `function ${fn.name} deleted` };
  }
}
