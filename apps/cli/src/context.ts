import { FnhostClient } from '@fnhost/sdk';
import { Command } from 'commander';
import { Credentials, DEFAULT_URL, loadCredentials, saveCredentials } from './config';

export interface GlobalOptions {
  url?: string;
  json?: boolean;
  team?: string;
}

/** What every command works with: the server, the stored login and a client that keeps it fresh. */
export class Context {
  readonly url: string;
  readonly json: boolean;
  readonly credentials: Credentials | null;
  readonly client: FnhostClient;
  private readonly team?: string;

  constructor(options: GlobalOptions) {
    this.team = options.team;
    const stored = loadCredentials();
    this.url = (options.url ?? process.env.FNHOST_URL ?? stored?.url ?? DEFAULT_URL).replace(/\/+$/, '');
    this.json = Boolean(options.json);
    // FNHOST_TOKEN (an access token, for CI) stands in for a stored login; a login belongs to the
    // server it was made on.
    const token = process.env.FNHOST_TOKEN;
    this.credentials = token
      ? {
          url: this.url,
          email: 'access token',
          session: { access_token: token, refresh_token: '', expires_at: Number.MAX_SAFE_INTEGER },
        }
      : stored?.url === this.url
        ? stored
        : null;
    this.client = new FnhostClient({
      url: this.url,
      session: this.credentials?.session,
      onSession: (session) => {
        if (session && this.credentials && !token) saveCredentials({ ...this.credentials, session });
      },
    });
  }

  /** The client, once it is known to hold a login. */
  authed(): FnhostClient {
    if (!this.credentials)
      throw new Error(
        `not logged in to ${this.url}: run \`fnhost login\`, or set FNHOST_TOKEN to an access token`,
      );
    return this.client;
  }

  /**
   * The team a command lists or creates in: --team (a name or id), else the one `fnhost teams use`
   * chose, else none (the server's default: the personal team).
   */
  async teamId(): Promise<string | undefined> {
    if (this.team) return this.authed().teamId(this.team);
    return this.credentials?.team;
  }

  /** The function's id from a name (in the team, see teamId) or id. */
  async functionId(nameOrId: string): Promise<string> {
    return this.authed().functionId(nameOrId, await this.teamId());
  }
}

/** The context of a command's action: its options merged with the program's (--url, --json). */
export const contextOf = (command: Command) => new Context(command.optsWithGlobals<GlobalOptions>());
