import { Readable } from 'stream';
import { rawTarGz } from '../../../test/support/raw-tar';
import { inspectArchive } from './archive';
import { readManifest } from './manifest';
import { RUNTIMES } from './runtimes';

const manifestOf = async (files: Record<string, string>) =>
  readManifest(
    await inspectArchive(() =>
      Readable.from(rawTarGz(Object.entries(files).map(([name, content]) => ({ name, content })))),
    ),
  );

describe('function.json', () => {
  it('defaults to node24 and index.handler, with no warning', async () => {
    const m = await manifestOf({ 'index.js': 'x' });
    expect([m.runtime.id, m.handler, m.secrets, m.warnings]).toEqual(['node24', 'index.handler', [], []]);
  });

  it('names the secrets the version reads, checked like a configuration change', async () => {
    const m = await manifestOf({ 'function.json': '{"secrets":["db","api.key"]}', 'index.js': 'x' });
    expect(m.secrets).toEqual(['db', 'api.key']);
    await expect(manifestOf({ 'function.json': '{"secrets":["../etc"]}', 'index.js': 'x' })).rejects.toThrow(
      /function.json: secrets: "..\/etc" is not a secret name/,
    );
    await expect(manifestOf({ 'function.json': '{"secrets":"db"}', 'index.js': 'x' })).rejects.toThrow(
      /function.json: secrets: must be an array/,
    );
  });

  it('gives the scaling settings it names, each within its bounds', async () => {
    const m = await manifestOf({
      'function.json': '{"max_instances":4,"concurrency_per_instance":1,"min_instances":1}',
      'index.js': 'x',
    });
    expect(m.scaling).toEqual({ max_instances: 4, concurrency_per_instance: 1, min_instances: 1 });
    expect((await manifestOf({ 'index.js': 'x' })).scaling).toEqual({});
    for (const [json, message] of [
      ['{"max_instances":0}', /function.json: max_instances must be an integer from 1 to 50/],
      ['{"max_instances":"2"}', /max_instances must be an integer/],
      ['{"concurrency_per_instance":1.5}', /concurrency_per_instance must be an integer from 1 to 100/],
      ['{"min_instances":11}', /min_instances must be an integer from 0 to 10/],
      ['{"min_instances":3,"max_instances":2}', /min_instances \(3\) is above max_instances \(2\)/],
    ] as const)
      await expect(manifestOf({ 'function.json': json, 'index.js': 'x' })).rejects.toThrow(message);
  });

  it('a Python runtime defaults to main.handler and finds packages and dotted modules', async () => {
    expect((await manifestOf({ 'function.json': '{"runtime":"python3.11"}', 'main.py': 'x' })).handler).toBe(
      'main.handler',
    );
    const nested = await manifestOf({
      'function.json': '{"runtime":"python3.11","handler":"app.api.run"}',
      'app/api/__init__.py': 'x',
    });
    expect(nested.handler).toBe('app.api.run');
  });

  it('finds files of an archive packed as ./', async () => {
    const m = await manifestOf({ './function.json': '{"runtime":"node22"}', './index.js': 'x' });
    expect(m.runtime.id).toBe('node22');
  });

  it('node20 deploys with a deprecation warning', async () => {
    const m = await manifestOf({ 'function.json': '{"runtime":"node20"}', 'index.js': 'x' });
    expect(m.warnings).toEqual([expect.stringMatching(/node20 is deprecated.*end of life/)]);
  });

  it.each([
    [{ 'function.json': '{oops', 'index.js': 'x' }, /^function\.json is not valid JSON$/],
    [{ 'function.json': '[1]', 'index.js': 'x' }, /must be a JSON object/],
    [
      { 'function.json': '{"runtime":"ruby3"}', 'index.js': 'x' },
      /runtime "ruby3" is not supported \(supported: node24, node22, python3\.13, python3\.11, node20 \(deprecated\)\)/,
    ],
    [{ 'function.json': '{"runtime":24}', 'index.js': 'x' }, /runtime 24 is not supported/],
    [{ 'function.json': '{"handler":"index"}', 'index.js': 'x' }, /handler "index" must look like/],
    [{ 'main.js': 'x' }, /handler module "index\.js" not found/],
    [{ 'function.json': '{"runtime":"python3.11"}', 'index.js': 'x' }, /handler module "main\.py" not found/],
    [{ 'function.json': '{"build":["npmrc"]}', 'index.js': 'x' }, /build must be an object/],
    [{ 'function.json': '{"build":{"secret":["npmrc"]}}', 'index.js': 'x' }, /build: unknown field secret/],
    [{ 'function.json': '{"build":{"secrets":["A B"]}}', 'index.js': 'x' }, /build\.secrets: "A B" is not/],
    [{ 'package.json': '{"dependencies":', 'index.js': 'x' }, /^package\.json is not valid JSON$/],
  ])('refuses %j', async (files, message) => {
    await expect(manifestOf(files)).rejects.toThrow(message);
  });

  it('names the secrets its install step reads', async () => {
    const m = await manifestOf({ 'function.json': '{"build":{"secrets":["npmrc"]}}', 'index.js': 'x' });
    expect([m.buildSecrets, m.secrets]).toEqual([['npmrc'], []]);
    expect((await manifestOf({ 'index.js': 'x' })).buildSecrets).toEqual([]);
  });

  it('says what the build installs, and warns when npm has no lock file to follow', async () => {
    const deps = '{"dependencies":{"lodash":"^4"}}';
    const cases: [Record<string, string>, string | null, number][] = [
      [{ 'index.js': 'x', 'package.json': deps, 'package-lock.json': '{}' }, 'npm ci', 0],
      [{ 'index.js': 'x', 'package.json': deps, 'npm-shrinkwrap.json': '{}' }, 'npm ci', 0],
      [{ 'index.js': 'x', 'package.json': deps }, 'npm install', 1],
      [{ 'index.js': 'x', 'package.json': '{"optionalDependencies":{"a":"1"}}' }, 'npm install', 1],
      [{ 'index.js': 'x', 'package.json': '{"devDependencies":{"jest":"1"}}' }, null, 0],
      [{ 'index.js': 'x', 'package.json': deps, 'node_modules/lodash/index.js': 'x' }, null, 0],
      [{ 'index.js': 'x' }, null, 0],
    ];
    for (const [files, install, warnings] of cases) {
      const m = await manifestOf(files);
      expect([m.install, m.warnings.length]).toEqual([install, warnings]);
    }
    expect((await manifestOf(cases[2][0])).warnings[0]).toMatch(
      /no package-lock\.json.*npm install --package-lock-only/,
    );
  });

  it('installs requirements.txt with pip unless every project it names is vendored', async () => {
    const python = { 'function.json': '{"runtime":"python3.11"}', 'main.py': 'x' };
    const vendored = {
      ...python,
      'requirements.txt':
        '# deps\n--index-url https://example.org\nPyYAML>=6 # yaml\nsix \\\n  --hash=sha256:ab\n\n',
      'PyYAML-6.0.1.dist-info/METADATA': 'x',
      'six-1.16.0.dist-info/METADATA': 'x',
    };
    expect((await manifestOf(vendored)).install).toBeNull();
    expect((await manifestOf({ ...python, 'requirements.txt': 'requests==2.31\n' })).install).toBe('pip');
    expect((await manifestOf({ ...vendored, 'requirements.txt': 'six\nattrs\n' })).install).toBe('pip');
    expect((await manifestOf(python)).install).toBeNull();
  });

  it('every runtime has a pinned version and its own base image', () => {
    for (const r of RUNTIMES) expect(r.baseImage).toBe(`fnhost/runtime:${r.id}-${r.version}`);
    expect(RUNTIMES.map((r) => r.id)).toEqual(['node24', 'node22', 'python3.13', 'python3.11', 'node20']);
  });
});
