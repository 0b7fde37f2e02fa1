import { conflict, notFound } from '@fnhost/common';
import { Deployment, FunctionEntity } from '@fnhost/database';
import { jobOptions, JobQueue } from '@fnhost/queue';
import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { VersionDeletedDto } from './dto/deployment.dto';

/** What still sends calls to a version, as a 409 names it; empty when nothing does. */
export async function usersOf(tx: Pick<EntityManager, 'query'>, d: Deployment): Promise<string[]> {
  const aliases = (await tx.query(
    `SELECT r.alias,
            (SELECT count(*)::int FROM function_urls u
              WHERE u.function_uuid = r.function_uuid AND u.alias = r.alias AND u.deleted_at IS NULL) AS urls,
            (SELECT count(*)::int FROM schedules s
              WHERE s.function_uuid = r.function_uuid AND s.alias = r.alias) AS schedules
     FROM function_routes r
     WHERE r.function_uuid = $1 AND (r.deployment_uuid = $2 OR r.canary_deployment_uuid = $2)
     ORDER BY r.alias`,
    [d.functionUuid, d.uuid],
  )) as { alias: string; urls: number; schedules: number }[];
  const [{ rollouts, queued }] = (await tx.query(
    `SELECT (SELECT count(*)::int FROM rollouts
              WHERE function_uuid = $1 AND state = 'in_progress'
                AND (deployment_uuid = $2 OR baseline_uuid = $2)) AS rollouts,
            (SELECT count(*)::int FROM async_events a JOIN executions e ON e.uuid = a.execution_uuid
              WHERE a.function_uuid = $1 AND a.state IN ('queued', 'running') AND a.route IS NULL
                AND e.deployment_uuid = $2) AS queued`,
    [d.functionUuid, d.uuid],
  )) as { rollouts: number; queued: number }[];
  const doors = ({ urls, schedules }: { urls: number; schedules: number }) =>
    [urls && 'its function URL', schedules && `${schedules} schedule(s)`].filter(Boolean).join(', ');
  return [
    ...aliases.map((a) => `alias ${a.alias}${doors(a) ? ` (${doors(a)})` : ''}`),
    ...(rollouts ? ['the rollout in progress'] : []),
    ...(queued ? [`${queued} asynchronous invocation(s) pinned to it, not yet run`] : []),
  ];
}

/**
 * Deleting one version: refused (409 naming them) while anything routes calls to it (an alias,
 * `latest` being the active version, a canary), a rollout in progress takes part, a queued
 * invocation is pinned to it, or it builds. Its row goes at once (its archive stops counting
 * against the team's quota); the worker's `version.delete` removes its archive, images and code.
 */
@Injectable()
export class VersionDeletion {
  constructor(
    private readonly db: DataSource,
    private readonly jobs: JobQueue,
  ) {}

  async delete(fn: FunctionEntity, version: number): Promise<VersionDeletedDto> {
    const deleted = await this.db.transaction(async (tx) => {
      // The function's row lock orders this after deploys, rollbacks and alias changes.
      await tx.query('SELECT 1 FROM functions WHERE uuid = $1 FOR UPDATE', [fn.uuid]);
      const d = await tx.getRepository(Deployment).findOneBy({ functionUuid: fn.uuid, version });
      if (!d) throw notFound(`version ${version} of function ${fn.name} not found`);
      if (d.status === 'building')
        throw conflict(`version ${version} is building: delete it once its build ends`);
      const users = await usersOf(tx, d);
      if (users.length) throw conflict(`version ${version} still receives calls: ${users.join('; ')}`);
      await tx.getRepository(Deployment).delete({ uuid: d.uuid });
      // Queued before the commit, so no deleted version is left without its cleanup: the job waits
      // for the row to be gone, and removes nothing if this rolls back.
      await this.jobs.enqueue(
        'cleanup',
        'version.delete',
        {
          functionUuid: fn.uuid,
          deploymentUuid: d.uuid,
          version,
          imageTag: d.imageTag,
          storageKey: d.storageKey,
          dependenciesKey: d.dependenciesKey,
        },
        jobOptions.versionDelete(d.uuid),
      );
      return d;
    });
    return {
      message: `version ${version} of function ${fn.name} deleted`,
      version,
      freed_bytes: Number(deleted.archiveBytes ?? 0),
    };
  }
}
