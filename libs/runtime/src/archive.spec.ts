import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import * as path from 'path';
import { Readable } from 'stream';
import { rawTarGz } from '../../../test/support/raw-tar';
import { ArchiveError, extractArchive, inspectArchive } from './archive';

const inspect = (buf: Buffer, limits?: { maxEntries: number; maxUnpackedBytes: number }) =>
  inspectArchive(() => Readable.from(buf), limits);

describe('archive tools', () => {
  let work: string;
  beforeEach(() => {
    work = mkdtempSync(path.join(tmpdir(), 'fnhost-archive-'));
  });

  it('accepts a plain archive and extracts it', async () => {
    const file = path.join(work, 'ok.tar.gz');
    writeFileSync(
      file,
      rawTarGz([
        { name: 'lib/', type: '5' },
        { name: 'lib/a.js', content: 'x' },
        { name: 'index.js', content: 'y' },
      ]),
    );
    await expect(inspect(rawTarGz([{ name: 'index.js', content: 'y' }]))).resolves.toEqual({
      names: ['index.js'],
      files: {},
    });
    await extractArchive(file, path.join(work, 'root'));
    expect(readdirSync(path.join(work, 'root')).sort()).toEqual(['index.js', 'lib']);
  });

  it('unpacks a hard link to a file of the archive (a compiled addon and its build copy)', async () => {
    const file = path.join(work, 'links.tar.gz');
    writeFileSync(
      file,
      rawTarGz([
        { name: 'build/', type: '5' },
        { name: 'build/add.node', content: 'binary' },
        { name: 'release.node', type: '1', linkname: 'build/add.node' },
      ]),
    );
    await extractArchive(file, path.join(work, 'root'));
    expect(readFileSync(path.join(work, 'root', 'release.node'), 'utf8')).toBe('binary');
  });

  it.each([
    ['absolute path', [{ name: '/tmp/fnhost-abs-escape.js', content: 'x' }], /absolute path/],
    ['parent directory', [{ name: '../escape.js', content: 'x' }], /contains "\.\."/],
    ['nested parent directory', [{ name: 'a/../../escape.js', content: 'x' }], /contains "\.\."/],
    ['symlink out of the root', [{ name: 'link', type: '2', linkname: '/etc/passwd' }], /points outside/],
    [
      'relative symlink out of the root',
      [{ name: 'a/link', type: '2', linkname: '../../x' }],
      /points outside/,
    ],
    ['hard link out of the root', [{ name: 'a/hard', type: '1', linkname: '../../x' }], /points outside/],
    ['absolute hard link', [{ name: 'hard', type: '1', linkname: '/etc/passwd' }], /points outside/],
    ['character device', [{ name: 'dev', type: '3' }], /CharacterDevice/],
    ['fifo', [{ name: 'fifo', type: '6' }], /FIFO/],
    ['empty archive', [], /archive is empty/],
    ['only directories', [{ name: 'd/', type: '5' }], /archive is empty/],
  ])('refuses %s and writes nothing outside the root', async (_name, entries, message) => {
    const file = path.join(work, 'bad.tar.gz');
    writeFileSync(file, rawTarGz(entries));
    const root = path.join(work, 'root');
    await expect(extractArchive(file, root)).rejects.toThrow(message);
    await expect(extractArchive(file, root)).rejects.toBeInstanceOf(ArchiveError);
    expect(existsSync(path.join(work, 'escape.js'))).toBe(false);
    expect(existsSync('/tmp/fnhost-abs-escape.js')).toBe(false);
    expect(existsSync(root)).toBe(false);
  });

  it('refuses what is not gzip', async () => {
    await expect(inspect(Buffer.from('PK\x03\x04 zip file'))).rejects.toThrow(/not a gzip file/);
  });

  it('refuses more entries than the limit', async () => {
    const entries = Array.from({ length: 11 }, (_, i) => ({ name: `f${i}.js`, content: 'x' }));
    await expect(inspect(rawTarGz(entries), { maxEntries: 10, maxUnpackedBytes: 1e9 })).rejects.toThrow(
      /more than 10 entries/,
    );
  });

  it('refuses an archive that unpacks beyond the size limit', async () => {
    const big = rawTarGz([{ name: 'big.bin', content: Buffer.alloc(3 * 1024 * 1024) }]);
    expect(big.length).toBeLessThan(64 * 1024);
    await expect(inspect(big, { maxEntries: 10, maxUnpackedBytes: 2 * 1024 * 1024 })).rejects.toThrow(
      /unpacks to more than 2 MB/,
    );
  });

  it('refuses a corrupt gzip stream', async () => {
    const good = rawTarGz([{ name: 'index.js', content: 'x'.repeat(5000) }]);
    await expect(inspect(good.subarray(0, good.length / 2))).rejects.toThrow(/not a valid tar.gz/);
  });
});
