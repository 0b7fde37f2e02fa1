import { read } from 'read';

/** Reads a line from the terminal; `silent` for passwords (no echo). Refuses when there is no terminal. */
export async function ask(prompt: string, silent = false): Promise<string> {
  if (!process.stdin.isTTY)
    throw new Error(`${prompt.replace(/:\s*$/, '')} is needed: run this in a terminal`);
  return read({ prompt, silent, replace: silent ? '' : undefined, output: process.stderr });
}

/** All of stdin (for --password-stdin and invoke input from a pipe). */
export async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function confirm(question: string): Promise<boolean> {
  return /^y(es)?$/i.test((await ask(`${question} [y/N] `)).trim());
}
