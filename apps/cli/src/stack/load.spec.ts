import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import * as path from 'path';
import { loadStack, StackFileError } from './load';

describe('loadStack', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'fnhost-load-'));
  const file = path.join(dir, 'fnhost.yaml');
  beforeAll(() => mkdirSync(path.join(dir, 'api')));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const problems = (text: string, env: NodeJS.ProcessEnv = {}) => {
    writeFileSync(file, text);
    try {
      loadStack(file, env);
    } catch (err) {
      if (err instanceof StackFileError) return err.problems;
      throw err;
    }
    return [];
  };

  it('reads a valid file: folders made absolute, ${VAR} from the environment, defaults left to the API', () => {
    writeFileSync(
      file,
      'version: 1\nfunctions:\n  api:\n    path: ./api\n    env: { URL: "https://${HOST}/v1", N: 3 }\n',
    );
    const stack = loadStack(file, { HOST: 'example.com' });
    expect(stack.functions).toEqual([
      { name: 'api', path: path.join(dir, 'api'), env: { URL: 'https://example.com/v1', N: 3 } },
    ]);
  });

  it('lists every problem with its line, in line order', () => {
    expect(
      problems(
        'version: 2\nfunctions:\n  api:\n    path: ./api\n    timeout: 0\n    async: { on_failure: { function: api } }\n',
      ),
    ).toEqual(['fnhost.yaml:1: version: must be 1', 'fnhost.yaml:5: functions.api.timeout: must be >= 1']);
    expect(
      problems(
        'version: 1\nfunctions:\n  api:\n    path: ./api\n    async: { on_failure: { function: api } }\n',
      ),
    ).toEqual(['fnhost.yaml:5: functions.api.async.on_failure: a function cannot be its own destination']);
    expect(problems('version: 1\nfunctions: {}\n')).toEqual([
      'fnhost.yaml:2: functions: must NOT have fewer than 1 properties',
    ]);
    expect(problems('version: 1\nfunctions:\n  api: [\n')).toHaveLength(1);
  });
});
