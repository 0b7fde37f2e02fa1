import { SecretStore } from '@fnhost/database';
import { mkdtempSync, readdirSync, readFileSync, rmSync, watch } from 'fs';
import * as path from 'path';
import { WorkerConfig } from '../config';
import { SecretFiles } from './secret-files';
import { SocketDirs } from './socket-dirs';

/** SecretFiles on a real tmpfs (/dev/shm): what a function listing its secrets directory can see. */
describe('SecretFiles (tmpfs)', () => {
  const root = mkdtempSync('/dev/shm/fnhost-int-secrets-');
  const config = {
    SECRETS_DIR: root,
    SOCKET_DIR: path.join(root, 'sockets'),
    CODE_DIR: root,
  } as WorkerConfig;
  const dirs = new SocketDirs(config);
  const files = new SecretFiles(config, {} as SecretStore, dirs);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('shows the slot only whole files under their secrets’ names, on a first write and on a change', async () => {
    const { secretsDir } = await dirs.create('slot-1');
    const seen = new Set<string>();
    const watcher = watch(secretsDir, (_event, name) => name && seen.add(name));
    try {
      await files.put('slot-1', [['db-password', 'one']]);
      await files.put('slot-1', [['db-password', 'two']]);
      await new Promise((r) => setTimeout(r, 100)); // the last events delivered
    } finally {
      watcher.close();
    }
    expect([...seen]).toEqual(['db-password']);
    expect(readdirSync(secretsDir)).toEqual(['db-password']);
    expect(readFileSync(path.join(secretsDir, 'db-password'), 'utf8')).toBe('two');
  });
});
