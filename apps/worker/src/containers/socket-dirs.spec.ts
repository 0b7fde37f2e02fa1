import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync } from 'fs';
import { tmpdir } from 'os';
import * as path from 'path';
import { WorkerConfig } from '../config';
import { SocketDirs } from './socket-dirs';

describe('SocketDirs.removeOrphans', () => {
  let root: string;
  let dirs: SocketDirs;
  const MINUTE = 60_000;

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'fnhost-slots-'));
    const config = {
      SOCKET_DIR: path.join(root, 'sockets'),
      SECRETS_DIR: path.join(root, 'secrets'),
      CODE_DIR: path.join(root, 'code'),
    } as WorkerConfig;
    dirs = new SocketDirs(config);
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  /** The slot's three directories, each changed `ageMs` ago (undefined: not made). */
  const slot = (name: string, ages: { socket?: number; secrets?: number; app?: number }) => {
    const made: [string, number | undefined][] = [
      [dirs.dirOf(name), ages.socket],
      [dirs.secretsDirOf(name), ages.secrets],
      [dirs.appDirOf(name), ages.app],
    ];
    for (const [dir, age] of made) {
      if (age === undefined) continue;
      mkdirSync(dir, { recursive: true });
      const at = new Date(Date.now() - age);
      utimesSync(dir, at, at);
    }
  };
  const left = (name: string) =>
    [dirs.dirOf(name), dirs.secretsDirOf(name), dirs.appDirOf(name)].map((d) => existsSync(d));

  it('removes every directory of a slot none of whose directories changed for the age given', async () => {
    slot('old', { socket: 2 * MINUTE, secrets: 2 * MINUTE, app: 3 * MINUTE });
    await dirs.removeOrphans(new Set(), MINUTE);
    expect(left('old')).toEqual([false, false, false]);
  });

  it('keeps a slot with one young directory, however old the others (a start in progress)', async () => {
    slot('starting', { socket: 1000, secrets: 5 * MINUTE, app: 5 * MINUTE });
    slot('linking', { secrets: 5 * MINUTE, app: 1000 });
    await dirs.removeOrphans(new Set(), MINUTE);
    expect(left('starting')).toEqual([true, true, true]);
    expect(left('linking')).toEqual([false, true, true]);
  });

  it("keeps a live container's slot, however old", async () => {
    slot('live', { socket: 9 * MINUTE, secrets: 9 * MINUTE });
    await dirs.removeOrphans(new Set(['live']), MINUTE);
    expect(left('live')).toEqual([true, true, false]);
  });
});
