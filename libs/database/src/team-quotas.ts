import { BaseConfig, forbidden, tooManyRequests } from '@fnhost/common';
import { Global, Injectable, Module } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { ChangeCache, ChangeFeed } from './change-feed';

/** A team's quotas, by the name its usage and its refusals give. */
export const QUOTAS = [
  'functions',
  'concurrent_executions',
  'queued_events',
  'archive_bytes',
  'secrets',
] as const;
export type QuotaName = (typeof QUOTAS)[number];
export type QuotaLimits = Record<QuotaName, number>;
/** The operator's change of a team's quotas: a number sets one, null gives it back the default. */
export type QuotaChanges = Partial<Record<QuotaName, number | null>>;

/**
 * Going past a quota: 429 where waiting frees a place (calls running, events owed: as the function's
 * own concurrency limit), 403 where the team must remove something first (counts and bytes).
 */
export function quotaExceeded(name: QuotaName, used: number, limit: number) {
  const details = `quota exceeded: ${name} (${used} of ${limit})`;
  return name === 'concurrent_executions' || name === 'queued_events'
    ? tooManyRequests(details)
    : forbidden(details);
}

type Row = Record<QuotaName, string | number | null>;

/**
 * Owns a team's quotas (`team_quotas`: the operator's overrides of the QUOTA_* defaults). Limits are
 * cached per team and dropped on every process the moment the operator changes them
 * (`quota:<team>` on the change channel). Counting what a team uses is each resource's owner's.
 */
@Injectable()
export class TeamQuotas {
  private readonly cache: ChangeCache<QuotaLimits>;

  constructor(
    private readonly db: DataSource,
    private readonly config: BaseConfig,
    feed: ChangeFeed,
  ) {
    this.cache = new ChangeCache(feed, (team) => [`quota:${team}`]);
  }

  /** The team's limits: its overrides over the operator defaults. */
  async limits(teamUuid: string): Promise<QuotaLimits> {
    const limits = await this.cache.get(teamUuid, async () => {
      const [row] = (await this.db.query(
        `SELECT ${QUOTAS.join(', ')} FROM team_quotas WHERE team_uuid = $1`,
        [teamUuid],
      )) as Row[];
      return limitsOf(this.config, row);
    });
    return limits!;
  }

  /**
   * Inside the transaction that adds `adding` of `name` to the team: refuses (quotaExceeded) when
   * `used` (counted under the team's lock, so concurrent additions are counted one after another)
   * plus it would pass the limit. Nothing is added on a refusal: the caller's transaction rolls back.
   */
  async reserve(
    tx: EntityManager,
    teamUuid: string,
    name: QuotaName,
    used: () => Promise<number>,
    adding = 1,
  ): Promise<void> {
    await tx.query('SELECT 1 FROM teams WHERE uuid = $1 FOR UPDATE', [teamUuid]);
    const [limit, count] = await Promise.all([this.limits(teamUuid).then((l) => l[name]), used()]);
    if (count + adding > limit) throw quotaExceeded(name, count, limit);
  }

  /** The operator's change (the `teams:quota` command; none: a look): the team's limits afterwards. */
  static async change(db: DataSource, config: BaseConfig, teamUuid: string, changes: QuotaChanges) {
    const names = QUOTAS.filter((n) => changes[n] !== undefined);
    const [row] = (await db.query(
      names.length
        ? `INSERT INTO team_quotas (team_uuid, ${names.join(', ')})
           VALUES ($1, ${names.map((_, i) => `$${i + 2}`).join(', ')})
           ON CONFLICT (team_uuid) DO UPDATE SET updated_at = now(), ${names.map((n) => `${n} = EXCLUDED.${n}`).join(', ')}
           RETURNING ${QUOTAS.join(', ')}`
        : `SELECT ${QUOTAS.join(', ')} FROM team_quotas WHERE team_uuid = $1`,
      [teamUuid, ...names.map((n) => changes[n])],
    )) as Row[];
    return limitsOf(config, row);
  }
}

function limitsOf(config: BaseConfig, row: Row | undefined): QuotaLimits {
  const defaults: QuotaLimits = {
    functions: config.QUOTA_FUNCTIONS,
    concurrent_executions: config.QUOTA_CONCURRENT_EXECUTIONS,
    queued_events: config.QUOTA_QUEUED_EVENTS,
    archive_bytes: config.QUOTA_ARCHIVE_BYTES,
    secrets: config.QUOTA_SECRETS,
  };
  for (const name of QUOTAS) if (row?.[name] != null) defaults[name] = Number(row[name]);
  return defaults;
}

/** The quotas' reader, for every process that admits work (needs ChangeFeedModule). */
@Global()
@Module({ providers: [TeamQuotas], exports: [TeamQuotas] })
export class TeamQuotasModule {}
