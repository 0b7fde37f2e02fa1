import { ArchiveMissingError, ArchiveStorage, archiveKey, FsArchiveStorage } from '@fnhost/common';
import { dataSourceOptions, PgArchiveStorage } from '@fnhost/database';
import { ChildProcess, execFileSync } from 'child_process';
import { randomBytes, randomUUID } from 'crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import * as path from 'path';
import { DataSource } from 'typeorm';
import { newUserToken, testDb } from './support/fixtures';
import { deployActive, initFunction, invoke } from './support/functions';
import { call } from './support/http';
import { portOf, processEnv, spawnApp, waitFor } from './support/stack';

/** The same archive tests for every driver STORAGE_DRIVER can name. */
const DRIVERS: [string, (db: DataSource) => ArchiveStorage][] = [
  ['fs', () => new FsArchiveStorage({ STORAGE_DIR: mkdtempSync(path.join(tmpdir(), 'fnhost-storage-')) })],
  ['postgres', (db) => new PgArchiveStorage(db)],
];

describe.each(DRIVERS)('archive storage: the %s driver', (_name, make) => {
  let db: DataSource;
  let storage: ArchiveStorage;
  let work: string;
  beforeAll(async () => {
    db = await new DataSource(dataSourceOptions({ DATABASE_URL: processEnv().DATABASE_URL! })).initialize();
    storage = make(db);
    work = mkdtempSync(path.join(tmpdir(), 'fnhost-storage-out-'));
  });
  afterAll(() => db.destroy());

  /** put takes a local file: the bytes are written to one first. */
  const put = (key: string, data: Buffer) => {
    const file = path.join(work, randomUUID());
    writeFileSync(file, data);
    return storage.put(key, file);
  };
  const readBack = async (key: string) => {
    const file = path.join(work, randomUUID());
    await storage.copyTo(key, file);
    return readFileSync(file);
  };

  it('gives back exactly the bytes it was given (5.5 MB of random data: several chunks)', async () => {
    const key = archiveKey(randomUUID(), 1);
    const data = randomBytes(5.5 * 1024 * 1024);
    expect(await storage.has(key)).toBe(false);
    await put(key, data);
    expect(await storage.has(key)).toBe(true);
    expect((await readBack(key)).equals(data)).toBe(true);
  });

  it('a second put of a key replaces the first', async () => {
    const key = archiveKey(randomUUID(), 1);
    await put(key, randomBytes(3 * 1024 * 1024));
    await put(key, Buffer.from('second'));
    expect((await readBack(key)).toString()).toBe('second');
  });

  it('a missing key rejects with ArchiveMissingError and writes no file', async () => {
    const file = path.join(work, 'missing');
    const key = archiveKey(randomUUID(), 7);
    await expect(storage.copyTo(key, file)).rejects.toThrow(new ArchiveMissingError(key));
    expect(existsSync(file)).toBe(false);
  });

  it("removing a function's prefix removes its versions only, and again is a no-op", async () => {
    const [doomed, kept] = [randomUUID(), randomUUID()];
    // A uuid that shares the doomed one's first characters must survive: prefixes end at "/".
    const lookalike = `${doomed.slice(0, 30)}ffffff`;
    for (const [fn, v] of [
      [doomed, 1],
      [doomed, 2],
      [kept, 1],
      [lookalike, 1],
    ] as const)
      await put(archiveKey(fn, v), Buffer.from(`${fn}:${v}`));
    await storage.removePrefix(`functions/${doomed}`);
    await storage.removePrefix(`functions/${doomed}`);
    for (const v of [1, 2])
      await expect(readBack(archiveKey(doomed, v))).rejects.toThrow(ArchiveMissingError);
    expect((await readBack(archiveKey(kept, 1))).toString()).toBe(`${kept}:1`);
    expect((await readBack(archiveKey(lookalike, 1))).toString()).toBe(`${lookalike}:1`);
  });

  it('concurrent puts of different keys all land', async () => {
    const fn = randomUUID();
    await Promise.all(
      Array.from({ length: 8 }, (_, i) => put(archiveKey(fn, i + 1), Buffer.from(`v${i + 1}`))),
    );
    const back = await Promise.all(Array.from({ length: 8 }, (_, i) => readBack(archiveKey(fn, i + 1))));
    expect(back.map(String)).toEqual(Array.from({ length: 8 }, (_, i) => `v${i + 1}`));
  });
});

describe('STORAGE_DRIVER=postgres end to end', () => {
  // An api and a worker of their own (own ports, own Redis db): the suite's shared worker reads
  // archives from its filesystem and must not take these builds.
  const API_PORT = portOf(3140);
  const WORKER_PORT = portOf(3141);
  const STORAGE_DIR = mkdtempSync(path.join(tmpdir(), 'fnhost-unused-storage-'));
  const REDIS_URL = 'redis://127.0.0.1:6379/12';
  const env = { STORAGE_DRIVER: 'postgres', STORAGE_DIR, REDIS_URL };
  const base = `http://127.0.0.1:${API_PORT}`;
  let apps: ChildProcess[] = [];
  beforeAll(async () => {
    execFileSync('redis-cli', ['-u', REDIS_URL, 'flushdb']); // no job of an earlier run is taken
    apps = [
      spawnApp('api', { ...env, PORT: API_PORT, PUBLIC_URL: base }),
      spawnApp('worker', { ...env, WORKER_PORT }),
    ];
    await waitFor(`${base}/health`);
    await waitFor(`http://127.0.0.1:${WORKER_PORT}/health`);
  });
  afterAll(async () => {
    for (const app of apps) app.kill('SIGTERM');
    await Promise.all(apps.map((a) => new Promise((r) => (a.exitCode !== null ? r(null) : a.on('exit', r)))));
  });

  it('the api stores the archive in PostgreSQL, the worker builds from it, a delete removes it', async () => {
    const { token } = await newUserToken();
    const fn = await initFunction(token, {}, undefined, base);
    await deployActive(
      token,
      fn,
      { 'index.js': 'exports.handler = () => "from postgres";\n' },
      undefined,
      base,
    );
    expect((await invoke(token, fn, {}, base)).body.result).toBe('from postgres');
    expect(readdirSync(STORAGE_DIR)).toEqual([]); // nothing on the filesystem
    const db = await testDb();
    try {
      const stored = async () =>
        (
          await db.query('SELECT DISTINCT key FROM archive_chunks WHERE key LIKE $1', [`functions/${fn}/%`])
        ).rows.map((r) => r.key);
      expect(await stored()).toEqual([archiveKey(fn, 1)]);
      expect((await call('DELETE', `/api/functions/${fn}`, { token, base })).status).toBe(200);
      const deadline = Date.now() + 30_000;
      while ((await stored()).length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
      expect(await stored()).toEqual([]);
    } finally {
      await db.end();
    }
  });

  it('a bad STORAGE_DRIVER stops the process at boot, naming the variable', async () => {
    const api = spawnApp('api', { PORT: portOf(3142), STORAGE_DRIVER: 's3' });
    const output: string[] = [];
    api.stderr?.on('data', (d) => output.push(String(d)));
    api.stdout?.on('data', (d) => output.push(String(d)));
    const code = await new Promise((r) => api.on('exit', r));
    expect(code).not.toBe(0);
    expect(output.join('')).toMatch(
      /STORAGE_DRIVER: STORAGE_DRIVER must be one of the following values: fs, postgres/,
    );
  });
});
