import { FnhostError } from './errors';
import type { operations } from './schema';
import { Schemas, SessionClient } from './session-client';
import { signInvocation } from './signing';
import { multipart, xhrFetch } from './transfers';

export interface InvokeOptions {
  /** The function's private API key: the request is signed over the exact bytes sent. */
  privateKey?: string;
  /**
   * Sign with a timestamp (Unix seconds) of at least this; for callers that share a key across
   * processes and remember the last one used (the CLI does).
   */
  notBefore?: number;
  /** Through this alias (the server's default: `latest`). */
  alias?: string;
  /** Pinned to this version (not with `alias`). */
  version?: number;
}

/** A reply read as the function writes it (`invokeStream`): iterate it for the body's chunks. */
export interface InvokeStream extends AsyncIterable<Uint8Array> {
  /** The function's status (200 for a reply that did not stream). */
  status: number;
  headers: Headers;
  executionId: string | null;
  /** The version that ran. */
  version?: number;
  /**
   * Whether the function streamed its reply. One that did not answers at once: its body is the
   * invoke's JSON reply, in one chunk.
   */
  streamed: boolean;
}

export interface DeployOptions {
  /** Environment variables of the version. */
  env?: Record<string, string>;
  /**
   * A one-off rollout of this version: fields of a rollout policy, over the function's policy (else
   * target latest, max_error_rate 0.05, min_calls 10), e.g. `{ steps: [10], step_interval_s: 60 }`.
   */
  rollout?: Partial<Schemas['RolloutPolicyDto']>;
  /** Called as the archive is handed to the connection: bytes sent so far, of total. */
  onUploadProgress?: (sent: number, total: number) => void;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const FUNCTION_PAGE = 100;

/**
 * The functions half of the client: functions, deployments, saved test events, invocations,
 * executions and logs (FnhostClient adds the rest).
 */
export class FunctionClient extends SessionClient {
  /** The last signature timestamp used per private key (see `signatureTime`). */
  private readonly signedAt = new Map<string, number>();

  // Functions

  /** Creates the function, or returns the existing one of that name (already_exists: true). */
  init(body: Schemas['InitFunctionDto']) {
    return this.send(() => this.api.POST('/api/functions/init', { body }));
  }

  /**
   * A page of a team's functions (`team_id`; the personal team's without): `q` a part of the name;
   * `sort` created_at (default), name or last_invoked_at.
   */
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

  /**
   * A function's id from its name (in a team: the personal team without `teamId`) or id; 404
   * FnhostError when the team has none of that name.
   */
  async functionId(nameOrId: string, teamId?: string): Promise<string> {
    if (UUID.test(nameOrId)) return nameOrId;
    for (let offset = 0; ; offset += FUNCTION_PAGE) {
      const page = await this.listFunctions({ q: nameOrId, limit: FUNCTION_PAGE, offset, team_id: teamId });
      const found = page.functions.find((f) => f.name === nameOrId);
      if (found) return found.id;
      if (offset + FUNCTION_PAGE >= page.total)
        throw new FnhostError(404, 'Not found', `no function named "${nameOrId}"`, null);
    }
  }

  // Deployments

  /** Uploads a tar.gz as the function's next version; the build then runs on a worker. */
  async deploy(functionId: string, archive: Uint8Array, options: DeployOptions = {}) {
    const upload = await multipart(functionId, archive, options.env, options.rollout);
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

  /** Deletes one version nothing routes to (409 names what still does); its number is never given again. */
  deleteVersion(id: string, version: number) {
    return this.send(() =>
      this.api.DELETE('/api/functions/{id}/deployments/{version}', { params: { path: { id, version } } }),
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
   * Invokes with `input` as the handler's event (through `alias`, or on `version`); signed when a
   * private key is given. The reply carries `version`, the version that ran, and `signed_at`, the
   * signature's timestamp (Unix seconds), when it was signed.
   */
  async invoke(id: string, input?: Record<string, unknown>, options: InvokeOptions = {}) {
    return this.post(id, input, options, {});
  }

  /**
   * Invokes and reads the reply as the function writes it (`?stream=true`): the head at once, then
   * each chunk as it comes. A failure after the first bytes cannot change the status: server-sent
   * events end with an `event: error`; any other body ends early, and its execution's record (or the
   * X-Fnhost-Error trailer, which fetch does not show) says why. `signal` ends the stream and tells
   * the function (its abort signal), recorded as client_disconnected.
   */
  async invokeStream(
    id: string,
    input?: Record<string, unknown>,
    options: InvokeOptions & { signal?: AbortSignal } = {},
  ): Promise<InvokeStream> {
    const { reply, version } = await this.signedPost(
      id,
      input,
      options,
      { Accept: 'text/event-stream, application/json' },
      { stream: true },
    );
    const response = (reply as unknown as { response: Response }).response;
    const body = response.body;
    const executionId = response.headers.get('x-execution-id');
    return {
      status: response.status,
      headers: response.headers,
      executionId,
      version,
      streamed: executionId !== null,
      async *[Symbol.asyncIterator]() {
        if (!body) return;
        const reader = body.getReader();
        try {
          for (;;) {
            const { done, value } = await reader.read();
            if (done) return;
            yield value;
          }
        } finally {
          reader.releaseLock();
        }
      },
    };
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
    const { reply, signedAt, version } = await this.signedPost(id, input, options, headers);
    // `version`: the version that ran (X-Fnhost-Version), on a synchronous call.
    return { ...(reply as Schemas['InvokeResponseDto']), signed_at: signedAt, version };
  }

  /**
   * POST invoke, signed over the exact bytes sent when a key is given. `stream`: the reply's body
   * is left unread (the reply is then `{response}`), for invokeStream to read as it comes.
   */
  private async signedPost(
    id: string,
    input: Record<string, unknown> | undefined,
    options: InvokeOptions & { signal?: AbortSignal },
    headers: Record<string, string>,
    query: { stream?: true } = {},
  ) {
    const body = JSON.stringify(input === undefined ? {} : { body: input });
    const key = options.privateKey;
    let signedAt: number | undefined;
    let version: number | undefined;
    let response: Response | undefined;
    const reply = await this.send(async () => {
      signedAt = key ? this.signatureTime(key, options.notBefore) : undefined;
      const signature = key ? await signInvocation(key, body, signedAt! * 1000) : {};
      const sent = await this.api.POST('/api/functions/{id}/invoke', {
        params: { path: { id }, query: { alias: options.alias, version: options.version, ...query } },
        body: {},
        bodySerializer: () => body,
        headers: { 'Content-Type': 'application/json', ...headers, ...signature },
        signal: options.signal,
        ...(query.stream && { parseAs: 'stream' as const }),
      });
      version = Number(sent.response.headers.get('x-fnhost-version')) || undefined;
      response = sent.response;
      return sent;
    });
    return { reply: query.stream ? { response: response! } : reply, signedAt, version };
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
}
