import { FnhostError } from './errors';
import { TeamClient } from './team-client';
import { Schemas } from './session-client';
import { secretValue, sleep } from './transfers';

export type { ClientOptions, Schemas, Session } from './session-client';
export type { DeployOptions, InvokeOptions, InvokeStream } from './function-client';
export type { Team, TeamRole } from './team-client';
export type { Trigger } from './trigger-client';

/** The periods the totals are given for. */
export type Period = Schemas['StatsDto']['period'];

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

/**
 * A typed client of the fnhost HTTP API, typed from the service's own OpenAPI document
 * (schema.ts): SessionClient holds the session and the error handling, FunctionClient the
 * functions, deployments and invocations, ReleaseClient aliases and rollouts, TriggerClient broker triggers, TeamClient the teams; this adds asynchronous invocations,
 * URLs, secrets, API keys, statistics and deletions.
 */
export class FnhostClient extends TeamClient {
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

  /**
   * A team secret (the personal team's without `teamId`); `value` is text, or bytes (sent as
   * base64). The team's functions read it as a file.
   */
  createSecret(name: string, value: string | Uint8Array, teamId?: string) {
    return this.send(() =>
      this.api.POST('/api/secrets', { body: { name, ...secretValue(value), team_id: teamId } }),
    );
  }

  /** Names, sizes, times and the functions using each: never a value. */
  secrets(teamId?: string) {
    return this.send(() => this.api.GET('/api/secrets', { params: { query: { team_id: teamId } } }));
  }

  updateSecret(name: string, value: string | Uint8Array, teamId?: string) {
    return this.send(() =>
      this.api.PUT('/api/secrets/{name}', {
        params: { path: { name }, query: { team_id: teamId } },
        body: secretValue(value),
      }),
    );
  }

  /** Refused (409) while a function uses it. */
  deleteSecret(name: string, teamId?: string) {
    return this.send(() =>
      this.api.DELETE('/api/secrets/{name}', { params: { path: { name }, query: { team_id: teamId } } }),
    );
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

  /**
   * An execution once it is recorded: a streamed reply's record is written a moment after its end
   * (404 until then), within `timeoutMs`.
   */
  async waitRecorded(id: string, executionUuid: string, timeoutMs = 10_000) {
    for (const end = Date.now() + timeoutMs; ; await sleep(100)) {
      try {
        return await this.execution(id, executionUuid);
      } catch (err) {
        if (!(err instanceof FnhostError && err.status === 404) || Date.now() > end) throw err;
      }
    }
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

  /** A team's totals (the personal team's without `teamId`). */
  overview(period?: Period, teamId?: string) {
    return this.send(() =>
      this.api.GET('/api/stats/overview', { params: { query: { period, team_id: teamId } } }),
    );
  }

  overviewSeries(unit: 'hourly' | 'daily', count?: number, teamId?: string) {
    const team_id = teamId;
    return unit === 'hourly'
      ? this.send(() =>
          this.api.GET('/api/stats/overview/hourly', { params: { query: { hours: count, team_id } } }),
        )
      : this.send(() =>
          this.api.GET('/api/stats/overview/daily', { params: { query: { days: count, team_id } } }),
        );
  }

  /** Every function's totals over a period (invocations, errors and their rate, throttles, latency), of a team. */
  functionsStats(period?: Period, teamId?: string) {
    return this.send(() =>
      this.api.GET('/api/stats/functions', { params: { query: { period, team_id: teamId } } }),
    );
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
}
