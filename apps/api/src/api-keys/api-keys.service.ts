import { conflict, notFound } from '@fnhost/common';
import { ApiKey, FunctionEntity } from '@fnhost/database';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomUUID } from 'crypto';
import { DataSource, Repository } from 'typeorm';
import { AuthUser } from '../auth/current-user.decorator';
import { FunctionsService } from '../functions/functions.service';
import { TeamAccess } from '../teams/team-access';
import {
  ApiKeyDto,
  ApiKeyListDto,
  ApiKeyStatusDto,
  GenerateApiKeyDto,
  GenerateResponseDto,
  UpdateApiKeyDto,
} from './dto/api-key.dto';
import { derivePrivateKey, expiryFrom, hashPrivateKey, newPublicKey } from './key-material';
import { ApiConfig } from '../config';

const isExpired = (key: ApiKey, now = new Date()) => key.expiresAt !== null && key.expiresAt <= now;

function toDto(key: ApiKey, forList = false): ApiKeyDto {
  const revoked = !key.isActive;
  return {
    uuid: key.uuid,
    public_key: key.publicKey,
    validity: key.validity,
    // The spec's list shows no expiry for revoked keys.
    expires_at: forList && revoked ? null : (key.expiresAt?.toISOString() ?? null),
    is_active: key.isActive,
    expired: isExpired(key),
    name: key.name,
    created_at: key.createdAt.toISOString(),
    ...(revoked && key.revokedAt && { revoked_at: key.revokedAt.toISOString() }),
  };
}

/**
 * API keys of a user's functions; one service behind both path families. Each change drops this
 * replica's copy of the function at once (its next call reads the key as written); the others
 * learn of it from the change notification.
 */
@Injectable()
export class ApiKeysService {
  constructor(
    private readonly config: ApiConfig,
    private readonly functions: FunctionsService,
    private readonly access: TeamAccess,
    private readonly db: DataSource,
    @InjectRepository(ApiKey) private readonly keys: Repository<ApiKey>,
  ) {}

  privateKeyOf(key: Pick<ApiKey, 'uuid' | 'publicKey'>): string {
    return derivePrivateKey(this.config.APIKEY_MASTER_SECRET, key.uuid, key.publicKey);
  }

  /** A key of a function the caller may change (function.write), or 404: a foreign key is indistinguishable from none. */
  private async findChangeable(user: AuthUser, keyUuid: string): Promise<ApiKey> {
    const found = await this.keys
      .createQueryBuilder('k')
      .innerJoin(FunctionEntity, 'f', 'f.uuid = k.function_uuid')
      .addSelect('f.team_uuid', 'team_uuid')
      .where('k.uuid = :keyUuid AND f.status <> :deleted', { keyUuid, deleted: 'deleted' })
      .getRawAndEntities();
    const key = found.entities[0];
    if (!key) throw notFound(`API key ${keyUuid} not found`);
    const team = (found.raw[0] as { team_uuid: string }).team_uuid;
    await this.access.require(user, team, 'function.write', `API key ${keyUuid} not found`);
    return key;
  }

  /** The active key of a function: the one that makes signing required. */
  activeKey(functionUuid: string): Promise<ApiKey | null> {
    return this.keys.findOneBy({ functionUuid, isActive: true });
  }

  async generate(user: AuthUser, dto: GenerateApiKeyDto): Promise<GenerateResponseDto> {
    const fn = await this.functions.find(user, dto.function_id, 'function.write');
    const now = new Date();
    const key = await this.db.transaction(async (tx) => {
      const repo = tx.getRepository(ApiKey);
      await repo.update({ functionUuid: fn.uuid, isActive: true }, { isActive: false, revokedAt: now });
      const uuid = randomUUID();
      const publicKey = newPublicKey();
      return repo.save({
        uuid,
        functionUuid: fn.uuid,
        publicKey,
        privateKeyHash: hashPrivateKey(this.privateKeyOf({ uuid, publicKey })),
        validity: dto.validity,
        expiresAt: expiryFrom(now, dto.validity),
        isActive: true,
        name: dto.name ?? null,
      });
    });
    this.functions.forget(fn.uuid);
    return {
      message: 'API key generated',
      warning: 'Store the private key now: it is shown only once and cannot be recovered.',
      api_key: {
        uuid: key.uuid,
        public_key: key.publicKey,
        private_key: this.privateKeyOf(key),
        validity: key.validity,
        expires_at: key.expiresAt?.toISOString() ?? null,
        created_at: key.createdAt.toISOString(),
      },
    };
  }

