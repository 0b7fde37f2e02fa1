import { badRequest, conflict, notFound } from '@fnhost/common';
import { SecretEntity, SecretStore } from '@fnhost/database';
import { SECRET_MAX_BYTES, SECRET_NAME } from '@fnhost/runtime';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { AuthUser } from '../auth/current-user.decorator';
import { TeamAccess } from '../teams/team-access';
import { TeamUsage } from '../quotas/team-usage';
import { CreateSecretDto, SecretDto, SecretListDto, SecretUserDto, SecretValueDto } from './dto/secret.dto';

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** The value's bytes, checked: base64 must be canonical, the size within bounds. */
export function secretValue({ value, base64 }: SecretValueDto): Buffer {
  if (base64 && !BASE64.test(value)) throw badRequest('value: not valid base64 (RFC 4648, with padding)');
  const bytes = Buffer.from(value, base64 ? 'base64' : 'utf8');
  if (!bytes.length) throw badRequest('value: must not be empty');
  if (bytes.length > SECRET_MAX_BYTES) throw badRequest(`value: larger than ${SECRET_MAX_BYTES} bytes`);
  return bytes;
}

/**
 * A team's secrets: sealed at rest, named by the team's functions, never read back. A function uses
 * a secret its configuration names, or its active (or building) version's function.json does.
 * Members read names (secret.read) and admins change values (secret.write); `team_id` names the
 * team, the caller's personal team when left out.
 */
@Injectable()
export class SecretsService {
  constructor(
    private readonly store: SecretStore,
    private readonly access: TeamAccess,
    private readonly usage: TeamUsage,
    @InjectRepository(SecretEntity) private readonly secrets: Repository<SecretEntity>,
  ) {}

  async create(user: AuthUser, dto: CreateSecretDto): Promise<SecretDto> {
    const teamUuid = await this.access.teamFor(user, dto.team_id, 'secret.write');
    const value = secretValue(dto);
    const sealed = this.store.seal(user.id, dto.name, value);
    await this.secrets.manager.transaction(async (tx) => {
      await this.usage.reserve(tx, teamUuid, 'secrets');
      const inserted = await tx
        .getRepository(SecretEntity)
        .createQueryBuilder()
        .insert()
        .values({
          userId: user.id,
          teamUuid,
          name: dto.name,
          keyId: sealed.keyId,
          sealed: sealed.data,
          size: value.length,
        })
        .orIgnore()
        .returning('*')
        .execute();
      if (!inserted.raw[0])
        throw conflict(`secret ${dto.name} exists: change its value with PUT /api/secrets/${dto.name}`);
    });
    return this.describe(teamUuid, dto.name);
  }

  async list(user: AuthUser, teamId?: string): Promise<SecretListDto> {
    const teamUuid = await this.access.teamFor(user, teamId, 'secret.read');
    const rows = await this.secrets.find({ where: { teamUuid }, order: { name: 'ASC' } });
    const users = await this.usersOf(
      this.secrets.manager,
      teamUuid,
      rows.map((r) => r.name),
    );
    return { secrets: rows.map((r) => toDto(r, users.get(r.name) ?? [])) };
  }

  /**
   * A new value: new instances read it at once, running ones within SECRETS_REFRESH_MS. Sealed under
   * the context of the account that created it, whoever changes it.
   */
  async update(user: AuthUser, name: string, dto: SecretValueDto, teamId?: string): Promise<SecretDto> {
    const teamUuid = await this.access.teamFor(user, teamId, 'secret.write');
    const value = secretValue(dto);
    const row = await this.secrets.findOneBy({ teamUuid, name });
    if (!row) throw notFound(`secret ${name} not found`);
    const sealed = this.store.seal(row.userId, name, value);
    await this.secrets.update(
      { id: row.id },
      { keyId: sealed.keyId, sealed: sealed.data, size: value.length },
    );
    return this.describe(teamUuid, name);
  }

