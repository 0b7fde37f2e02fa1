import { Command } from 'commander';
import { forgetCredentials, saveCredentials } from '../config';
import { contextOf } from '../context';
import { emit, note } from '../output';
import { ask, readStdin } from '../prompt';

interface LoginOptions {
  email?: string;
  passwordStdin?: boolean;
}

async function password(options: LoginOptions, confirm = false): Promise<string> {
  if (options.passwordStdin) return (await readStdin()).replace(/\r?\n$/, '');
  const first = await ask('Password: ', true);
  if (confirm && (await ask('Repeat password: ', true)) !== first) throw new Error('the passwords differ');
  return first;
}

async function logIn(command: Command, email: string, secret: string): Promise<void> {
  const ctx = contextOf(command);
  const session = await ctx.client.login(email, secret);
  saveCredentials({ url: ctx.url, email, session });
  emit(ctx.json, { url: ctx.url, email }, () => note(`Logged in to ${ctx.url} as ${email}`));
}

export function accountCommands(program: Command): void {
  program
    .command('register')
    .description('create an account, then log in')
    .option('--email <email>', 'the account email (asked when missing)')
    .option('--first-name <name>', 'first name (asked when missing)')
    .option('--last-name <name>', 'last name (asked when missing)')
    .option('--password-stdin', 'read the password from stdin instead of the terminal')
    .action(async (options: LoginOptions & { firstName?: string; lastName?: string }, command: Command) => {
      const ctx = contextOf(command);
      const email = options.email ?? (await ask('Email: '));
      const first_name = options.firstName ?? (await ask('First name: '));
      const last_name = options.lastName ?? (await ask('Last name: '));
      const secret = await password(options, true);
      await ctx.client.register({ email, password: secret, first_name, last_name });
      await logIn(command, email, secret);
    });

  program
    .command('login')
    .description('log in; the session is stored in the config directory (mode 0600)')
    .option('--email <email>', 'the account email (asked when missing)')
    .option('--password-stdin', 'read the password from stdin instead of the terminal')
    .action(async (options: LoginOptions, command: Command) => {
      const email = options.email ?? (await ask('Email: '));
      await logIn(command, email, await password(options));
    });

  program
    .command('logout')
    .description('end the session on the server and forget it here')
    .action(async (_options: unknown, command: Command) => {
      const ctx = contextOf(command);
      // A login kept for another server (another --url) is left alone.
      if (ctx.credentials)
        try {
          await ctx.client.logout();
        } finally {
          forgetCredentials();
        }
      emit(ctx.json, { logged_out: true }, () => note(`Logged out of ${ctx.url}`));
    });

  program
    .command('whoami')
    .description('the logged-in account and server')
    .action(async (_options: unknown, command: Command) => {
      const ctx = contextOf(command);
      const me = await ctx.authed().me();
      emit(ctx.json, { url: ctx.url, ...me }, () => {
        const name = [me.first_name, me.last_name].filter(Boolean).join(' ');
        process.stdout.write(`${me.email}${name ? ` (${name})` : ''} on ${ctx.url}\n`);
      });
    });
}
