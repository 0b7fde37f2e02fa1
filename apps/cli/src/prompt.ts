import { read } from 'read';

/** Reads a line from the terminal; `silent` for passwords (no echo). Refuses when there is no terminal. */
export async function ask(prompt: string, silent = false): Promise<string> {
  if (!process.stdin.isTTY)
    throw new Error(`${prompt.replace(/:\s*$/, '')} is needed: run this in a terminal`);
  const answer = await read({ prompt, silent, replace: silent ? '' : undefined, output: process.stderr });
  // A muted answer leaves the cursor after the prompt: end the line as an echoed one would.
  if (silent) process.stderr.write('\n');
  return answer;
}

/** All of stdin, as bytes (a secret's value). */
export async function readStdinBytes(): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** All of stdin as text (for --password-stdin and invoke input from a pipe). */
export const readStdin = async (): Promise<string> => (await readStdinBytes()).toString('utf8');

export async function confirm(question: string): Promise<boolean> {
  return /^y(es)?$/i.test((await ask(`${question} [y/N] `)).trim());
}
