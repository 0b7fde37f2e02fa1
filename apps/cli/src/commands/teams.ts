import { TEAM_ROLES, TOKEN_SCOPES } from '@fnhost/sdk';
import { Command, InvalidArgumentError } from 'commander';
import { loadCredentials, saveCredentials } from '../config';
import { contextOf } from '../context';
import { emit, note, printTable } from '../output';
import { confirm } from '../prompt';
import { collect, oneOf, positive, subAction } from './arguments';

const role = oneOf(TEAM_ROLES);
/** A retention's days, or null for `default` (the operator's). */
const days = (value: string): number | null => (value === 'default' ? null : positive(value));
const scope = oneOf(TOKEN_SCOPES);

/** `fnhost teams` and `fnhost members`: teams, the default one, members and invitations. */
export function teamCommands(program: Command): void {
  program
    .command('teams')
    .argument(
      '[action]',
      'create <name>, use <team>, rename <team> <name>, delete <team>, usage [team], retention [team] [days|default]; lists them when left out',
    )
    .argument('[team]', 'a team name (create) or a team name or id')
    .argument('[name]', 'the new name (rename), or days to keep executions (retention)')
    .description('your teams; `use` sets the team other commands list and create in')
    .option('-y, --yes', 'delete without asking')
    .action(
      async (
        action: string | undefined,
        team: string | undefined,
        name: string | undefined,
        options: { yes?: boolean },
        command: Command,
      ) => {
        const ctx = contextOf(command);
        const client = ctx.authed();
        if (action === undefined) {
          const { teams } = await client.teams();
          const current = ctx.credentials?.team;
          return emit(ctx.json, { teams }, () =>
            printTable(
              ['', 'name', 'role', 'members', 'id'],
              teams.map((t) => [
                (current ? t.id === current : t.personal) ? '*' : '',
                t.name,
                t.role,
                t.members,
                t.id,
              ]),
            ),
          );
        }
        if (action === 'usage') {
          const usage = await client.usage(team ? await client.teamId(team) : await currentTeam(ctx));
          return emit(ctx.json, usage, () =>
            printTable(
              ['quota', 'used', 'limit'],
              Object.entries(usage).map(([quota, u]) => [quota, u.used, u.limit]),
            ),
          );
        }
        if (action === 'retention') {
          const id = team ? await client.teamId(team) : await currentTeam(ctx);
          const retention =
            name === undefined ? await client.retention(id) : await client.setRetention(id, days(name));
          return emit(ctx.json, retention, () =>
            note(
              `Executions are kept ${retention.execution_retention_days} days (${retention.own ? "the team's choice" : "the operator's default"}; at most ${retention.max_days})`,
            ),
          );
        }
        if (!team) throw new InvalidArgumentError(`${action} needs a team`);
        if (action === 'create') {
          const created = await client.createTeam(team);
          return emit(ctx.json, created, () =>
            note(
              `Created team ${created.name} (${created.id}); \`fnhost teams use ${created.name}\` to work in it`,
            ),
          );
        }
        const id = await client.teamId(team);
        if (action === 'use') {
          const stored = loadCredentials()!;
          const chosen = await client.team(id);
          saveCredentials({ ...stored, team: chosen.personal ? undefined : id });
          return emit(ctx.json, chosen, () =>
            note(`Commands now list and create in team ${chosen.name} (--team overrides)`),
          );
        }
        if (action === 'rename') {
          if (!name) throw new InvalidArgumentError('rename needs the new name');
          const renamed = await client.renameTeam(id, name);
          return emit(ctx.json, renamed, () => note(`Team ${id} is now ${renamed.name}`));
        }
        if (action === 'delete') {
          if (!options.yes && !(await confirm(`Delete team ${team}?`))) throw new Error('not deleted');
          const reply = await client.deleteTeam(id);
          if (ctx.credentials?.team === id) saveCredentials({ ...loadCredentials()!, team: undefined });
          return emit(ctx.json, reply, () => note(reply.message));
        }
        throw new InvalidArgumentError(
          'create <name>, use <team>, rename <team> <name>, delete <team>, usage [team] or retention [team] [days|default]',
        );
      },
    );

  const members = program
    .command('members')
    .description("a team's members (the team of --team or `fnhost teams use`), invitations and roles");

  members
    .command('list', { isDefault: true })
    .description('members and their roles')
    .action(async (_options: unknown, command: Command) => {
      const ctx = contextOf(command);
      const id = await currentTeam(ctx);
      const list = await ctx.authed().members(id);
      emit(ctx.json, list, () =>
        printTable(
          ['email', 'role', 'joined', 'user id'],
          list.members.map((m) => [m.email, m.role, m.joined_at, m.user_id]),
        ),
      );
    });

  members
    .command('invite')
    .argument('<email>', 'who: they accept signed in with this email')
    .argument('<role>', TEAM_ROLES.join(', '), role)
    .description('invite someone: prints the token they accept with (shown once, valid 7 days)')
    .action(
      async (email: string, given: (typeof TEAM_ROLES)[number], _options: unknown, command: Command) => {
        const ctx = contextOf(command);
        const invited = await ctx.authed().invite(await currentTeam(ctx), email, given);
        emit(ctx.json, invited, () => {
          note(`Invited ${invited.email} as ${invited.role} until ${invited.expires_at}; they run:`);
          process.stdout.write(`fnhost members accept ${invited.token}\n`);
        });
      },
    );

  members
    .command('accept')
    .argument('<token>', 'the invitation token')
    .description('join the team of an invitation made to your email')
    .action(async (token: string, _options: unknown, command: Command) => {
      const ctx = contextOf(command);
      const joined = await ctx.authed().acceptInvitation(token);
      emit(ctx.json, joined, () =>
        note(`You joined team ${joined.name} as ${joined.role} (\`fnhost teams use ${joined.name}\`)`),
      );
    });

  members
    .command('role')
    .argument('<member>', 'the member: email or user id')
    .argument('<role>', TEAM_ROLES.join(', '), role)
    .description("change a member's role")
    .action(
      async (member: string, given: (typeof TEAM_ROLES)[number], _options: unknown, command: Command) => {
        const ctx = contextOf(command);
        const id = await currentTeam(ctx);
        const changed = await ctx.authed().setMemberRole(id, await memberId(ctx, id, member), given);
        emit(ctx.json, changed, () => note(`${changed.email} is now ${changed.role}`));
      },
    );

  members
    .command('remove')
    .argument('<member>', 'the member: email or user id (your own: leave the team)')
    .description('remove a member; access ends on their next request')
    .action(async (member: string, _options: unknown, command: Command) => {
      const ctx = contextOf(command);
      const id = await currentTeam(ctx);
      const reply = await ctx.authed().removeMember(id, await memberId(ctx, id, member));
      emit(ctx.json, reply, () => note(reply.message));
    });
}

