import { FnhostClient } from '@fnhost/sdk';
import { Command } from 'commander';
import { Credentials, DEFAULT_URL, loadCredentials, saveCredentials } from './config';

export interface GlobalOptions {
  url?: string;
  json?: boolean;
}

/** What every command works with: the server, the stored login and a client that keeps it fresh. */
export class Context {
  readonly url: string;
  readonly json: boolean;
  readonly credentials: Credentials | null;
  readonly client: FnhostClient;

  constructor(options: GlobalOptions) {
    const stored = loadCredentials();
    this.url = (options.url ?? process.env.FNHOST_URL ?? stored?.url ?? DEFAULT_URL).replace(/\/+$/, '');
    this.json = Boolean(options.json);
    // A login belongs to the server it was made on.
    this.credentials = stored?.url === this.url ? stored : null;
    this.client = new FnhostClient({
      url: this.url,
      session: this.credentials?.session,
      onSession: (session) => {
        if (session && this.credentials) saveCredentials({ ...this.credentials, session });
      },
    });
  }

  /** The client, once it is known to hold a login. */
  authed(): FnhostClient {
    if (!this.credentials) throw new Error(`not logged in to ${this.url}: run \`fnhost login\``);
    return this.client;
  }

  /** The function's id from a name or id. */
  functionId(nameOrId: string): Promise<string> {
    return this.authed().functionId(nameOrId);
  }
}

/** The context of a command's action: its options merged with the program's (--url, --json). */
export const contextOf = (command: Command) => new Context(command.optsWithGlobals<GlobalOptions>());
