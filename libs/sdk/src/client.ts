import createClient, { Client } from 'openapi-fetch';
import { FnhostError, FnhostUnreachableError, SessionExpiredError } from './errors';
import type { components, operations, paths } from './schema';
import { signInvocation } from './signing';

export type Schemas = components['schemas'];
/** The periods the totals are given for. */
export type Period = Schemas['StatsDto']['period'];

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

export interface InvokeOptions {
  /** The function's private API key: the request is signed over the exact bytes sent. */
  privateKey?: string;
  /**
   * Sign with a timestamp (Unix seconds) of at least this; for callers that share a key across
   * processes and remember the last one used (the CLI does).
   */
  notBefore?: number;
}

export interface DeployOptions {
  /** Environment variables of the version. */
  env?: Record<string, string>;
  /** Called as the archive is handed to the connection: bytes sent so far, of total. */
  onUploadProgress?: (sent: number, total: number) => void;
}

export type LogEntry = Schemas['LogEntryDto'];

export interface TailOptions {
  /** From this time (ISO 8601); the newest `limit` entries when not given. */
  since?: string;
  /** At most this many entries in the first batch (default 100). */
  limit?: number;
  /** Only entries whose message contains this text (any case). */
  q?: string;
  intervalMs?: number;
  signal?: AbortSignal;
}

/** What openapi-fetch resolves to: the parsed body (`data` or `error`) and the Response. */
interface Reply {
  data?: unknown;
  error?: unknown;
  response: Response;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const UPLOAD_CHUNK = 64 * 1024;
const FUNCTION_PAGE = 100;

/**
 * A typed client of the fnhost HTTP API. Requests and replies are typed from the service's own
 * OpenAPI document (schema.ts). The access token is refreshed before it expires and once more on
 * a 401; every error reply becomes a FnhostError carrying the envelope's `error` and `details`.
 */
export class FnhostClient {
  /** The typed openapi-fetch client, bearer token included, for anything the methods below lack. */
  readonly api: Client<paths>;
  readonly url: string;
  private session: Session | null;
  private refreshing?: Promise<Session>;
  /** The last signature timestamp used per private key (see `signatureTime`). */
  private readonly signedAt = new Map<string, number>();

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

  /** Trades the refresh token for new tokens; concurrent callers share one request. */
  refresh(): Promise<Session> {
    this.refreshing ??= this.refreshOnce().finally(() => (this.refreshing = undefined));
    return this.refreshing;
  }

  // Functions

  /** Creates the function, or returns the existing one of that name (already_exists: true). */
  init(body: Schemas['InitFunctionDto']) {
    return this.send(() => this.api.POST('/api/functions/init', { body }));
  }

  /** A page of the caller's functions: `q` a part of the name; `sort` created_at (default), name or last_invoked_at. */
  listFunctions(query: NonNullable<operations['FunctionsController_list']['parameters']['query']> = {}) {
    return this.send(() => this.api.GET('/api/functions', { params: { query } }));
  }

  getFunction(id: string) {
    return this.send(() => this.api.GET('/api/functions/{id}', { params: { path: { id } } }));
  }

  /**
   * Changes any of memory, timeout, env, secrets and description without a build: calls from now
   * on run on it. Answers the function with its new `config_revision`.
   */
  configure(id: string, change: Schemas['ConfigureFunctionDto']) {
    return this.send(() => this.api.PATCH('/api/functions/{id}', { params: { path: { id } }, body: change }));
  }

  deleteFunction(id: string) {
    return this.send(() => this.api.DELETE('/api/functions/{id}', { params: { path: { id } } }));
  }

  /** A function's id from its name or id; 404 FnhostError when the caller has none of that name. */
  async functionId(nameOrId: string): Promise<string> {
    if (UUID.test(nameOrId)) return nameOrId;
    for (let offset = 0; ; offset += FUNCTION_PAGE) {
      const page = await this.listFunctions({ q: nameOrId, limit: FUNCTION_PAGE, offset });
      const found = page.functions.find((f) => f.name === nameOrId);
      if (found) return found.id;
      if (offset + FUNCTION_PAGE >= page.total)
        throw new FnhostError(404, 'Not found', `no function named "${nameOrId}"`, null);
    }
  }

  // Deployments

