import { envelope, ReplyHeaders, withHeaders } from '@fnhost/common';
import { quotaExceeded } from '@fnhost/database';
import {
  COUNT_WINDOWS,
  leaseKeys,
  LEASE_LUA,
  leaseOf,
  PLACEMENT_LUA,
  RateWindow,
  takeLeaseArgs,
} from '@fnhost/engine';
import type { Lease } from '@fnhost/queue';
import { KEYS, RedisService } from '@fnhost/redis';
import { HttpException, Injectable } from '@nestjs/common';
import type IORedis from 'ioredis';
import { invalidSignature, SignatureUse } from '../api-keys/signature-verifier';
import { ApiMetrics } from '../metrics/api-metrics';
import { RateLimiter } from '../rate-limit/rate-limiter';
import { ThrottleCounter } from '../stats/throttle-counter';

/**
 * An invocation's admission in one round trip: the caller's rate windows, then (if the request
 * is signed) its signature's first use, then a concurrency lease, then its placement
 * (PLACEMENT_LUA). Appends the verdict (0 admitted, 1 over a rate limit, 2 signature already used,
 * 3 no free slot of the function, 4 none of its team) and, when admitted, the worker to place it
 * on ('' for the shared queue).
 * Extra KEYS after the windows: slots, team slots, replay, warm set, workers. Extra ARGV after the
 * windows' (at n = 2w + 2): now, lease end, holder, max slots (0: no lease and no placement, for
 * an asynchronous invoke: its worker takes the lease), team max slots, lease ms, replay ttl s
 * (0: unsigned), liveness key prefix, random pick, full key prefix.
 */
const ADMIT_SCRIPT = `${COUNT_WINDOWS}${LEASE_LUA}${PLACEMENT_LUA}
local out, limited = count_windows()
local w = tonumber(ARGV[1])
local n = 2 * w + 2
local slots, team_slots, replay, warm, workers = KEYS[w + 1], KEYS[w + 2], KEYS[w + 3], KEYS[w + 4], KEYS[w + 5]
local leased = tonumber(ARGV[n + 3]) > 0
local verdict = 0
if limited then
  verdict = 1
elseif tonumber(ARGV[n + 6]) > 0 and not redis.call('SET', replay, 1, 'EX', ARGV[n + 6], 'NX') then
  verdict = 2
elseif leased then
  local full = take_lease(slots, team_slots, ARGV[n], ARGV[n + 1], ARGV[n + 2], ARGV[n + 3], ARGV[n + 4], ARGV[n + 5])
  if full > 0 then verdict = 2 + full end
end
table.insert(out, verdict)
if verdict == 0 and leased then
  table.insert(out, place(warm, workers, ARGV[n + 7], ARGV[n + 9], tonumber(ARGV[n + 8])))
end
return out`;

const VERDICTS = { REPLAYED: 2, BUSY: 3, TEAM_BUSY: 4 } as const;

export interface AdmissionRequest {
  /** Whose windows count the request: `user:<id>`, or a function URL's windows. */
  tracker: string | RateWindow[];
  functionUuid: string;
  teamUuid: string;
  /** The version to run: placement looks for a worker holding it warm. */
  deploymentUuid: string;
  /** The lease's holder: the execution's id. */
  executionUuid: string;
  leaseMs: number;
  /** The function's concurrency limit and its team's quota (concurrent_executions). */
  maxSlots: number;
  teamMaxSlots: number;
  /** Present when the request is signed: its signature is taken once only. */
  replay?: SignatureUse;
}

type Scripted = IORedis & {
  invocationAdmit(...args: (string | number)[]): Promise<(number | string)[]>;
};

/** An admitted invocation: its lease, the worker to run it (null: the shared queue), its reply's headers. */
export interface Admitted {
  lease: Lease;
  placed: string | null;
  headers: ReplyHeaders;
}

/**
 * Owns an invocation's admission, its concurrency lease and its placement, for every trigger:
 * what counts it, what refuses it and where it runs (its slot is freed by Leases' verbs). A request
 * refused before admission (unknown function, bad signature, bad body, not ready) still counts
 * against the caller's windows (`count`). It answers the headers the reply carries, and attaches
 * them to a refusal (withHeaders): no HTTP response reaches it.
 */
@Injectable()
export class Admission {
  private readonly client: Scripted;

  constructor(
    private readonly limiter: RateLimiter,
    redis: RedisService,
    private readonly metrics: ApiMetrics,
    private readonly throttles: ThrottleCounter,
  ) {
    redis.client.defineCommand('invocationAdmit', { lua: ADMIT_SCRIPT });
    this.client = redis.client as Scripted;
  }

  /** Admits the invocation: its lease and placement; 429 over a rate limit or with no free slot, 403 for a reused signature. */
  async admit(a: AdmissionRequest): Promise<Admitted> {
    const lease = leaseOf(a.functionUuid, a.teamUuid, a.executionUuid, a.leaseMs);
    let placed = '';
    const { headers, appended: verdict } = await this.limiter
      .run(a.tracker, async (keys, args) => {
        const all = [
          ...keys,
          ...leaseKeys(lease),
          a.replay?.key ?? lease.key,
          KEYS.warm(a.deploymentUuid),
          KEYS.workers,
        ];
        const reply = await this.client.invocationAdmit(
          all.length,
          ...all,
          ...args,
          ...takeLeaseArgs(lease, a.maxSlots, a.teamMaxSlots),
          a.replay?.ttlS ?? 0,
          KEYS.workerAlive(''),
          Math.floor(Math.random() * 2 ** 31),
          KEYS.full(a.deploymentUuid, ''),
        );
        // Three figures per window counted, the verdict, and when admitted (every window counted) the placement.
        if (reply.length % 3 === 2) placed = String(reply.pop());
        return reply as number[];
      })
      .catch((err: unknown) => {
        if (err instanceof HttpException && err.getStatus() === 429) this.throttles.count(a.functionUuid);
        throw err;
      });
    if (verdict === VERDICTS.REPLAYED) {
      this.metrics.rejected('replayed_signature');
      throw withHeaders(invalidSignature(), headers);
    }
    if (verdict === VERDICTS.BUSY) {
      this.metrics.rejected('concurrency');
      this.throttles.count(a.functionUuid);
      throw withHeaders(new HttpException(envelope(429, 'concurrent execution limit reached'), 429), headers);
    }
    if (verdict === VERDICTS.TEAM_BUSY) {
      this.metrics.rejected('quota');
      this.throttles.count(a.functionUuid);
      const used = await this.client.zcount(lease.teamKey!, Date.now(), '+inf');
      throw withHeaders(quotaExceeded('concurrent_executions', used, a.teamMaxSlots), headers);
    }
    return { lease, placed: placed || null, headers };
  }

  /**
   * An asynchronous invoke's admission: counted, its signature taken, and no lease (the worker
   * running the event takes one; a full function delays the event rather than refusing it).
   */
  async accept(a: Omit<AdmissionRequest, 'leaseMs' | 'maxSlots' | 'teamMaxSlots'>): Promise<ReplyHeaders> {
    return (await this.admit({ ...a, leaseMs: 1, maxSlots: 0, teamMaxSlots: 0 })).headers;
  }

  /**
   * A refused invocation request still counts against the caller's windows: `refusal` leaves
   * with the windows' headers (or the window's own 429, once over).
   */
  async refuse(refusal: unknown, tracker: string | RateWindow[]): Promise<never> {
    throw withHeaders(refusal, await this.limiter.count(tracker));
  }
}
