import { ConfigError, loadConfig } from '@fnhost/common';
import { QUOTAS, QuotaChanges, SecretStore, TeamQuotas } from '@fnhost/database';
import { JobQueue, StoreUse } from '@fnhost/queue';
import { RedisService } from '@fnhost/redis';
import { ConsoleLogger, LogLevel } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { isUUID } from 'class-validator';
import { DataSource } from 'typeorm';
import { parseArgs } from 'util';
import { ApiConfig } from './config';
import { CliModule } from './cli.module';
import { LoginService } from './auth/login.service';

type App = Awaited<ReturnType<typeof NestFactory.createApplicationContext>>;

/** Warnings and errors go to stderr: stdout is the command's answer (`--json` is parsed). */
class StderrLogger extends ConsoleLogger {
  constructor() {
    super({ logLevels: ['error', 'warn'] });
  }

  protected printMessages(messages: unknown[], context?: string, logLevel?: LogLevel): void {
    super.printMessages(messages, context, logLevel, 'stderr');
  }
}

/** `--now <ISO>` overrides the clock of the stale lifecycle (operators replaying a date, tests). */
function nowOption(): string | undefined {
  const i = process.argv.indexOf('--now');
  if (i < 0) return undefined;
  const value = process.argv[i + 1];
  if (!value || Number.isNaN(Date.parse(value))) throw new Error('--now needs an ISO 8601 timestamp');
  return new Date(value).toISOString();
}

const RUN_TIMEOUT_MS = 120_000;

/** A command given wrongly: its message alone, and exit status 2, as for an unknown command. */
class UsageError extends Error {}

/** A quota's option: its name, dashed. */
const optionOf = (quota: string) => quota.replace(/_/g, '-');