/** The team `members` works on: --team, else the one `teams use` chose, else the personal one. */
async function currentTeam(ctx: ReturnType<typeof contextOf>): Promise<string> {
  const chosen = await ctx.teamId();
  if (chosen) return chosen;
  return (await ctx.authed().teams()).teams.find((t) => t.personal)!.id;
}

async function memberId(ctx: ReturnType<typeof contextOf>, team: string, member: string): Promise<string> {
  const { members } = await ctx.authed().members(team);
  const found = members.find((m) => m.user_id === member || m.email === member.toLowerCase());
  if (!found) throw new InvalidArgumentError(`${member} is not a member of this team`);
  return found.user_id;
}

/** `fnhost tokens` and `fnhost audit`: a team's access tokens and its audit log. */
export function tokenCommands(program: Command): void {
  program
    .command('tokens')
    .argument('[action]', 'create <name>, revoke <token id>; lists them when left out')
    .argument('[target]', "the new token's name, or the id of the one to revoke")
    .description("the team's access tokens for automation (FNHOST_TOKEN in CI)")
    .option('--scope <scope>', `a scope (repeatable): ${TOKEN_SCOPES.join(', ')}`, collect)
    .option('--days <n>', 'days until it expires (1..365, default 90)', positive)
    .action(
      async (
        action: string | undefined,
        target: string | undefined,
        options: { scope?: string[]; days?: number },
        command: Command,
      ) => {
        const ctx = contextOf(command);
        const client = ctx.authed();
        const team = await currentTeam(ctx);
        const act = subAction(action, target, ['create', 'revoke'], 'name or id');
        if (act === 'create') {
          const scopes = (options.scope ?? []).map(scope);
          if (!scopes.length) throw new InvalidArgumentError('create needs at least one --scope');
          const made = await client.createToken(team, {
            name: target!,
            scopes,
            expires_in_days: options.days,
          });
          return emit(ctx.json, made, () => {
            note(`Token ${made.name} (${made.scopes.join(', ')}) until ${made.expires_at}, shown this once:`);
            process.stdout.write(`${made.token}\n`);
          });
        }
        if (act === 'revoke') {
          const reply = await client.revokeToken(team, target!);
          return emit(ctx.json, reply, () => note(reply.message));
        }
        const list = await client.tokens(team);
        emit(ctx.json, list, () =>
          printTable(
            ['name', 'scopes', 'expires', 'last used', 'by', 'id'],
            list.tokens.map((t) => [
              t.name,
              t.scopes.join(' '),
              t.expires_at,
              t.last_used_at ?? 'never',
              t.created_by,
              t.id,
            ]),
          ),
        );
      },
    );

  program
    .command('audit')
    .description("the team's audit log, newest first")
    .option('--since <time>', 'from this time (ISO 8601)')
    .option('--until <time>', 'before this time (ISO 8601)')
    .option('--actor <actor>', "an account's email or id, a token's name or id")
    .option('--action <action>', 'an action (function.deploy) or a family (function)')
    .option('--page <n>', 'page (50 entries each)', positive)
    .action(
      async (
        options: { since?: string; until?: string; actor?: string; action?: string; page?: number },
        command: Command,
      ) => {
        const ctx = contextOf(command);
        const log = await ctx.authed().audit(await currentTeam(ctx), options);
        emit(ctx.json, log, () =>
          printTable(
            ['at', 'actor', 'action', 'target', 'outcome'],
            log.entries.map((e) => [
              e.at,
              e.actor.email ?? e.actor.name ?? e.actor.type,
              e.action,
              [e.target.type, e.target.name ?? e.target.id].filter(Boolean).join(' '),
              e.outcome === 'success' ? e.outcome : `${e.outcome} (${e.status})`,
            ]),
          ),
        );
      },
    );
}
