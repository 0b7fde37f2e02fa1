import { SecretBox, secretsKeyId } from '@fnhost/common';
import { execFileSync, spawnSync } from 'child_process';
import { createHash, randomBytes } from 'crypto';
import { readFileSync, rmSync } from 'fs';
import { Client } from 'pg';
import { newUserToken, testDb } from './support/fixtures';
import { archiveOf, deploy, deployActive, initFunction, invoke } from './support/functions';
import { call, expectError, Reply } from './support/http';
import { appLogFile, processEnv, ROOT } from './support/stack';

/**
 * Reads every file of /var/fnhost/secrets: a digest (never the value), its mode and owner, whether
 * the process environment holds any value, and whether the directory can be written. `id`: one
 * per container process.
 */
const HANDLER = `
const fs = require('fs');
const crypto = require('crypto');
const DIR = '/var/fnhost/secrets';
const id = crypto.randomBytes(6).toString('hex');
exports.handler = async () => {
  const files = {};
  const contents = [];
  for (const name of fs.readdirSync(DIR).sort()) {
    const bytes = fs.readFileSync(DIR + '/' + name);
    const st = fs.statSync(DIR + '/' + name);
    contents.push(bytes.toString('latin1'));
    files[name] = { sha256: crypto.createHash('sha256').update(bytes).digest('hex'), mode: (st.mode & 0o777).toString(8), uid: st.uid };
  }
  let writable = true;
  try { fs.writeFileSync(DIR + '/planted', 'x'); } catch { writable = false; }
  const envLeak = contents.some((c) => Object.values(process.env).some((v) => v.includes(c)));
  return { id, uid: process.getuid(), files, writable, envLeak };
};
`;

interface Read {
  id: string;
  uid: number;
  files: Record<string, { sha256: string; mode: string; uid: number }>;
  writable: boolean;
  envLeak: boolean;
}

const sha256 = (b: Buffer | string) => createHash('sha256').update(b).digest('hex');
const value = () => `s3cr3t-${randomBytes(12).toString('hex')}`;

