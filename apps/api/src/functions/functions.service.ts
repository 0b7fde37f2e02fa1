import { badRequest, notFound } from '@fnhost/common';
import {
  ChangeCache,
  ChangeFeed,
  Deployment,
  FunctionConfigRevision,
  FunctionEntity,
  FunctionLifecycle,
  FunctionStatus,
} from '@fnhost/database';
import { aliasName, FunctionRoutes, LATEST } from '@fnhost/releases';
import { jobOptions, JobQueue } from '@fnhost/queue';
import { findRuntime, LANGUAGES } from '@fnhost/runtime';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Like, Not, Repository } from 'typeorm';
import { AuthUser } from '../auth/current-user.decorator';
import {
  FunctionDetailsDto,
  FunctionListDto,
  FunctionListQueryDto,
  InitFunctionDto,
  InstanceHostDto,
  InitFunctionResponseDto,
} from './dto/function.dto';
import { configurationFields, configurationOf } from './configuration';
import { InvocableFunction } from './invocable';
import { Permission } from '../teams/policy';
import { TeamAccess } from '../teams/team-access';
import { TeamUsage } from '../quotas/team-usage';

/**
 * Functions of teams. Every lookup takes the caller and what they mean to do: a missing function, or
 * one of a team the caller is not in, is 404; a role short of the action 403 (TeamAccess).
 */
@Injectable()
export class FunctionsService {
  private readonly invocable: ChangeCache<InvocableFunction>;

  constructor(
    private readonly jobs: JobQueue,
    @InjectRepository(FunctionEntity) private readonly functions: Repository<FunctionEntity>,
    @InjectRepository(Deployment) private readonly deployments: Repository<Deployment>,
    @InjectRepository(FunctionConfigRevision) private readonly revisions: Repository<FunctionConfigRevision>,
    private readonly access: TeamAccess,
    private readonly usage: TeamUsage,
    feed: ChangeFeed,
  ) {
    this.invocable = new ChangeCache(feed, (uuid) => [`function:${uuid}`]);
  }

  /** The function, for a caller who may take `permission` on it. */
  async find(user: AuthUser, uuid: string, permission: Permission): Promise<FunctionEntity> {
    const fn = await this.stored(uuid);
    await this.access.require(user, fn.teamUuid, permission, `function ${uuid} not found`);
    return fn;
  }

  /** The function's row as it is now (404 once deleted): after a change, what its answer shows. */
  async stored(uuid: string): Promise<FunctionEntity> {
    const fn = await this.functions.findOneBy({ uuid, status: Not('deleted') });
    if (!fn) throw notFound(`function ${uuid} not found`);
    return fn;
  }

  /**
   * What an invocation needs (the function, its aliases' versions and its key), from this process's
   * cache, which PostgreSQL's change notifications keep current; else in two lean queries (the function and key; its routes). The
   * caller's role must let them invoke.
   */
  async findInvocable(user: AuthUser, uuid: string): Promise<InvocableFunction> {
    const fn = await this.invocableById(uuid);
    if (!fn) throw notFound(`function ${uuid} not found`);
    await this.access.require(user, fn.teamUuid, 'function.invoke', `function ${uuid} not found`);
    return fn;
  }

  /** As findInvocable, whoever owns it: for a function URL, whose slug stands for the function. */
  invocableById(uuid: string): Promise<InvocableFunction | null> {
    return this.invocable.get(uuid, () => this.loadInvocable(uuid));
  }

