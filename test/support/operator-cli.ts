import { spawn } from 'child_process';
import { processEnv, ROOT } from './stack';

/** The operator's commands (`npm run cli -- …`) as node runs them, on the suite's settings. */
export const OPERATOR_CLI = ['-r', './scripts/paths.js', 'dist/apps/api/src/cli.js'];

/**
 * Runs an operator command without blocking this process (a blocking run stalls fetch's keep-alive bookkeeping).
 * `stdout` is the command's answer alone (what `--json` callers parse); `out` interleaves its logs, from stderr.
 */
export function operatorCli(args: string[]): Promise<{ code: number | null; stdout: string; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [...OPERATOR_CLI, ...args], { cwd: ROOT, env: processEnv() });
    let stdout = '';
    let out = '';
    child.stdout.on('data', (d) => ((stdout += d), (out += d)));
    child.stderr.on('data', (d) => (out += d));
    child.on('exit', (code) => resolve({ code, stdout, out }));
  });
}