  /** 409 while a function uses it: its instances read it, and would lose it at their next start. */
  async remove(user: AuthUser, name: string, teamId?: string): Promise<void> {
    const teamUuid = await this.access.teamFor(user, teamId, 'secret.write');
    await this.secrets.manager.transaction(async (tx) => {
      // Locked: a configuration change naming it (which holds it FOR SHARE) waits, or is refused after.
      const [row] = (await tx.query('SELECT id FROM secrets WHERE team_uuid = $1 AND name = $2 FOR UPDATE', [
        teamUuid,
        name,
      ])) as { id: number }[];
      if (!row) throw notFound(`secret ${name} not found`);
      const users = (await this.usersOf(tx, teamUuid, [name])).get(name) ?? [];
      if (users.length)
        throw conflict(
          `secret ${name} is used by ${users.map((f) => f.name).join(', ')}: remove it from their configuration first`,
        );
      await tx.query('DELETE FROM secrets WHERE id = $1', [row.id]);
    });
  }

  /** Inside the caller's transaction: 400 naming the secrets the team does not have (see `missing`). */
  async requireExisting(tx: EntityManager, teamUuid: string, names: string[], field: string): Promise<void> {
    const missing = await this.missing(tx, teamUuid, names);
    if (missing.length)
      throw badRequest(
        `${field}: no secret ${missing.join(', ')} in the function's team (create it with POST /api/secrets)`,
      );
  }

  /**
   * Inside the caller's transaction: the names the team has no secret of. The ones it has stay
   * locked until the caller commits, so none is deleted under a change naming it.
   */
  async missing(tx: EntityManager, teamUuid: string, names: string[]): Promise<string[]> {
    if (!names.length) return [];
    const rows = (await tx.query(
      'SELECT name FROM secrets WHERE team_uuid = $1 AND name = ANY($2) FOR SHARE',
      [teamUuid, names],
    )) as { name: string }[];
    const found = new Set(rows.map((r) => r.name));
    return names.filter((n) => !found.has(n));
  }

  private async describe(teamUuid: string, name: string): Promise<SecretDto> {
    const row = await this.secrets.findOneByOrFail({ teamUuid, name });
    return toDto(row, (await this.usersOf(this.secrets.manager, teamUuid, [name])).get(name) ?? []);
  }

  /** Per secret name, the functions using it. */
  private async usersOf(
    db: Pick<EntityManager, 'query'>,
    teamUuid: string,
    names: string[],
  ): Promise<Map<string, SecretUserDto[]>> {
    if (!names.length) return new Map();
    const rows = (await db.query(
      `SELECT DISTINCT s.name AS secret, f.uuid, f.name
       FROM functions f
       -- The versions that build or take calls: the active one, and any an alias or a canary routes to.
       LEFT JOIN deployments d ON d.function_uuid = f.uuid AND (d.status = 'building' OR EXISTS (
         SELECT 1 FROM function_routes r WHERE r.function_uuid = f.uuid AND d.uuid IN (r.deployment_uuid, r.canary_deployment_uuid)))
       CROSS JOIN LATERAL unnest(f.secrets || COALESCE(d.secrets, '{}')) AS s(name)
       WHERE f.team_uuid = $1 AND f.status <> 'deleted' AND s.name = ANY($2)
       ORDER BY f.name`,
      [teamUuid, names],
    )) as { secret: string; uuid: string; name: string }[];
    const users = new Map<string, SecretUserDto[]>();
    for (const r of rows) {
      if (!users.has(r.secret)) users.set(r.secret, []);
      users.get(r.secret)!.push({ id: r.uuid, name: r.name });
    }
    return users;
  }
}

/** A path's secret name: anything else is 400 before a query runs. */
export function checkedSecretName(name: string): string {
  if (!SECRET_NAME.test(name))
    throw badRequest(`name: "${name}" is not a secret name (${SECRET_NAME.source})`);
  return name;
}

function toDto(row: SecretEntity, users: SecretUserDto[]): SecretDto {
  return {
    name: row.name,
    size: row.size,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    used_by: users,
  };
}
