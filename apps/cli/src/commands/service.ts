import { Command } from 'commander';
import { contextOf } from '../context';
import { emit, printTable } from '../output';

export function serviceCommands(program: Command): void {
  program
    .command('status')
    .description(
      "the server's health: ok, degraded (a dependency down, or a problem named, such as a worker host whose network policy is not in force) or draining (the replica is stopping); exits 1 unless ok",
    )
    .action(async (_options: unknown, command: Command) => {
      const ctx = contextOf(command);
      const health = await ctx.client.health();
      emit(ctx.json, health, () => {
        process.stdout.write(`${ctx.url}: ${health.status}\n`);
        printTable(
          ['dependency', 'state'],
          Object.entries(health.checks).map(([name, state]) => [name, state]),
        );
        for (const problem of health.problems) process.stdout.write(`problem: ${problem}\n`);
        for (const warning of health.warnings) process.stdout.write(`warning: ${warning}\n`);
      });
      if (health.status !== 'ok') process.exitCode = 1;
    });
}
