import { TeamGrant } from '../teams/team-for';
import { ArchiveStorage } from '@fnhost/common';
import { QUOTAS, QuotaName, TeamQuotas } from '@fnhost/database';
import { EventLedger } from '@fnhost/engine';
import { KEYS, RedisService } from '@fnhost/redis';
import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { UsageDto } from './usage.dto';

/** The quotas counted in PostgreSQL, taken by a request that adds to them (403 past them). */
type Counted = 'functions' | 'secrets' | 'archive_bytes';

/** Live functions and what they store: a deleted function's rows stay, its archives do not. */
const COUNTS: Record<Counted, string> = {
  functions: `SELECT count(*) AS n FROM functions WHERE team_uuid = $1 AND status <> 'deleted'`,
  secrets: `SELECT count(*) AS n FROM secrets WHERE team_uuid = $1`,
  archive_bytes: `SELECT COALESCE(sum(d.archive_bytes), 0) AS n FROM deployments d
    JOIN functions f ON f.uuid = d.function_uuid WHERE f.team_uuid = $1 AND f.status <> 'deleted'`,
};

/**
 * What a team uses of each quota (its usage page), and the check of a counted quota inside the
 * transaction that adds to it (TeamQuotas.reserve). Calls running are the team's leases in Redis,
 * events owed the event ledger's count.
 */
@Injectable()
export class TeamUsage {
  constructor(
    private readonly db: DataSource,
    private readonly quotas: TeamQuotas,
    private readonly storage: ArchiveStorage,
    private readonly redis: RedisService,
  ) {}

  async of(team: TeamGrant): Promise<UsageDto> {
    const limits = await this.quotas.limits(team.uuid);
    const used = await Promise.all(QUOTAS.map((name) => this.used(this.db.manager, team.uuid, name)));
    return Object.fromEntries(
      QUOTAS.map((name, i) => [name, { used: used[i], limit: limits[name] }]),
    ) as unknown as UsageDto;
  }

  /** Inside the transaction adding `adding` of `name` to the team: refused past its quota. */
  reserve(tx: EntityManager, teamUuid: string, name: Counted, adding = 1): Promise<void> {
    return this.quotas.reserve(tx, teamUuid, name, () => this.used(tx, teamUuid, name), adding);
  }

  private async used(tx: EntityManager, teamUuid: string, name: QuotaName): Promise<number> {
    if (name === 'concurrent_executions')
      return this.redis.client.zcount(KEYS.teamSlots(teamUuid), Date.now(), '+inf');
    if (name === 'queued_events') return EventLedger.owedBy(tx, teamUuid, 2 ** 31 - 1);
    if (name === 'archive_bytes') await this.measure(tx, teamUuid);
    const [row] = (await tx.query(COUNTS[name], [teamUuid])) as { n: string }[];
    return Number(row.n);
  }

  /** Archives stored before sizes were recorded (on a file system) are measured once, here. */
  private async measure(tx: EntityManager, teamUuid: string): Promise<void> {
    const unmeasured = (await tx.query(
      `SELECT d.uuid, d.storage_key FROM deployments d JOIN functions f ON f.uuid = d.function_uuid
       WHERE f.team_uuid = $1 AND f.status <> 'deleted' AND d.archive_bytes IS NULL`,
      [teamUuid],
    )) as { uuid: string; storage_key: string }[];
    for (const d of unmeasured)
      await tx.query('UPDATE deployments SET archive_bytes = $2 WHERE uuid = $1', [
        d.uuid,
        (await this.storage.size(d.storage_key)) ?? 0,
      ]);
  }
}
