import { badRequest, notFound } from '@fnhost/common';
import { FunctionConfigRevision, FunctionEntity } from '@fnhost/database';
import { checkEnv, checkSecretNames, ConfigurationError } from '@fnhost/runtime';
import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { isDeepStrictEqual } from 'util';
import { SecretsService } from '../secrets/secrets.service';
import { ConfigureFunctionDto, FunctionDetailsDto } from './dto/function.dto';
import { Configuration, configurationOf, Field, FIELDS, NAMES } from './configuration';
import { FunctionsService } from './functions.service';

/** The given fields, checked beyond their types (env names and size, secret names); 400 when none is given. */
export function configurationPatch(dto: ConfigureFunctionDto): Partial<Configuration> {
  const patch: Partial<Record<Field, unknown>> = {};
  try {
    for (const name of NAMES) if (dto[name] !== undefined) patch[name] = dto[name];
    if (dto.env !== undefined) patch.env = checkEnv(dto.env);
    if (dto.secrets !== undefined) patch.secrets = [...checkSecretNames(dto.secrets)].sort();
  } catch (err) {
    if (err instanceof ConfigurationError) throw badRequest(err.message);
    throw err;
  }
  if (!Object.keys(patch).length)
    throw badRequest(`nothing to change: give one or more of ${NAMES.join(', ')}`);
  return Object.fromEntries(Object.entries(patch).map(([name, value]) => [FIELDS[name as Field], value]));
}

/**
 * A function's configuration changes without a build: the row changes and a revision records it,
 * in one transaction. Calls admitted from then on carry the new revision; a worker finishes the
 * calls running on an instance of an older one, then replaces it.
 */
@Injectable()
export class FunctionConfigService {
  constructor(
    private readonly functions: FunctionsService,
    private readonly secrets: SecretsService,
    private readonly db: DataSource,
  ) {}

  async configure(fn: FunctionEntity, dto: ConfigureFunctionDto): Promise<FunctionDetailsDto> {
    const patch = configurationPatch(dto);
    await this.db.transaction((tx) => this.apply(tx, fn.uuid, patch));
    this.functions.forget(fn.uuid);
    return this.functions.details(await this.functions.stored(fn.uuid));
  }

  /**
   * The change in the caller's transaction (a PATCH; a deploy whose function.json names scaling
   * settings), once the caller was authorized: the row, under its lock, and a revision; none when
   * nothing changes. The caller
   * drops the function from the cache (FunctionsService.forget) once it committed.
   */
  async apply(tx: EntityManager, uuid: string, patch: Partial<Configuration>): Promise<void> {
    const fn = await tx.getRepository(FunctionEntity).findOne({
      where: { uuid },
      lock: { mode: 'pessimistic_write' },
    });
    if (!fn || fn.status === 'deleted') throw notFound(`function ${uuid} not found`);
    if (patch.secrets) await this.secrets.requireExisting(tx, fn.teamUuid, patch.secrets, 'secrets');
    const next: Configuration = { ...configurationOf(fn), ...patch };
    if (next.minInstances > next.maxInstances)
      throw badRequest(`min_instances (${next.minInstances}) is above max_instances (${next.maxInstances})`);
    const changed = NAMES.filter((f) => !isDeepStrictEqual(fn[FIELDS[f]], next[FIELDS[f]]));
    if (!changed.length) return; // the same configuration again: no revision
    const revision = fn.configRevision + 1;
    await tx.getRepository(FunctionEntity).update({ uuid }, { ...next, configRevision: revision });
    await tx.getRepository(FunctionConfigRevision).insert({ functionUuid: uuid, revision, ...next, changed });
  }
}
