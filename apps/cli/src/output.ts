import Table from 'cli-table3';

/** Prints a value as JSON (for --json and scripts). */
export function printJson(value: unknown): void {
  process.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
}

/** A plain table: a header row and string cells; "-" for empty ones. */
export function printTable(head: string[], rows: unknown[][]): void {
  const table = new Table({
    head,
    style: { head: process.stdout.isTTY ? ['bold'] : [], border: process.stdout.isTTY ? ['grey'] : [] },
    chars: { mid: '', 'left-mid': '', 'mid-mid': '', 'right-mid': '' },
  });
  table.push(...rows.map((r) => r.map((c) => (c === null || c === undefined || c === '' ? '-' : String(c)))));
  process.stdout.write(`${table.toString()}\n`);
}

/** Prints a value as JSON under --json, else as the human form `human` writes. */
export function emit(json: boolean, value: unknown, human: () => void): void {
  if (json) printJson(value);
  else human();
}

/** Status lines (progress, hints) go to stderr, so stdout stays the result for pipes. */
export const note = (line: string) => process.stderr.write(`${line}\n`);

export function kib(bytes: number): string {
  return bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KiB` : `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
}
