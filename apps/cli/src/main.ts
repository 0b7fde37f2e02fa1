import { FnhostError, FnhostUnreachableError, SessionExpiredError } from '@fnhost/sdk';
import { Command, CommanderError } from 'commander';
import { accountCommands } from './commands/account';
import { configurationCommands } from './commands/configuration';
import { deletionCommands } from './commands/deletions';
import { eventCommands } from './commands/events';
import { urlCommands } from './commands/urls';
import { functionCommands } from './commands/functions';
import { keyCommands } from './commands/keys';
import { observeCommands } from './commands/observe';
import { versionCommands } from './commands/versions';
import { teamCommands, tokenCommands } from './commands/teams';
import { stackCommands } from './commands/stack';
import { releaseCommands } from './commands/releases';
import { triggerCommands } from './commands/triggers';
import { devCommands } from './commands/dev';
import { serviceCommands } from './commands/service';

/** Whether Commander printed an error itself (usage errors): an error an action throws it never prints. */
let commanderPrinted = false;

const program = new Command('fnhost')
  .configureOutput({
    writeErr: (text) => {
      commanderPrinted = true;
      process.stderr.write(text);
    },
  })
  .description('Deploy, invoke and watch functions on an fnhost server.')
  .version('0.1.0')
  .option('--url <url>', 'the server (default: $FNHOST_URL, the logged-in one, http://127.0.0.1:3000)')
  .option('--json', 'print JSON for scripts instead of tables and text')
  .option(
    '--team <team>',
    'the team to list and create in, by name or id (default: `fnhost teams use`, else your personal team)',
  )
  .configureHelp({ showGlobalOptions: true })
  .showHelpAfterError('(run with --help for usage)');

accountCommands(program);
functionCommands(program);
observeCommands(program);
versionCommands(program);
keyCommands(program);
deletionCommands(program);
eventCommands(program);
urlCommands(program);
configurationCommands(program);
teamCommands(program);
tokenCommands(program);
stackCommands(program);
releaseCommands(program);
triggerCommands(program);
devCommands(program);
serviceCommands(program);

/** One clear line (or a JSON object under --json) on stderr, and a non-zero exit. */
function fail(err: unknown): never {
  const json = process.argv.includes('--json');
  if (err instanceof FnhostError) {
    if (json) process.stderr.write(`${JSON.stringify({ status: err.status, ...(err.body as object) })}\n`);
    else process.stderr.write(`error: ${err.status} ${err.error}${err.details ? `: ${err.details}` : ''}\n`);
  } else {
    const message =
      err instanceof SessionExpiredError
        ? `${err.message} (\`fnhost login\`)`
        : ((err as Error)?.message ?? String(err));
    process.stderr.write(json ? `${JSON.stringify({ error: message })}\n` : `error: ${message}\n`);
  }
  process.exit(err instanceof FnhostUnreachableError ? 3 : 1);
}

program
  .exitOverride()
  .parseAsync(process.argv)
  .catch((err: unknown) => {
    // Commander has printed usage errors and help itself; an action's own refusal is printed here.
    if (err instanceof CommanderError && (commanderPrinted || err.exitCode === 0)) process.exit(err.exitCode);
    fail(err);
  });
