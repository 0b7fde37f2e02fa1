import { FnhostClient } from '@fnhost/sdk';
import { Command } from 'commander';
import { contextOf } from '../context';
import { emit, note, printJson, printTable } from '../output';
import type { Step } from '../stack/plan';
import { STACK_FILE, STACK_SCHEMA } from '../stack/schema';

/** `fnhost up --dry-run --exit-code` exits with this when the plan changes something. */
const CHANGES_EXIT = 2;

/** `fnhost up`, `fnhost down` and `fnhost schema`: a whole stack declared in fnhost.yaml. */
export function stackCommands(program: Command): void {
  program
    .command('up')
    .description(
      `create, rebuild and reconfigure the functions ${STACK_FILE} declares, to exactly what it says`,
    )
    .option('-f, --file <file>', 'the stack file', STACK_FILE)
    .option('--dry-run', 'print the plan and change nothing')
    .option('--exit-code', `with --dry-run: exit ${CHANGES_EXIT} when the plan changes something`)
    .option('--prune', "also delete the team's functions the file does not name")
    .option('--only <name>', 'only this function of the file')
    .action(
      async (
        options: { file: string; dryRun?: boolean; exitCode?: boolean; prune?: boolean; only?: string },
        command: Command,
      ) => {
        const ctx = contextOf(command);
        const { stack, planUp } = await load(options.file);
        const client = ctx.authed();
        const teamId = stack.team ? await client.teamId(stack.team) : await ctx.teamId();
        const steps = await planUp(client, stack, teamId, { prune: options.prune, only: options.only });
        await run(ctx.json, client, steps, options.dryRun, options.exitCode);
      },
    );

  program
    .command('down')
    .description(
      `delete the functions ${STACK_FILE} declares (their versions, keys and records go with them)`,
    )
    .option('-f, --file <file>', 'the stack file', STACK_FILE)
    .option('--dry-run', 'print the plan and change nothing')
    .action(async (options: { file: string; dryRun?: boolean }, command: Command) => {
      const ctx = contextOf(command);
      const { stack, planDown } = await load(options.file);
      const client = ctx.authed();
      const teamId = stack.team ? await client.teamId(stack.team) : await ctx.teamId();
      await run(ctx.json, client, await planDown(client, stack, teamId), options.dryRun, false);
    });

  program
    .command('schema')
    .description(`print the JSON Schema of ${STACK_FILE}, for editors to complete and check it`)
    .action(() => printJson(STACK_SCHEMA));
}

/**
 * The stack file, read with the planner: loaded for the commands that use them, so that every
 * other command starts without YAML's and JSON Schema's parsers.
 */
async function load(file: string) {
  const [{ loadStack }, plan] = await Promise.all([import('../stack/load'), import('../stack/plan')]);
  return { stack: loadStack(file), ...plan };
}

/**
 * Prints the plan, then applies its steps in order. A step that fails stops the rest: the output
 * says which were applied and which were not, and the command exits 1.
 */
async function run(
  json: boolean,
  client: FnhostClient,
  steps: Step[],
  dryRun = false,
  exitCode = false,
): Promise<void> {
  const changing = steps.filter((s) => s.action !== 'unchanged');
  // What an unchanged function cannot have applied (skip_signing) is still said.
  for (const s of steps) if (s.action === 'unchanged') s.changes.forEach((c) => note(`${s.name}: ${c}`));
  const plan = steps.map((s) => ({ function: s.name, action: s.action, changes: s.changes }));
  if (!changing.length) return emit(json, { plan, applied: [] }, () => note('no changes'));
  if (!json)
    printTable(
      ['function', 'action', 'changes'],
      plan.map((p) => [p.function, p.action, p.changes.join('; ')]),
    );
  if (dryRun) {
    if (json) printJson({ plan, applied: [] });
    if (exitCode) process.exitCode = CHANGES_EXIT;
    return;
  }
  const ids = new Map<string, string>();
  const applied: string[] = [];
  for (const step of changing) {
    try {
      await step.apply(client, ids);
    } catch (err) {
      const left = changing.slice(applied.length + 1).map((s) => s.name);
      note(`${step.name}: ${step.action} failed`);
      if (applied.length) note(`applied: ${applied.join(', ')}`);
      note(`not applied: ${[step.name, ...left].join(', ')}`);
      throw err;
    }
    applied.push(step.name);
    if (!json) note(`${step.name}: ${step.action} done`);
  }
  if (json) printJson({ plan, applied });
}
