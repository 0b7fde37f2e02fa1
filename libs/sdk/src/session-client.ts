import createClient, { Client } from 'openapi-fetch';
import { FnhostError, FnhostUnreachableError, SessionExpiredError } from './errors';
import type { components, paths } from './schema';

export type Schemas = components['schemas'];

/** The tokens of a logged-in user; `expires_at` is when the access token expires (epoch ms). */
export interface Session {
  access_token: string;
  refresh_token: string;
  expires_at: number;
}

export interface ClientOptions {
  /** The server, e.g. http://127.0.0.1:3000 */
  url: string;
  session?: Session | null;
  /** Called with each new session (login, refresh) and with null on logout: persist it here. */
  onSession?: (session: Session | null) => void;
  /** Refresh this long before the access token expires (default 30 s). */
  refreshMarginMs?: number;
  fetch?: typeof fetch;
}

/** What openapi-fetch resolves to: the parsed body (`data` or `error`) and the Response. */
interface Reply {
  data?: unknown;
  error?: unknown;
  response: Response;
}

/**
 * The session half of the client: the typed openapi-fetch client with the bearer token, the
 * account's routes, and the plumbing every request goes through. The access token is refreshed
 * before it expires and once more on a 401; every error reply becomes a FnhostError carrying the
 * envelope's `error` and `details`.
 */
export class SessionClient {
  /** The typed openapi-fetch client, bearer token included, for anything the methods below lack. */
  readonly api: Client<paths>;
  readonly url: string;
  protected session: Session | null;
  private refreshing?: Promise<Session>;

  constructor(private readonly options: ClientOptions) {
    this.url = options.url.replace(/\/+$/, '');
    this.session = options.session ?? null;
    this.api = createClient<paths>({ baseUrl: this.url, fetch: options.fetch });
    this.api.use({
      onRequest: async ({ request }) => {
        if (request.headers.has('Authorization') || isPublic(request.url)) return request;
        const session = await this.freshSession();
        if (session) request.headers.set('Authorization', `Bearer ${session.access_token}`);
        return request;
      },
    });
  }

  get loggedIn(): boolean {
    return this.session !== null;
  }

  // Accounts and sessions

  async register(body: Schemas['RegisterDto']) {
    return this.send(() => this.api.POST('/api/auth/register', { body }));
  }

  async login(email: string, password: string): Promise<Session> {
    const tokens = await this.send(() => this.api.POST('/api/auth/login', { body: { email, password } }));
    return this.keep(tokens);
  }

  /** Ends the session on the server, then forgets it here whatever the server said. */
  async logout(): Promise<void> {
    const session = this.session;
    if (!session) return;
    try {
      await this.send(() =>
        this.api.POST('/api/auth/logout', { body: { refresh_token: session.refresh_token } }),
      );
    } finally {
      this.session = null;
      this.options.onSession?.(null);
    }
  }

  /** Sends the password reset link; the answer is the same whether or not the account exists. */
  resetPassword(email: string) {
    return this.send(() => this.api.POST('/api/auth/reset-password', { body: { email } }));
  }

  me() {
    return this.send(() => this.api.GET('/api/auth/me'));
  }

  /**
   * The replica's health: `ok`, `degraded` (a dependency down: see `checks`) or `draining` (it is
   * stopping). Answered with 503 unless ok, which is still an answer, not an error.
   */
  async health(): Promise<Schemas['HealthDto']> {
    const reply = await this.attempt(() => this.api.GET('/health'));
    const body = reply.data ?? reply.error;
    // A proxy's own error page (a 502 from a load balancer, say), or a 500, is no health report.
    if (!body || typeof body !== 'object' || !('checks' in body))
      throw FnhostError.from(reply.response.status, body, reply.response.statusText);
    return body;
  }

  /** Trades the refresh token for new tokens; concurrent callers share one request. */
  refresh(): Promise<Session> {
    this.refreshing ??= this.refreshOnce().finally(() => (this.refreshing = undefined));
    return this.refreshing;
  }

  // Plumbing

  /**
   * Sends a request (built anew on a retry, so bodies are never reused), refreshes once on a 401
   * and turns error replies into FnhostError and network failures into FnhostUnreachableError.
   */
  protected async send<R extends Reply>(request: () => Promise<R>): Promise<NonNullable<R['data']>> {
    let reply = await this.attempt(request);
    if (reply.response.status === 401 && this.session && !isPublic(reply.response.url)) {
      await this.refresh();
      reply = await this.attempt(request);
    }
    if (!reply.response.ok)
      throw FnhostError.from(reply.response.status, reply.error, reply.response.statusText);
    return reply.data as NonNullable<R['data']>;
  }

  private async attempt<R extends Reply>(request: () => Promise<R>): Promise<R> {
    try {
      return await request();
    } catch (err) {
      // Thrown by the request's own refresh (the middleware): already said, not wrapped twice.
      if (
        err instanceof FnhostError ||
        err instanceof FnhostUnreachableError ||
        err instanceof SessionExpiredError
      )
        throw err;
      throw new FnhostUnreachableError(this.url, err);
    }
  }

  /** The session, refreshed first when its access token is about to expire. */
  protected async freshSession(): Promise<Session | null> {
    const session = this.session;
    if (!session) return null;
    if (session.expires_at - Date.now() > (this.options.refreshMarginMs ?? 30_000)) return session;
    return this.refresh();
  }

  private async refreshOnce(): Promise<Session> {
    const session = this.session;
    if (!session?.refresh_token) throw new SessionExpiredError();
    try {
      // A public route: send() adds no bearer token and does not refresh on its 401.
      return this.keep(
        await this.send(() =>
          this.api.POST('/api/auth/refresh', { body: { refresh_token: session.refresh_token } }),
        ),
      );
    } catch (err) {
      // The refresh token itself is refused: nothing but a new login helps.
      if (err instanceof FnhostError && (err.status === 401 || err.status === 400))
        throw new SessionExpiredError(err);
      throw err;
    }
  }

  private keep(tokens: Schemas['TokenResponseDto']): Session {
    this.session = {
      access_token: tokens.access_token,
      refresh_token: tokens.refresh_token,
      expires_at: Date.now() + tokens.expires_in * 1000,
    };
    this.options.onSession?.(this.session);
    return this.session;
  }
}

/** Routes that take no bearer token. */
function isPublic(url: string): boolean {
  return /^\/(health|api\/auth\/(register|login|refresh|reset-password))$/.test(new URL(url).pathname);
}
