import { Command } from 'commander';
import { contextOf } from '../context';
import { emit, note, printTable } from '../output';

export function deletionCommands(program: Command): void {
  program
    .command('deletions')
    .description('functions scheduled for deletion (stale), soonest first')
    .action(async (_options: unknown, command: Command) => {
      const ctx = contextOf(command);
      const list = await ctx.authed().pendingDeletions();
      emit(ctx.json, list, () => {
        if (list.count === 0) return note('No function is scheduled for deletion');
        printTable(
          ['function', 'id', 'reason', 'deletion date', 'days left'],
          list.pending_deletions.map((d) => [
            d.function_name,
            d.function_uuid,
            d.reason,
            d.deletion_date,
            d.days_remaining,
          ]),
        );
      });
    });

  program
    .command('cancel-deletion')
    .argument('<function>', 'function name or id')
    .description("cancel a function's scheduled deletion")
    .action(async (nameOrId: string, _options: unknown, command: Command) => {
      const ctx = contextOf(command);
      const reply = await ctx.authed().cancelDeletion(await ctx.functionId(nameOrId));
      emit(ctx.json, reply, () =>
        note(`${reply.message}: ${reply.function.name} is ${reply.function.status}`),
      );
    });
}