  private async loadInvocable(uuid: string): Promise<InvocableFunction | null> {
    const [row] = (await this.functions.query(
      `SELECT f.uuid, f.user_id, f.team_uuid, f.status, f.timeout, f.config_revision, f.skip_signing,
              k.uuid AS key_uuid, k.public_key, k.private_key_hash, k.expires_at
       FROM functions f
       LEFT JOIN api_keys k ON k.function_uuid = f.uuid AND k.is_active
       WHERE f.uuid = $1 AND f.status <> 'deleted'`,
      [uuid],
    )) as {
      uuid: string;
      user_id: number;
      team_uuid: string;
      status: FunctionStatus;
      timeout: number;
      config_revision: number;
      skip_signing: boolean;
      key_uuid: string | null;
      public_key: string;
      private_key_hash: string;
      expires_at: Date | null;
    }[];
    if (!row) return null;
    return {
      routes: await FunctionRoutes.of(this.functions.manager, uuid),
      uuid: row.uuid,
      userId: row.user_id,
      teamUuid: row.team_uuid,
      status: row.status,
      timeoutS: row.timeout,
      configRevision: row.config_revision,
      skipSigning: row.skip_signing,
      activeKey: row.key_uuid
        ? {
            uuid: row.key_uuid,
            publicKey: row.public_key,
            privateKeyHash: row.private_key_hash,
            expiresAt: row.expires_at,
          }
        : null,
    };
  }

  /**
   * A door's configured alias (a URL's, a schedule's, a destination's), checked: `latest` (also
   * when not given) or one the function has; 400 naming `field` otherwise.
   */
  async requireAlias(uuid: string, alias: string | undefined, field: string): Promise<string> {
    if (alias === undefined || alias === LATEST) return LATEST;
    aliasName(alias, field);
    if (!(await this.invocableById(uuid))?.routes.has(alias))
      throw badRequest(`${field}: function ${uuid} has no alias ${alias}`);
    return alias;
  }

  /** After this process changed what an invocation reads: its next call must not wait for the notification. */
  forget(uuid: string): void {
    this.invocable.delete(uuid);
  }

  private activeDeployment(functionUuid: string): Promise<Deployment | null> {
    return this.deployments.findOneBy({ functionUuid, isActive: true });
  }