  async status(fn: FunctionEntity): Promise<ApiKeyStatusDto> {
    const key = await this.activeKey(fn.uuid);
    return { has_api_key: key !== null, api_key: key && toDto(key) };
  }

  async list(fn: FunctionEntity): Promise<ApiKeyListDto> {
    const keys = await this.keys.find({ where: { functionUuid: fn.uuid }, order: { createdAt: 'DESC' } });
    return { api_keys: keys.map((k) => toDto(k, true)) };
  }

  /** expires_at = max(expires_at, now) + validity; uuid and secret unchanged. */
  async roll(user: AuthUser, keyUuid: string): Promise<{ message: string }> {
    const key = await this.findChangeable(user, keyUuid);
    if (!key.isActive) throw conflict('API key is revoked: enable it before rolling');
    const now = new Date();
    const base = key.expiresAt && key.expiresAt > now ? key.expiresAt : now;
    const expiresAt = key.validity === 'forever' ? null : expiryFrom(base, key.validity);
    await this.keys.update({ uuid: key.uuid }, { expiresAt });
    this.functions.forget(key.functionUuid);
    return {
      message: `API key rolled; it now expires ${expiresAt ? `at ${expiresAt.toISOString()}` : 'never'}`,
    };
  }

  async update(user: AuthUser, keyUuid: string, dto: UpdateApiKeyDto): Promise<{ message: string }> {
    const key = await this.findChangeable(user, keyUuid);
    if (!key.isActive) throw conflict('API key is revoked: enable it before updating');
    await this.keys.update(
      { uuid: key.uuid },
      {
        validity: dto.validity,
        expiresAt: expiryFrom(new Date(), dto.validity),
        ...(dto.name !== undefined && { name: dto.name }),
      },
    );
    this.functions.forget(key.functionUuid);
    return { message: 'API key updated' };
  }

  async revoke(user: AuthUser, keyUuid: string): Promise<{ message: string }> {
    const key = await this.findChangeable(user, keyUuid);
    if (!key.isActive) throw conflict('API key is already revoked');
    await this.keys.update({ uuid: key.uuid }, { isActive: false, revokedAt: new Date() });
    this.functions.forget(key.functionUuid);
    return { message: 'API key revoked; it stays in the history and can be enabled again' };
  }

  /** Only a revoked key, and only while no other key of the function is active; expiry unchanged. */
  async enable(user: AuthUser, keyUuid: string): Promise<{ message: string }> {
    const key = await this.findChangeable(user, keyUuid);
    if (key.isActive) throw conflict('API key is not revoked');
    await this.db.transaction(async (tx) => {
      const other = await tx.getRepository(ApiKey).findOne({
        where: { functionUuid: key.functionUuid, isActive: true },
        lock: { mode: 'pessimistic_read' },
      });
      if (other)
        throw conflict(`another API key (${other.uuid}) is active for this function: revoke it first`);
      await tx.getRepository(ApiKey).update({ uuid: key.uuid }, { isActive: true, revokedAt: null });
    });
    this.functions.forget(key.functionUuid);
    return { message: 'API key enabled' };
  }

  async remove(user: AuthUser, keyUuid: string): Promise<{ message: string }> {
    const key = await this.findChangeable(user, keyUuid);
    await this.keys.delete({ uuid: key.uuid });
    this.functions.forget(key.functionUuid);
    return { message: 'API key permanently deleted' };
  }
}
