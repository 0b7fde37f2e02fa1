import { ChildProcess, spawn } from 'child_process';
import * as path from 'path';
import { API, ROOT } from './stack';

export const BIN = path.join(ROOT, 'bin/fnhost.js');

export interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Starts `fnhost ...args` against the suite's server (FNHOST_URL), without a terminal. */
export function startCli(args: string[], env: Record<string, string>, cwd: string): ChildProcess {
  return spawn(process.execPath, [BIN, ...args], { cwd, env: { ...process.env, FNHOST_URL: API, ...env } });
}

export function finish(child: ChildProcess): Promise<Run> {
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (d) => (stdout += d));
  child.stderr!.on('data', (d) => (stderr += d));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}

/** Runs `fnhost ...args` to its end; `input` is its stdin. `env` should name its FNHOST_CONFIG_DIR. */
export function runCli(
  args: string[],
  { input = '', env = {}, cwd = ROOT }: { input?: string; env?: Record<string, string>; cwd?: string },
): Promise<Run> {
  const child = startCli(args, env, cwd);
  const done = finish(child);
  child.stdin!.end(input);
  return done;
}
