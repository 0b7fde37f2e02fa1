import { randomBytes } from 'crypto';
import { newUserToken } from './fixtures';
import { call, Reply } from './http';
import { rawTarGz } from './raw-tar';

export const fnName = (tag = 'fn') => `${tag}-${randomBytes(4).toString('hex')}`;

export async function initFunction(
  token: string,
  extra: Record<string, unknown> = {},
  name = fnName(),
  base?: string,
): Promise<string> {
  const res = await call('POST', '/api/functions/init', { token, json: { name, ...extra }, base });
  if (res.status !== 201) throw new Error(`init failed: ${res.status} ${res.text}`);
  return res.body.id as string;
}

/** A tar.gz of the given files (name -> content). */
export const archiveOf = (files: Record<string, string>) =>
  rawTarGz(Object.entries(files).map(([name, content]) => ({ name, content })));

export function deployForm(functionId: string, archive: Buffer | null, env?: string): FormData {
  const form = new FormData();
  form.append('function_id', functionId);
  if (archive) form.append('archive', new Blob([archive], { type: 'application/gzip' }), 'fn.tar.gz');
  if (env !== undefined) form.append('env', env);
  return form;
}

/** `base`, in these helpers: another api than the suite's shared one. */
export function deploy(
  token: string,
  functionId: string,
  archive: Buffer,
  env?: string,
  base?: string,
): Promise<Reply> {
  return call('POST', '/api/functions/deploy', { token, form: deployForm(functionId, archive, env), base });
}

export interface DeploymentRow {
  uuid: string;
  version: number;
  status: string;
  is_active: boolean;
  error: string | null;
  image_tag: string;
}

/** Polls the history until `version` leaves `building`; returns it. */
export async function waitBuilt(
  token: string,
  functionId: string,
  version: number,
  seconds = 120,
  base?: string,
): Promise<DeploymentRow> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    const res = await call<{ deployments: DeploymentRow[] }>(
      'GET',
      `/api/functions/${functionId}/deployments?per_page=100`,
      { token, base },
    );
    const d = res.body.deployments?.find((x) => x.version === version);
    if (d && d.status !== 'building') return d;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`version ${version} still building after ${seconds}s`);
}

/** Deploys the files and waits until that version is active. */
export async function deployActive(
  token: string,
  functionId: string,
  files: Record<string, string>,
  env?: string,
  base?: string,
) {
  const res = await deploy(token, functionId, archiveOf(files), env, base);
  if (res.status !== 202) throw new Error(`deploy failed: ${res.status} ${res.text}`);
  const d = await waitBuilt(token, functionId, res.body.version as number, 120, base);
  if (d.status !== 'active') throw new Error(`version ${d.version} ended ${d.status}: ${d.error}`);
  return d;
}

export const invoke = (token: string, functionId: string, body?: unknown, base?: string) =>
  call('POST', `/api/functions/${functionId}/invoke`, {
    token,
    json: body === undefined ? {} : { body },
    base,
  });

/** Where most suites start: two users, and a function of the first deployed with `files` (active). */
export async function twoUsersAndAFunction(
  files: Record<string, string>,
  extra: Record<string, unknown> = {},
) {
  const token = (await newUserToken()).token;
  const other = (await newUserToken()).token;
  const fn = await initFunction(token, extra);
  await deployActive(token, fn, files);
  return { token, other, fn };
}
