import { ChildProcess, spawn } from 'child_process';
import { INVOKE_LIMITS } from './limits';
import { Language, shimPath } from './runtimes';

/** The secret the integration specs' shims are started with. */
export const TEST_SECRET = 'unit-secret-0123456789abcdef';

const COMMANDS: Record<Language, string[]> = {
  node: [process.execPath, shimPath('node')],
  python: ['python3', '-B', '-u', shimPath('python')],
};

/** A language's shim run on the host as a process, serving the code in `dir` on `socket` (for the integration specs). */
export function spawnShim(language: Language, dir: string, socket: string): ChildProcess {
  return spawn(COMMANDS[language][0], COMMANDS[language].slice(1), {
    env: {
      PATH: process.env.PATH,
      FNHOST_APP_DIR: dir,
      FNHOST_SOCKET: socket,
      FNHOST_SECRET: TEST_SECRET,
      FNHOST_LIMITS: JSON.stringify(INVOKE_LIMITS),
    },
    stdio: 'ignore',
  });
}
