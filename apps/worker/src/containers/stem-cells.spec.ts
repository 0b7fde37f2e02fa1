import { execFileSync } from 'child_process';
import { existsSync } from 'fs';
import { slotOf } from './socket-dirs';
import { shellExports } from './stem-cells';

/** The stem cells' shell (provisioning installs it), else the host's. */
const SHELL = existsSync('/bin/busybox') ? ['/bin/busybox', 'sh'] : ['sh'];

/** What the shell's environment holds after reading the exports (the launcher's `.`). */
const roundTrip = (env: Record<string, string>) => {
  const script = `${shellExports(env)}\nenv -0`;
  const printed = execFileSync(SHELL[0], [...SHELL.slice(1), '-c', script], { env: {} }).toString();
  return Object.fromEntries(
    printed
      .split('\0')
      .filter(Boolean)
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)])
      .filter(([name]) => name in env),
  );
};

describe('shellExports: the environment a stem cell becomes its function with', () => {
  it('reads back exactly, whatever the values hold', () => {
    const env = {
      PLAIN: 'value',
      QUOTES: `it's "quoted" \\ and $HOME and \`date\``,
      LINES: 'one\ntwo\n',
      EMPTY: '',
      UNICODE: 'é 🙂',
      SEMI: "'; rm -rf / #",
    };
    expect(roundTrip(env)).toEqual(env);
  });

  it('refuses a name a shell would read as code', () => {
    expect(() => shellExports({ 'A;B': 'x' })).toThrow(/invalid variable name/);
    expect(() => shellExports({ '1A': 'x' })).toThrow(/invalid variable name/);
  });
});

describe('slotOf: the directories of a container named by its slot', () => {
  it('is the last part of the name, before and after a stem cell is renamed', () => {
    expect(slotOf('fnhost-stem-python3.11-0a1b2c3d4e5f')).toBe('0a1b2c3d4e5f');
    expect(slotOf('fnhost-2d1b0011-887a-4f4b-8703-2b70f192bc3a-v12-0a1b2c3d4e5f')).toBe('0a1b2c3d4e5f');
  });
});