  /** Uploads a tar.gz as the function's next version; the build then runs on a worker. */
  async deploy(functionId: string, archive: Uint8Array, options: DeployOptions = {}) {
    const upload = await multipart(functionId, archive, options.env);
    // A browser streams a request body only over HTTP/2; its XMLHttpRequest reports upload progress.
    const inBrowser = typeof XMLHttpRequest !== 'undefined';
    return this.send(() =>
      this.api.POST('/api/functions/deploy', {
        body: {}, // replaced by the serializer; openapi-fetch serialises only a defined body
        headers: { 'Content-Type': upload.contentType },
        ...(inBrowser
          ? { bodySerializer: () => upload.blob(), fetch: xhrFetch(options.onUploadProgress) }
          : { bodySerializer: () => upload.stream(options.onUploadProgress), duplex: 'half' }),
      } as never),
    ) as Promise<Schemas['DeployResponseDto']>;
  }

  deployments(id: string, page = 1, perPage = 20) {
    return this.send(() =>
      this.api.GET('/api/functions/{id}/deployments', {
        params: { path: { id }, query: { page, per_page: perPage } },
      }),
    );
  }

  /** Polls the history until `version` has left `building`; returns that deployment. */
  async waitForBuild(id: string, version: number, { intervalMs = 500, timeoutMs = 300_000 } = {}) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const history = await this.deployments(id, 1, 100);
      const found = history.deployments.find((d) => d.version === version);
      if (found && found.status !== 'building') return found;
      if (Date.now() > deadline)
        throw new Error(`version ${version} still building after ${timeoutMs / 1000}s`);
      await new Promise((r) => setTimeout(r, intervalMs));
    }
  }

  /** A version's build output (its last 64 KB): steps, the image build's output, how it ended. */
  buildLog(id: string, version: number) {
    return this.send(() =>
      this.api.GET('/api/functions/{id}/deployments/{version}/logs', { params: { path: { id, version } } }),
    );
  }

  rollback(id: string, version: number) {
    return this.send(() =>
      this.api.POST('/api/functions/{id}/rollback', { params: { path: { id } }, body: { version } }),
    );
  }

  // Saved test events

  testEvents(id: string) {
    return this.send(() => this.api.GET('/api/functions/{id}/test-events', { params: { path: { id } } }));
  }

  testEvent(id: string, name: string) {
    return this.send(() =>
      this.api.GET('/api/functions/{id}/test-events/{name}', { params: { path: { id, name } } }),
    );
  }

  /** Saves `event` under `name` (at most 20 per function, 64 KB each), replacing one of that name. */
  saveTestEvent(id: string, name: string, event: Record<string, unknown>) {
    return this.send(() =>
      this.api.PUT('/api/functions/{id}/test-events/{name}', {
        params: { path: { id, name } },
        body: { event },
      }),
    );
  }

  deleteTestEvent(id: string, name: string) {
    return this.send(() =>
      this.api.DELETE('/api/functions/{id}/test-events/{name}', { params: { path: { id, name } } }),
    );
  }

  // Invocations, executions, logs

  /**
   * Invokes with `input` as the handler's event; signed when a private key is given. The reply
   * carries `signed_at`, the signature's timestamp (Unix seconds), when it was signed.
   */
  async invoke(id: string, input?: Record<string, unknown>, options: InvokeOptions = {}) {
    return this.post(id, input, options, {});
  }

  /**
   * Invokes asynchronously (`Prefer: respond-async`): the reply is `{execution_id, status:
   * "queued"}` at once; read the execution for its outcome. A repeated `idempotencyKey` within
   * 24 h answers the first execution and runs nothing.
   */
  async invokeAsync(
    id: string,
    input?: Record<string, unknown>,
    options: InvokeOptions & { idempotencyKey?: string } = {},
  ) {
    const headers: Record<string, string> = { Prefer: 'respond-async' };
    if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
    return this.post(id, input, options, headers) as unknown as Promise<
      Schemas['InvokeAcceptedDto'] & { signed_at?: number }
    >;
  }

  private async post(
    id: string,
    input: Record<string, unknown> | undefined,
    options: InvokeOptions,
    headers: Record<string, string>,
  ) {
    const body = JSON.stringify(input === undefined ? {} : { body: input });
    const key = options.privateKey;
    let signedAt: number | undefined;
    const reply = await this.send(async () => {
      signedAt = key ? this.signatureTime(key, options.notBefore) : undefined;
      const signature = key ? await signInvocation(key, body, signedAt! * 1000) : {};
      return this.api.POST('/api/functions/{id}/invoke', {
        params: { path: { id } },
        body: {},
        bodySerializer: () => body,
        headers: { 'Content-Type': 'application/json', ...headers, ...signature },
      });
    });
    return { ...(reply as Schemas['InvokeResponseDto']), signed_at: signedAt };
  }

  /**
   * The server takes each signature once, and the same input signed in the same second signs the
   * same: a key's timestamps are never reused, the next second is taken instead (the server's
   * window is 5 minutes either way).
   */
  private signatureTime(key: string, notBefore = 0): number {
    const at = Math.max(Math.floor(Date.now() / 1000), notBefore, (this.signedAt.get(key) ?? 0) + 1);
    this.signedAt.set(key, at);
    return at;
  }

  /**
   * A page of a function's executions, newest first. Filters: `status` (queued, running, success,
   * error, timeout), `trigger` (sync, async, schedule, http), and started between `since` and `until`.
   */
  executions(
    id: string,
    query: {
      page?: number;
      per_page?: number;
      status?: Schemas['ExecutionSummaryDto']['status'];
      trigger?: Schemas['ExecutionSummaryDto']['trigger'];
      since?: string;
      until?: string;
    } = {},
  ) {
    return this.send(() =>
      this.api.GET('/api/functions/{id}/executions', { params: { path: { id }, query } }),
    );
  }

  // Asynchronous invocations: policy, destinations, dead letters; schedules

  asyncConfig(id: string) {
    return this.send(() => this.api.GET('/api/functions/{id}/async-config', { params: { path: { id } } }));
  }

  /** The first save answers `signing_secret`, once. */
  setAsyncConfig(id: string, config: Schemas['AsyncConfigDto']) {
    return this.send(() =>
      this.api.PUT('/api/functions/{id}/async-config', { params: { path: { id } }, body: config }),
    );
  }

  deadLetters(id: string, page = 1, perPage = 20) {
    return this.send(() =>
      this.api.GET('/api/functions/{id}/dead-letters', {
        params: { path: { id }, query: { page, per_page: perPage } },
      }),
    );
  }

  redrive(id: string, executionId: string) {
    return this.send(() =>
      this.api.POST('/api/functions/{id}/dead-letters/{executionId}/redrive', {
        params: { path: { id, executionId } },
      }),
    );
  }

  deleteDeadLetter(id: string, executionId: string) {
    return this.send(() =>
      this.api.DELETE('/api/functions/{id}/dead-letters/{executionId}', {
        params: { path: { id, executionId } },
      }),
    );
  }

  schedules(id: string) {
    return this.send(() => this.api.GET('/api/functions/{id}/schedules', { params: { path: { id } } }));
  }

  createSchedule(id: string, schedule: Schemas['CreateScheduleDto']) {
    return this.send(() =>
      this.api.POST('/api/functions/{id}/schedules', { params: { path: { id } }, body: schedule }),
    );
  }

  updateSchedule(id: string, scheduleId: string, change: Schemas['UpdateScheduleDto']) {
    return this.send(() =>
      this.api.PATCH('/api/functions/{id}/schedules/{scheduleId}', {
        params: { path: { id, scheduleId } },
        body: change,
      }),
    );
  }

  deleteSchedule(id: string, scheduleId: string) {
    return this.send(() =>
      this.api.DELETE('/api/functions/{id}/schedules/{scheduleId}', { params: { path: { id, scheduleId } } }),
    );
  }

  // Function URLs: any HTTP request, in AWS Lambda's payload format 2.0

  /** Creates the function's URL, or changes its auth and CORS (the URL itself stays). */
  setFunctionUrl(id: string, config: Schemas['FunctionUrlConfigDto']) {
    return this.send(() =>
      this.api.PUT('/api/functions/{id}/url', { params: { path: { id } }, body: config }),
    );
  }

  functionUrl(id: string) {
    return this.send(() => this.api.GET('/api/functions/{id}/url', { params: { path: { id } } }));
  }

  /** An account secret; `value` is text, or bytes (sent as base64). Functions read it as a file. */
  createSecret(name: string, value: string | Uint8Array) {
    return this.send(() => this.api.POST('/api/secrets', { body: { name, ...secretValue(value) } }));
  }

  /** Names, sizes, times and the functions using each: never a value. */
  secrets() {
    return this.send(() => this.api.GET('/api/secrets'));
  }

  updateSecret(name: string, value: string | Uint8Array) {
    return this.send(() =>
      this.api.PUT('/api/secrets/{name}', { params: { path: { name } }, body: secretValue(value) }),
    );
  }

  /** Refused (409) while a function uses it. */
  deleteSecret(name: string) {
    return this.send(() => this.api.DELETE('/api/secrets/{name}', { params: { path: { name } } }));
  }

  /** Deletes the function's URL: its address answers 404 from now on, and is never given out again. */
  deleteFunctionUrl(id: string) {
    return this.send(() => this.api.DELETE('/api/functions/{id}/url', { params: { path: { id } } }));
  }

  /**
   * A request to a function URL, answered as the function replied (no error is thrown for its
   * status). `bearer`: sends this session's token, for a URL whose auth is "bearer".
   */
  async callFunctionUrl(url: string, init: RequestInit = {}, { bearer = false } = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    const session = bearer ? await this.freshSession() : null;
    if (session) headers.set('Authorization', `Bearer ${session.access_token}`);
    return fetch(url, { ...init, headers });
  }

  execution(id: string, executionUuid: string) {
    return this.send(() =>
      this.api.GET('/api/functions/{id}/executions/{executionUuid}', {
        params: { path: { id, executionUuid } },
      }),
    );
  }

  /** A function's log entries: at most `limit`, from `since`, up to `until`, whose message contains `q`. */
  logs(id: string, query: { limit?: number; since?: string; until?: string; q?: string } = {}) {
    return this.send(() =>
      this.api.GET('/api/functions/{id}/logs', { params: { path: { id }, query: query } }),
    );
  }

  /**
   * Follows a function's logs: yields the entries from `since` (or from now), then every few
   * seconds the new ones, until `signal` aborts. `since` is inclusive, so entries at the last
   * timestamp seen are remembered and skipped when they come again.
   */
  async *tailLogs(
    id: string,
    { since, limit = 100, q, intervalMs = 2000, signal }: TailOptions = {},
  ): AsyncGenerator<LogEntry[]> {
    let cursor = since;
    let seen = new Set<string>();
    for (let first = true; !signal?.aborted; first = false) {
      if (!first) await sleep(intervalMs, signal);
      if (signal?.aborted) return;
      const page = await this.logs(id, { limit: first ? limit : 1000, since: cursor, q });
      const fresh = page.logs.filter((e) => !seen.has(JSON.stringify(e)));
      const last = fresh.at(-1)?.timestamp;
      if (last !== undefined) {
        if (last !== cursor) seen = new Set();
        cursor = last;
        fresh.filter((e) => e.timestamp === last).forEach((e) => seen.add(JSON.stringify(e)));
      } else cursor ??= new Date().toISOString();
      if (first || fresh.length > 0) yield fresh;
    }
  }

  // API keys

  generateKey(functionId: string, validity: Schemas['GenerateApiKeyDto']['validity'], name?: string) {
    return this.send(() =>
      this.api.POST('/api/apikey/generate', { body: { function_id: functionId, validity, name } }),
    );
  }

  listKeys(functionId: string) {
    return this.send(() => this.api.GET('/api/apikey/{id}/list', { params: { path: { id: functionId } } }));
  }

  rollKey(keyUuid: string) {
    return this.send(() => this.api.PUT('/api/apikey/{id}/roll', { params: { path: { id: keyUuid } } }));
  }

  revokeKey(keyUuid: string) {
    return this.send(() => this.api.DELETE('/api/apikey/{id}/revoke', { params: { path: { id: keyUuid } } }));
  }

  enableKey(keyUuid: string) {
    return this.send(() => this.api.PUT('/api/apikey/{id}/enable', { params: { path: { id: keyUuid } } }));
  }

  updateKey(keyUuid: string, body: Schemas['UpdateApiKeyDto']) {
    return this.send(() =>
      this.api.PUT('/api/apikey/{id}/update', { params: { path: { id: keyUuid } }, body }),
    );
  }

  deleteKey(keyUuid: string) {
    return this.send(() => this.api.DELETE('/api/apikey/{id}', { params: { path: { id: keyUuid } } }));
  }

  // Statistics

  overview(period?: Period) {
    return this.send(() => this.api.GET('/api/stats/overview', { params: { query: { period } } }));
  }

  overviewSeries(unit: 'hourly' | 'daily', count?: number) {
    return unit === 'hourly'
      ? this.send(() => this.api.GET('/api/stats/overview/hourly', { params: { query: { hours: count } } }))
      : this.send(() => this.api.GET('/api/stats/overview/daily', { params: { query: { days: count } } }));
  }

  /** Every function's totals over a period (invocations, errors and their rate, throttles, latency). */
  functionsStats(period?: Period) {
    return this.send(() => this.api.GET('/api/stats/functions', { params: { query: { period } } }));
  }

  functionStats(id: string, period?: Period) {
    return this.send(() =>
      this.api.GET('/api/functions/{id}/stats', { params: { path: { id }, query: { period } } }),
    );
  }

  functionSeries(id: string, unit: 'hourly' | 'daily', count?: number) {
    return unit === 'hourly'
      ? this.send(() =>
          this.api.GET('/api/functions/{id}/stats/hourly', {
            params: { path: { id }, query: { hours: count } },
          }),
        )
      : this.send(() =>
          this.api.GET('/api/functions/{id}/stats/daily', {
            params: { path: { id }, query: { days: count } },
          }),
        );
  }

  // Deletions

  pendingDeletions() {
    return this.send(() => this.api.GET('/api/functions/pending-deletions'));
  }

  deletionStatus(id: string) {
    return this.send(() => this.api.GET('/api/functions/{id}/deletion-status', { params: { path: { id } } }));
  }

  cancelDeletion(id: string) {
    return this.send(() =>
      this.api.POST('/api/functions/{id}/cancel-deletion', { params: { path: { id } } }),
    );
  }

  // Plumbing

  /**
   * Sends a request (built anew on a retry, so bodies are never reused), refreshes once on a 401
   * and turns error replies into FnhostError and network failures into FnhostUnreachableError.
   */
  private async send<R extends Reply>(request: () => Promise<R>): Promise<NonNullable<R['data']>> {
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
  private async freshSession(): Promise<Session | null> {
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

/**
 * The multipart deploy body, encoded once (by Node's own FormData encoder, boundary included) and
 * streamed in chunks so that progress follows what the connection has taken. Each attempt gets a
 * stream of its own.
 */
/** Text as it is; bytes as base64, which the API decodes (btoa: the console runs this too). */
function secretValue(value: string | Uint8Array): Schemas['SecretValueDto'] {
  if (typeof value === 'string') return { value };
  let binary = '';
  for (let i = 0; i < value.length; i += 0x8000)
    binary += String.fromCharCode(...value.subarray(i, i + 0x8000));
  return { value: btoa(binary), base64: true };
}

async function multipart(functionId: string, archive: Uint8Array, env?: Record<string, string>) {
  const form = new FormData();
  form.append('function_id', functionId);
  if (env) form.append('env', JSON.stringify(env));
  form.append('archive', new Blob([archive], { type: 'application/gzip' }), 'function.tar.gz');
  const encoded = new Response(form);
  const contentType = encoded.headers.get('content-type')!;
  const bytes = new Uint8Array(await encoded.arrayBuffer());
  return {
    contentType,
    blob: () => new Blob([bytes], { type: contentType }),
    stream(onProgress?: (sent: number, total: number) => void) {
      let sent = 0;
      return new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent >= bytes.length) return controller.close();
          const chunk = bytes.subarray(sent, sent + UPLOAD_CHUNK);
          sent += chunk.length;
          controller.enqueue(chunk);
          onProgress?.(sent, bytes.length);
        },
      });
    },
  };
}

/** A fetch over XMLHttpRequest, for its upload progress events; the Response is what fetch gives. */
function xhrFetch(onProgress?: (sent: number, total: number) => void) {
  return async (request: Request): Promise<Response> => {
    const body = await request.blob();
    return new Promise((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(request.method, request.url);
      request.headers.forEach((value, name) => xhr.setRequestHeader(name, value));
      xhr.upload.onprogress = (e) => onProgress?.(e.loaded, e.total);
      xhr.onerror = () => reject(new TypeError('network error'));
      xhr.onload = () => {
        const headers = new Headers();
        for (const line of xhr.getAllResponseHeaders().trim().split(/\r?\n/)) {
          const colon = line.indexOf(':');
          if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
        }
        const response = new Response(xhr.responseText, { status: xhr.status, headers });
        // send() reads the url of a 401 to tell public routes from the others.
        Object.defineProperty(response, 'url', { value: request.url });
        resolve(response);
      };
      xhr.send(body);
    });
  };
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });
}