describe('secrets', () => {
  let db: Client;
  /** Every reply of the suite: none may carry a value. */
  const replies: Reply[] = [];
  const values: string[] = [];
  const api = async (method: string, path: string, token: string, json?: unknown) => {
    const reply = await call(method, path, { token, json });
    replies.push(reply);
    return reply;
  };
  const create = (token: string, name: string, v: string, base64?: boolean) => {
    values.push(v);
    return api('POST', '/api/secrets', token, { name, value: v, ...(base64 !== undefined && { base64 }) });
  };
  const read = async (token: string, fn: string) => {
    const res = await invoke(token, fn);
    replies.push(res);
    expect(res.body).toMatchObject({ status: 'success' });
    return res.body.result as Read;
  };

  let token: string;
  let email: string;
  let fn: string;
  let dbValue: string;

  beforeAll(async () => {
    db = await testDb();
    ({ token, email } = await newUserToken());
  });
  afterAll(() => db.end());

  it('create, list, update and delete; no answer carries the value', async () => {
    dbValue = value();
    const created = await create(token, 'db-password', dbValue);
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      name: 'db-password',
      size: Buffer.byteLength(dbValue),
      created_at: expect.any(String),
      updated_at: expect.any(String),
      used_by: [],
    });
    expectError(
      await create(token, 'db-password', value()),
      409,
      'Conflict',
      /secret db-password exists: change its value with PUT/,
    );

    const binary = randomBytes(300);
    expect((await create(token, 'tls.key', binary.toString('base64'), true)).body.size).toBe(300);
    const list = await api('GET', '/api/secrets', token);
    expect((list.body.secrets as { name: string }[]).map((s) => s.name)).toEqual(['db-password', 'tls.key']);

    const updated = await api('PUT', '/api/secrets/tls.key', token, { value: 'short' });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ name: 'tls.key', size: 5 });
    expectError(
      await api('PUT', '/api/secrets/nope', token, { value: 'x' }),
      404,
      'Not found',
      /secret nope not found/,
    );
    expect((await api('DELETE', '/api/secrets/tls.key', token)).body).toEqual({
      message: 'secret tls.key deleted',
    });
    expectError(await api('DELETE', '/api/secrets/tls.key', token), 404, 'Not found');
  });

  // Each rule of a name and a value: apps/api/src/secrets/secrets.spec.ts. Here, through the stack.
  it.each([
    ['an uppercase name', { name: 'DB', value: 'x' }, /name: must be 1 to 64 characters/],
    ['a value that is not base64', { name: 'ok', value: 'abc', base64: true }, /value: not valid base64/],
  ])('%s is 400 and creates nothing', async (_what, body, details) => {
    expectError(await api('POST', '/api/secrets', token, body), 400, 'Invalid request', details);
    const names = ((await api('GET', '/api/secrets', token)).body.secrets as { name: string }[]).map(
      (s) => s.name,
    );
    expect(names).toEqual(['db-password']);
  });

  it('a bad name in the path is 400; a change without a value is 400 and keeps the old one', async () => {
    expectError(
      await api('PUT', '/api/secrets/Bad', token, { value: 'x' }),
      400,
      'Invalid request',
      /"Bad" is not a secret name/,
    );
    expectError(await api('DELETE', '/api/secrets/Bad', token), 400, 'Invalid request');
    expectError(await api('PUT', '/api/secrets/db-password', token, { value: '' }), 400, 'Invalid request');
    expect(((await api('GET', '/api/secrets', token)).body.secrets as { size: number }[])[0].size).toBe(
      Buffer.byteLength(dbValue),
    );
  });

  it('a deploy naming a secret the account lacks is 400 naming it, and stores nothing', async () => {
    fn = await initFunction(token);
    const res = await deploy(
      token,
      fn,
      archiveOf({
        'index.js': HANDLER,
        'function.json': JSON.stringify({ secrets: ['db-password', 'api-token'] }),
      }),
    );
    expectError(
      res,
      400,
      'Invalid request',
      /function.json: secrets: no secret api-token in the function's team/,
    );
    expect((await api('GET', `/api/functions/${fn}/deployments`, token)).body.count).toBe(0);
  });

  it('a function reads the secrets its function.json and configuration name as files only it can read', async () => {
    const apiToken = value();
    await create(token, 'api-token', apiToken);
    await deployActive(token, fn, {
      'index.js': HANDLER,
      'function.json': JSON.stringify({ secrets: ['db-password'] }),
    });
    expect(Object.keys((await read(token, fn)).files)).toEqual(['db-password']);

    expect(
      (await api('PATCH', `/api/functions/${fn}`, token, { secrets: ['api-token'] })).body.secrets,
    ).toEqual(['api-token']);
    const r = await read(token, fn);
    expect(r.files).toEqual({
      'api-token': { sha256: sha256(apiToken), mode: '400', uid: r.uid },
      'db-password': { sha256: sha256(dbValue), mode: '400', uid: r.uid },
    });
    expect(r.writable).toBe(false);
    expect(r.envLeak).toBe(false);

    const list = (await api('GET', '/api/secrets', token)).body.secrets as {
      name: string;
      used_by: unknown[];
    }[];
    expect(list.map((s) => [s.name, s.used_by])).toEqual([
      ['api-token', [{ id: fn, name: expect.any(String) }]],
      ['db-password', [{ id: fn, name: expect.any(String) }]],
    ]);
  });

  it('a binary secret arrives byte for byte', async () => {
    const bytes = randomBytes(64);
    await create(token, 'cert.der', bytes.toString('base64'), true);
    await api('PATCH', `/api/functions/${fn}`, token, { secrets: ['api-token', 'cert.der'] });
    expect((await read(token, fn)).files['cert.der'].sha256).toBe(sha256(bytes));
  });

  it('a changed value reaches the running instance without a restart', async () => {
    const before = await read(token, fn);
    const next = value();
    values.push(next);
    await api('PUT', '/api/secrets/db-password', token, { value: next });
    const deadline = Date.now() + 60_000;
    let now = before;
    while (now.files['db-password'].sha256 !== sha256(next) && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 200));
      now = await read(token, fn);
    }
    expect(now.files['db-password'].sha256).toBe(sha256(next));
    expect(now.id).toBe(before.id);
    dbValue = next;
  });

  it('a secret in use cannot be deleted: 409 naming the function', async () => {
    const name = (await api('GET', `/api/functions/${fn}`, token)).body.name as string;
    const inConfig = await api('DELETE', '/api/secrets/api-token', token);
    expectError(inConfig, 409, 'Conflict', new RegExp(`secret api-token is used by ${name}`));
    expectError(await api('DELETE', '/api/secrets/db-password', token), 409, 'Conflict', new RegExp(name));
    await api('PATCH', `/api/functions/${fn}`, token, { secrets: ['cert.der'] });
    expect((await api('DELETE', '/api/secrets/api-token', token)).status).toBe(200);
  });

  it("an account never reaches another's secret, even of the same name", async () => {
    const other = (await newUserToken()).token;
    const theirs = value();
    expect((await create(other, 'db-password', theirs)).status).toBe(201);
    const theirFn = await initFunction(other);
    await deployActive(other, theirFn, {
      'index.js': HANDLER,
      'function.json': '{"secrets":["db-password"]}',
    });
    expect((await read(other, theirFn)).files['db-password'].sha256).toBe(sha256(theirs));
    expect((await read(token, fn)).files['db-password'].sha256).toBe(sha256(dbValue));

    expect(
      ((await api('GET', '/api/secrets', other)).body.secrets as { name: string }[]).map((s) => s.name),
    ).toEqual(['db-password']);
    expectError(await api('PUT', '/api/secrets/cert.der', other, { value: 'x' }), 404, 'Not found');
    expectError(await api('DELETE', '/api/secrets/cert.der', other), 404, 'Not found');
    expectError(
      await api('PATCH', `/api/functions/${theirFn}`, other, { secrets: ['cert.der'] }),
      400,
      'Invalid request',
    );
  });

  describe('key rotation', () => {
    const current = process.env.SECRETS_KEY!;
    const next = randomBytes(32).toString('hex');
    const rotate = (env: Record<string, string>) =>
      spawnSync(
        process.execPath,
        ['-r', './scripts/paths.js', 'dist/apps/api/src/cli.js', 'secrets:rotate-key'],
        {
          cwd: ROOT,
          env: processEnv(env),
          encoding: 'utf8',
        },
      );
    const rows = async () => {
      const [{ id }] = (await db.query('SELECT id FROM users WHERE email = $1', [email])).rows;
      const { rows: sealed } = await db.query('SELECT name, key_id, sealed FROM secrets WHERE user_id = $1', [
        id,
      ]);
      return { id: id as number, sealed: sealed as { name: string; key_id: string; sealed: Buffer }[] };
    };

    it('without the key that sealed the values it fails and changes nothing', async () => {
      const before = await rows();
      const run = rotate({ SECRETS_KEY: next, SECRETS_PREVIOUS_KEYS: '' });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain(`secrets key ${secretsKeyId(current)} is not configured`);
      expect(await rows()).toEqual(before);
    });

    it('re-seals every value under the new key: readable with it alone, the old key no longer needed', async () => {
      const run = rotate({ SECRETS_KEY: next, SECRETS_PREVIOUS_KEYS: current });
      expect(run.stderr).toBe('');
      expect(run.stdout).toMatch(/^secrets:rotate-key resealed=\d+ total=\d+\n$/);
      const { id, sealed } = await rows();
      const alone = new SecretBox(next);
      expect(sealed.every((r) => r.key_id === secretsKeyId(next))).toBe(true);
      const db = sealed.find((r) => r.name === 'db-password')!;
      expect(alone.open({ keyId: db.key_id, data: db.sealed }, `${id}:db-password`).toString()).toBe(dbValue);

      // Back to the stack's key, the same way; a new instance (a configuration change) reads the value.
      expect(rotate({ SECRETS_KEY: current, SECRETS_PREVIOUS_KEYS: next }).status).toBe(0);
      await api('PATCH', `/api/functions/${fn}`, token, { description: 'after rotation' });
      expect((await read(token, fn)).files['db-password'].sha256).toBe(sha256(dbValue));
    });
  });

  describe('never leaked', () => {
    const leaks = (text: string) => values.filter((v) => text.includes(v));

    it('in no API answer and no platform log', () => {
      expect(replies.length).toBeGreaterThan(30);
      expect(leaks(replies.map((r) => r.text).join('\n'))).toEqual([]);
      for (const kind of ['api', 'worker'] as const)
        expect(leaks(readFileSync(appLogFile(kind), 'utf8'))).toEqual([]);
    });

    it('in no database row but the sealed one, which does not hold it in the clear', async () => {
      const tables = [
        'functions',
        'deployments',
        'function_config_revisions',
        'executions',
        'execution_logs',
        'secrets',
      ];
      for (const table of tables) {
        const { rows } = await db.query(`SELECT t::text AS row FROM ${table} t`);
        expect([table, leaks(rows.map((r: { row: string }) => r.row).join('\n'))]).toEqual([table, []]);
      }
      const { rows } = await db.query('SELECT sealed FROM secrets');
      const sealed = Buffer.concat(rows.map((r: { sealed: Buffer }) => r.sealed));
      expect(values.filter((v) => sealed.includes(Buffer.from(v)))).toEqual([]);
    });

    it("in no container's inspect output, image, image label or exported image tarball", () => {
      const ids = execFileSync('podman', ['ps', '-aq', '--filter', `name=fnhost-${fn}-`], {
        encoding: 'utf8',
      })
        .split('\n')
        .filter(Boolean);
      // One at a time: an instance replaced by the last configuration change may be going meanwhile.
      const found = ids.flatMap((id) => {
        try {
          return [
            JSON.parse(execFileSync('podman', ['inspect', id], { encoding: 'utf8', stdio: 'pipe' }))[0],
          ];
        } catch {
          return [];
        }
      });
      expect(found.length).toBeGreaterThan(0);
      const inspect = JSON.stringify(found);
      expect(inspect).toContain('/var/fnhost/secrets'); // the mount is there, its content is not
      expect(leaks(inspect)).toEqual([]);

      const image = (JSON.parse(inspect) as { ImageName: string }[])[0].ImageName;
      expect(leaks(execFileSync('podman', ['image', 'inspect', image], { encoding: 'utf8' }))).toEqual([]);
      const tarball = `/tmp/fnhost-secrets-image-${process.pid}.tar`;
      try {
        execFileSync('podman', ['image', 'save', '--format', 'docker-archive', '-o', tarball, image], {
          stdio: ['ignore', 'ignore', 'pipe'],
        });
        const bytes = readFileSync(tarball);
        expect(bytes.length).toBeGreaterThan(1024 * 1024);
        expect(values.filter((v) => bytes.includes(Buffer.from(v)))).toEqual([]);
      } finally {
        rmSync(tarball, { force: true });
      }
    });
  });
});
