import { FunctionEntity } from '@fnhost/database';
import { badRequest, conflict, notFound } from '@fnhost/common';
import { aliasName, FunctionRoutes, LATEST, RoutedVersion } from '@fnhost/releases';
import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { AuthUser } from '../../auth/current-user.decorator';
import { FunctionsService } from '../../functions/functions.service';
import { AliasDto, AliasListDto, PutAliasDto } from './dto/alias.dto';

interface Row {
  name: string;
  version: number;
  canary_version: number | null;
  canary_percent: number | null;
  description: string | null;
  created_at: Date;
  updated_at: Date;
}

const toDto = (r: Row): AliasDto => ({
  name: r.name,
  version: r.version,
  canary: r.canary_version === null ? null : { version: r.canary_version, percent: r.canary_percent! },
  description: r.description,
  created_at: r.created_at.toISOString(),
  updated_at: r.updated_at.toISOString(),
});

/** Every alias of a function as its page shows it; `latest` (the active version) first. */
const ALIASES_SQL = `
  SELECT r.alias AS name, d.version, c.version AS canary_version, r.canary_percent,
    CASE WHEN r.alias = 'latest' THEN 'the active version' ELSE a.description END AS description,
    COALESCE(a.created_at, d.deployed_at, d.created_at) AS created_at,
    COALESCE(a.updated_at, d.deployed_at, d.created_at) AS updated_at
  FROM function_routes r JOIN deployments d ON d.uuid = r.deployment_uuid
  LEFT JOIN deployments c ON c.uuid = r.canary_deployment_uuid
  LEFT JOIN function_aliases a ON a.function_uuid = r.function_uuid AND a.name = r.alias
  WHERE r.function_uuid = $1`;

const reserved = () =>
  badRequest(`alias ${LATEST} is reserved: it always means the active version (deploy and rollback move it)`);

/**
 * Named versions of a function (function_aliases; a rollout's canary is Rollouts'): each alias
 * sends its calls to one version, and to a canary version for a percent of them.
 */
@Injectable()
export class AliasesService {
  constructor(
    private readonly functions: FunctionsService,
    private readonly db: DataSource,
  ) {}

  async list(fn: FunctionEntity): Promise<AliasListDto> {
    const rows = (await this.db.query(`${ALIASES_SQL} ORDER BY r.alias <> 'latest', r.alias`, [
      fn.uuid,
    ])) as Row[];
    return { aliases: rows.map(toDto) };
  }

  async get(fn: FunctionEntity, name: string): Promise<AliasDto> {
    const [row] = (await this.db.query(`${ALIASES_SQL} AND r.alias = $2`, [fn.uuid, name])) as Row[];
    if (!row) throw notFound(`function ${fn.name} has no alias ${name}`);
    return toDto(row);
  }

  /** Creates the alias (created: true) or moves it; its versions must be built. */
  async put(
    user: AuthUser,
    fn: FunctionEntity,
    name: string,
    dto: PutAliasDto,
  ): Promise<{ alias: AliasDto; created: boolean }> {
    checkName(name);
    if (dto.canary && dto.canary.version === dto.version)
      throw badRequest('canary.version: must differ from version');
    const created = await this.db.transaction(async (tx) => {
      await lockFunction(tx, fn.uuid);
      const version = await builtVersion(tx, fn.uuid, dto.version, 'version');
      const canary = dto.canary && (await builtVersion(tx, fn.uuid, dto.canary.version, 'canary.version'));
      await refuseDuringRollout(tx, fn.uuid, name);
      const [row] = (await tx.query(
        `INSERT INTO function_aliases (function_uuid, name, deployment_uuid, canary_deployment_uuid, canary_percent, description)
         VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (function_uuid, name) DO UPDATE SET deployment_uuid = $3, canary_deployment_uuid = $4,
           canary_percent = $5, description = $6, updated_at = now()
         RETURNING (xmax = 0) AS created`,
        [
          fn.uuid,
          name,
          version.deploymentUuid,
          canary?.deploymentUuid ?? null,
          dto.canary?.percent ?? null,
          dto.description ?? null,
        ],
      )) as { created: boolean }[];
      return row.created;
    });
    this.functions.forget(fn.uuid);
    return { alias: await this.get(fn, name), created };
  }

  /** 409 naming its users while a URL, a schedule, a destination or a rollout goes through it. */
  async delete(user: AuthUser, fn: FunctionEntity, name: string): Promise<{ message: string }> {
    checkName(name);
    await this.db.transaction(async (tx) => {
      await lockFunction(tx, fn.uuid);
      const users = (await tx.query(
        `SELECT 'URL ' || slug AS user FROM function_urls WHERE function_uuid = $1 AND alias = $2 AND deleted_at IS NULL
         UNION ALL SELECT 'schedule ' || uuid FROM schedules WHERE function_uuid = $1 AND alias = $2
         UNION ALL SELECT 'the destination of function ' || function_uuid FROM async_configs
           WHERE (on_success->>'function_id' = $1::text AND on_success->>'alias' = $2)
              OR (on_failure->>'function_id' = $1::text AND on_failure->>'alias' = $2)
         UNION ALL SELECT 'the rollout policy' FROM rollout_policies WHERE function_uuid = $1 AND policy->>'target' = $2
         UNION ALL SELECT 'the rollout in progress' FROM rollouts
           WHERE function_uuid = $1 AND state = 'in_progress' AND policy->>'target' = $2`,
        [fn.uuid, name],
      )) as { user: string }[];
      if (users.length) throw conflict(`alias ${name} is in use by ${users.map((u) => u.user).join(', ')}`);
      const [, deleted] = (await tx.query(
        `DELETE FROM function_aliases WHERE function_uuid = $1 AND name = $2`,
        [fn.uuid, name],
      )) as [unknown, number];
      if (!deleted) throw notFound(`function ${fn.name} has no alias ${name}`);
    });
    this.functions.forget(fn.uuid);
    return { message: `alias ${name} of function ${fn.name} deleted` };
  }
}

export function checkName(name: string): void {
  if (aliasName(name, 'name') === LATEST) throw reserved();
}

/** Aliases, rollouts and deploys of a function change under its row's lock. */
async function lockFunction(tx: EntityManager, functionUuid: string): Promise<void> {
  await tx.query(`SELECT 1 FROM functions WHERE uuid = $1 FOR UPDATE`, [functionUuid]);
}

async function builtVersion(
  tx: EntityManager,
  functionUuid: string,
  version: number,
  field: string,
): Promise<RoutedVersion> {
  const found = await FunctionRoutes.version(tx, functionUuid, version);
  if (found) return found;
  const [d] = (await tx.query(`SELECT status FROM deployments WHERE function_uuid = $1 AND version = $2`, [
    functionUuid,
    version,
  ])) as { status: string }[];
  throw badRequest(
    d
      ? `${field}: version ${version} has no built image (status: ${d.status})`
      : `${field}: version ${version} does not exist`,
  );
}

async function refuseDuringRollout(tx: EntityManager, functionUuid: string, name: string): Promise<void> {
  const [r] = (await tx.query(
    `SELECT d.version FROM rollouts r JOIN deployments d ON d.uuid = r.deployment_uuid
     WHERE r.function_uuid = $1 AND r.state = 'in_progress' AND r.policy->>'target' = $2`,
    [functionUuid, name],
  )) as { version: number }[];
  if (r)
    throw conflict(
      `alias ${name} has a rollout of version ${r.version} in progress: promote or abort it first`,
    );
}