/** `teams:quota <team id> [--functions N|default] …`: the options, one per quota. */
function quotaChanges(): { team: string; changes: QuotaChanges } {
  const options = Object.fromEntries(QUOTAS.map((q) => [optionOf(q), { type: 'string' as const }]));
  let parsed;
  try {
    parsed = parseArgs({
      args: process.argv.slice(3),
      options: { ...options, json: { type: 'boolean' } },
      allowPositionals: true,
    });
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
  const { values, positionals } = parsed;
  const [team] = positionals;
  if (!team || !isUUID(team) || positionals.length > 1)
    throw new UsageError('teams:quota needs one team id (a UUID: GET /api/teams, `fnhost teams`)');
  const changes: QuotaChanges = {};
  for (const q of QUOTAS) {
    const value = (values as Record<string, string | undefined>)[optionOf(q)];
    if (value === undefined) continue;
    if (value !== 'default' && !/^\d{1,15}$/.test(value))
      throw new UsageError(`--${optionOf(q)} must be a whole number of 0 or more, or "default"`);
    changes[q] = value === 'default' ? null : Number(value);
  }
  return { team, changes };
}

/**
 * Runs a cleanup job on the workers (one run cluster-wide) and returns its result. Polls the
 * job's state: completion events can be missed in the moment before a QueueEvents reader starts.
 */
async function runOnWorkers(
  app: App,
  name: 'stale.scan' | 'deletions.run' | 'executions.prune',
): Promise<Record<string, number>> {
  const jobs = app.get(JobQueue);
  const { id } = await jobs.enqueue(
    'cleanup',
    name,
    { now: nowOption() },
    { removeOnComplete: 100, removeOnFail: 100 },
  );
  const deadline = Date.now() + RUN_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const job = await jobs.queue('cleanup').getJob(id!);
    if (job?.finishedOn) {
      if (job.failedReason) throw new Error(`${name} failed: ${job.failedReason}`);
      return job.returnvalue as Record<string, number>;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${name} did not finish within ${RUN_TIMEOUT_MS / 1000}s: are the workers running?`);
}

const COMMANDS: Record<string, (app: App) => Promise<string>> = {
  /** Moves every legacy user to the identity provider (temporary password, UPDATE_PASSWORD). */
  'users:migrate': async (app) => {
    const counts = await app.get(LoginService).migrateLegacyUsers();
    return `users:migrate migrated=${counts.migrated} failed=${counts.failed} skipped=${counts.skipped}`;
  },
  /** Finds stale functions now and schedules their deletion. */
  'cleanup:scan': async (app) => {
    const r = await runOnWorkers(app, 'stale.scan');
    return `cleanup:scan functions=${r.functions} pending_deletions=${r.pendingDeletions}`;
  },
  /** Deletes the functions whose pending deletions are due. */
  'cleanup:run': async (app) => `cleanup:run deleted=${(await runOnWorkers(app, 'deletions.run')).deleted}`,
  /** Folds the executions past their team's retention into the statistics' rollups now. */
  'executions:prune': async (app) => {
    const r = await runOnWorkers(app, 'executions.prune');
    return `executions:prune executions=${r.executions} rollups=${r.rollups}`;
  },
  /**
   * Re-seals every account secret under SECRETS_KEY (the previous key in SECRETS_PREVIOUS_KEYS opens
   * the old values): afterwards the previous key is no longer needed. See the README's rotation steps.
   */
  'secrets:rotate-key': async (app) => {
    const r = await app.get(SecretStore).rotate();
    return `secrets:rotate-key resealed=${r.resealed} total=${r.total}`;
  },
  /**
   * Shows a team's quotas, or changes them: `--functions 20` sets one, `--functions default` gives
   * it back the operator's QUOTA_* setting. Effective on every process at once.
   */
  'teams:quota': async (app) => {
    const { team, changes } = quotaChanges();
    const db = app.get(DataSource);
    const [found] = (await db.query('SELECT 1 FROM teams WHERE uuid = $1', [team])) as unknown[];
    if (!found) throw new UsageError(`no team ${team}`);
    const limits = await TeamQuotas.change(db, app.get(ApiConfig), team, changes);
    if (process.argv.includes('--json')) return JSON.stringify(limits, null, 2);
    return `teams:quota ${team} ${QUOTAS.map((q) => `${q}=${limits[q]}`).join(' ')}`;
  },
  /**
   * The live workers: host, load, warm containers, latest pulls, network policy, the host's disk
   * budgets (`--json` for all of it).
   */
  workers: async (app) => {
    await app.get(RedisService).connected();
    const workers = await app.get(JobQueue).liveWorkers();
    if (process.argv.includes('--json')) return JSON.stringify(workers, null, 2);
    if (!workers.length) return 'no live worker';
    const lines = workers.map((w) => {
      const pull = w.pulls[0] ? `${w.pulls[0].image} ${w.pulls[0].ms} ms` : '-';
      return [
        w.id,
        w.host,
        `${w.in_flight}/${w.concurrency}`,
        w.warm_containers.length,
        pull,
        w.started_at,
        w.network_policy.enforced ? 'enforced' : `NOT ENFORCED: ${w.network_policy.problem}`,
        w.storage ? `images ${gb(w.storage.images)}, build cache ${gb(w.storage.build_cache)}` : '-',
      ].join('\t');
    });
    return [
      'worker\thost\tin flight\twarm containers\tlast pull\tstarted\tnetwork policy\tstorage',
      ...lines,
    ].join('\n');
  },
};

/** A store's bytes held of its budget, in GB. */
const gb = (use: StoreUse) =>
  `${(use.used_bytes / 1024 ** 3).toFixed(2)}/${(use.budget_bytes / 1024 ** 3).toFixed(2)} GB`;

/** Operator commands: `npm run cli -- <command> [--now <ISO 8601>]`. */
async function main() {
  const command = process.argv[2];
  if (!command || !COMMANDS[command]) {
    console.error(`usage: npm run cli -- <${Object.keys(COMMANDS).join('|')}> [--now <ISO 8601>] [--json]
  teams:quota <team id> [--${QUOTAS.map(optionOf).join(' N|default] [--')} N|default]`);
    process.exit(2);
  }
  loadConfig(ApiConfig);
  const app = await NestFactory.createApplicationContext(CliModule, { logger: new StderrLogger() });
  try {
    console.log(await COMMANDS[command](app));
  } finally {
    await app.close();
  }
}

main().catch((err) => {
  console.error(err instanceof ConfigError || err instanceof UsageError ? err.message : err);
  process.exit(err instanceof UsageError ? 2 : 1);
});
