import { Command } from 'commander';
import { contextOf } from '../context';
import { emit, note, printTable } from '../output';
import { confirm } from '../prompt';
import { positive } from './arguments';

export function versionCommands(program: Command): void {
  program
    .command('deployments')
    .argument('<function>', 'function name or id')
    .description("a function's versions, newest first; --logs shows one version's build output")
    .option('--logs <version>', "this version's build output", positive)
    .option('--page <n>', 'page', positive, 1)
    .option('--per-page <n>', 'per page (1..100)', positive, 20)
    .action(
      async (
        nameOrId: string,
        options: { page: number; perPage: number; logs?: number },
        command: Command,
      ) => {
        const ctx = contextOf(command);
        const id = await ctx.functionId(nameOrId);
        if (options.logs) {
          const build = await ctx.authed().buildLog(id, options.logs);
          return emit(ctx.json, build, () => {
            if (build.truncated) note('(earlier output cut: the last 64 KB follow)');
            process.stdout.write(build.log);
            note(`version ${build.version}: ${build.status}`);
          });
        }
        const history = await ctx.authed().deployments(id, options.page, options.perPage);
        emit(ctx.json, history, () => {
          if (history.count === 0) return note(`No versions yet: \`fnhost deploy\` from the project folder`);
          printTable(
            ['version', 'status', 'active', 'installs', 'rollout', 'created', 'deployed', 'error'],
            history.deployments.map((d) => [
              d.version,
              d.status,
              d.is_active ? 'yes' : '',
              d.install ?? '',
              d.rollout
                ? `${d.rollout.state} (${d.rollout.target}, ${d.rollout.history.length} decisions)`
                : '',
              d.created_at,
              d.deployed_at,
              d.error,
            ]),
          );
          note(`build output: \`fnhost deployments ${nameOrId} --logs <version>\``);
        });
      },
    );

  program
    .command('rollback')
    .argument('<function>', 'function name or id')
    .argument('<version>', 'the version to make active', positive)
    .description('make an earlier version active again')
    .action(async (nameOrId: string, version: number, _options: unknown, command: Command) => {
      const ctx = contextOf(command);
      const reply = await ctx.authed().rollback(await ctx.functionId(nameOrId), version);
      emit(ctx.json, reply, () =>
        note(`${reply.message}: ${reply.function.name} runs version ${reply.function.active_version}`),
      );
    });

  program
    .command('delete-version')
    .argument('<function>', 'function name or id')
    .argument('<version>', 'the version to delete', positive)
    .description(
      "delete one version nothing routes to: its archive (and its team's quota use), images and code",
    )
    .option('-y, --yes', 'do not ask for confirmation')
    .action(async (nameOrId: string, version: number, options: { yes?: boolean }, command: Command) => {
      const ctx = contextOf(command);
      const id = await ctx.functionId(nameOrId);
      if (!options.yes && !(await confirm(`Delete version ${version} of ${nameOrId}?`)))
        throw new Error('not deleted');
      const reply = await ctx.authed().deleteVersion(id, version);
      emit(ctx.json, reply, () => note(`${reply.message}: ${reply.freed_bytes} archive bytes freed`));
    });
}