  async init(
    user: AuthUser,
    dto: InitFunctionDto,
  ): Promise<{ created: boolean; body: InitFunctionResponseDto }> {
    const teamUuid = await this.access.teamFor(user, dto.team_id, 'function.write');
    const existing = await this.functions.findOneBy({ teamUuid, name: dto.name, status: Not('deleted') });
    if (existing) return { created: false, body: await this.existingResponse(existing) };
    const inserted = await this.functions.manager.transaction(async (tx) => {
      await this.usage.reserve(tx, teamUuid, 'functions');
      return (
        tx
          .getRepository(FunctionEntity)
          .createQueryBuilder()
          .insert()
          .values({
            userId: user.id,
            teamUuid,
            name: dto.name,
            skipSigning: dto.skip_signing ?? false,
            memory: dto.memory,
            timeout: dto.timeout,
            minInstances: dto.min_instances,
            maxInstances: dto.max_instances,
            concurrencyPerInstance: dto.concurrency_per_instance,
          })
          // Two concurrent inits of one name: the unique index decides, the loser returns the winner.
          .orIgnore()
          .returning('*')
          .execute()
      );
    });
    const row = inserted.raw[0] as { uuid: string } | undefined;
    if (!row) {
      const winner = await this.functions.findOneByOrFail({
        teamUuid,
        name: dto.name,
        status: Not('deleted'),
      });
      return { created: false, body: await this.existingResponse(winner) };
    }
    const fn = await this.functions.findOneByOrFail({ uuid: row.uuid });
    await this.revisions.insert({
      functionUuid: fn.uuid,
      revision: fn.configRevision,
      ...configurationOf(fn),
      changed: [],
    });
    return {
      created: true,
      body: {
        message: 'function initialised',
        id: fn.uuid,
        name: fn.name,
        team_id: fn.teamUuid,
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
      team_id: fn.teamUuid,
      status: fn.status,
      skip_signing: fn.skipSigning,
      deployment_version: (await this.activeDeployment(fn.uuid))?.version ?? 0,
      created_at: fn.createdAt.toISOString(),
      already_exists: true,
    };
  }

  /** The functions of one team (team_id, or the caller's personal team). */
  async list(
    user: AuthUser,
    { limit, offset, q, sort, order, team_id }: FunctionListQueryDto,
  ): Promise<FunctionListDto> {
    const teamUuid = await this.access.teamFor(user, team_id, 'function.read');
    const direction = (order ?? (sort === 'name' ? 'asc' : 'desc')) === 'asc' ? 'ASC' : 'DESC';
    const by = { created_at: 'createdAt', name: 'name', last_invoked_at: 'lastInvokedAt' } as const;
    const [rows, total] = await this.functions.findAndCount({
      where: {
        teamUuid,
        status: Not('deleted'),
        // Names are lowercase; %, _ and \ in the text are taken literally.
        ...(q && { name: Like(`%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`) }),
      },
      order: { [by[sort]]: { direction, nulls: 'LAST' }, uuid: 'ASC' },
      take: limit,
      skip: offset,
    });
    const active = rows.length
      ? await this.deployments.findBy({ functionUuid: In(rows.map((f) => f.uuid)), isActive: true })
      : [];
    const versions = new Map(active.map((d) => [d.functionUuid, d.version]));
    const instances = await this.instancesOf();
    return {
      functions: rows.map((f) => ({
        id: f.uuid,
        name: f.name,
        team_id: f.teamUuid,
        status: f.status,
        deployment_version: versions.get(f.uuid) ?? 0,
        last_invoked_at: f.lastInvokedAt?.toISOString() ?? null,
        instances: (instances.get(f.uuid) ?? []).reduce((n, h) => n + h.instances, 0),
        created_at: f.createdAt.toISOString(),
      })),
      total,
    };
  }

  async details(fn: FunctionEntity): Promise<FunctionDetailsDto> {
    const active = await this.activeDeployment(fn.uuid);
    const runtime = active && findRuntime(active.runtime);
    return {
      id: fn.uuid,
      name: fn.name,
      team_id: fn.teamUuid,
      status: fn.status,
      ...configurationFields(fn),
      deploy_env: active?.env ?? {},
      config_revision: fn.configRevision,
      instances: (await this.instancesOf()).get(fn.uuid) ?? [],
      skip_signing: fn.skipSigning,
      deployment_version: active?.version ?? 0,
      runtime: active?.runtime ?? null,
      source_sha256: active?.sourceSha256 ?? null,
      runtime_version: runtime ? `${LANGUAGES[runtime.language].name} ${runtime.version}` : null,
      warnings: runtime?.deprecation ? [runtime.deprecation] : [],
      created_at: fn.createdAt.toISOString(),
      updated_at: fn.updatedAt.toISOString(),
    };
  }

  /** Per function, its started instances on each live worker, as their heartbeats say. */
  private async instancesOf(): Promise<Map<string, InstanceHostDto[]>> {
    const byFunction = new Map<string, InstanceHostDto[]>();
    for (const w of await this.jobs.liveWorkers()) {
      const here = new Map<string, InstanceHostDto>();
      for (const c of w.warm_containers) {
        const entry = here.get(c.function_uuid) ?? { worker: w.id, host: w.host, instances: 0, in_flight: 0 };
        entry.instances++;
        entry.in_flight += c.in_flight;
        here.set(c.function_uuid, entry);
      }
      for (const [uuid, entry] of here) byFunction.set(uuid, [...(byFunction.get(uuid) ?? []), entry]);
    }
    return byFunction;
  }

  /** The function disappears at once for its team; the worker removes containers, images, archives and rows. */
  async remove(fn: FunctionEntity): Promise<{ message: string }> {
    await FunctionLifecycle.deleted(this.functions.manager, fn.uuid);
    await this.jobs.enqueue(
      'cleanup',
      'function.delete',
      { functionUuid: fn.uuid },
      jobOptions.functionDelete(fn.uuid),
    );
    return { message: `function ${fn.name} deleted` };
  }
}
