import { Client } from 'pg';
import { deployActive, invoke } from './functions';
import { call, Reply } from './http';

/**
 * A handler that says which version it is (and, given `failEvery`, fails every failEvery-th call
 * of each instance: a share of failures that chance cannot bring under a rollout's limit).
 */
export const versionFiles = (tag: string, failEvery = 0) => ({
  'index.js': `let calls = 0;
exports.handler = async (e) => {
  if (${failEvery} && ++calls % ${failEvery} === 0) throw new Error('bad version ${tag}');
  if (e && e.ms) await new Promise((r) => setTimeout(r, e.ms));
  return { v: '${tag}' };
};\n`,
});

/** Deploys versions tagged `tags` in turn, each active when the next starts; their version numbers. */
export async function deployVersions(token: string, fn: string, tags: string[]): Promise<number[]> {
  const versions: number[] = [];
  for (const tag of tags) versions.push((await deployActive(token, fn, versionFiles(tag))).version);
  return versions;
}

/** The version a reply says it came from. */
export const versionOf = (r: Reply) => Number(r.headers.get('x-fnhost-version'));

/** `n` synchronous invokes at `path`'s query (e.g. `?alias=prod`), `parallel` at a time. */
export async function invokeMany(
  token: string,
  fn: string,
  n: number,
  query = '',
  parallel = 10,
): Promise<Reply[]> {
  const replies: Reply[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < n) {
        next++;
        replies.push(
          await call('POST', `/api/functions/${fn}/invoke${query}`, { token, json: { body: {} } }),
        );
      }
    }),
  );
  return replies;
}

/** Invokes `fn` continuously (4 at a time) until stopped: every reply kept. */
export function traffic(token: string, fn: string) {
  let running = true;
  const replies: Reply[] = [];
  const loops = Array.from({ length: 4 }, async () => {
    while (running) replies.push(await invoke(token, fn, {}));
  });
  return {
    replies,
    stop: async () => {
      running = false;
      await Promise.all(loops);
      return replies;
    },
  };
}

/** The function's recorded executions per version and alias (PostgreSQL, once the recorders wrote them). */
export async function recorded(db: Client, fn: string, since = new Date(0)) {
  const { rows } = await db.query<{ version: number; alias: string | null; n: number }>(
    `SELECT d.version, e.alias, count(*)::int AS n FROM executions e JOIN deployments d ON d.uuid = e.deployment_uuid
     WHERE e.function_uuid = $1 AND e.started_at >= $2 GROUP BY 1, 2 ORDER BY 1, 2`,
    [fn, since],
  );
  return rows;
}
