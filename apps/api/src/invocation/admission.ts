import { envelope } from '@fnhost/common';
import { Lease, TAKE_SLOT } from '@fnhost/queue';
import { KEYS, RedisService } from '@fnhost/redis';
import { HttpException, Injectable } from '@nestjs/common';
import type { Response } from 'express';
import type IORedis from 'ioredis';
import { invalidSignature, SignatureUse } from '../api-keys/signature-verifier';
import { RateLimiter, RateWindow } from '../rate-limit/rate-limiter';
import { COUNT_WINDOWS } from '../rate-limit/windows';

/**
 * An invocation's admission in one round trip: the caller's rate windows, then (if the request
 * is signed) its signature's first use, then a concurrency lease, then its placement. Appends the
 * verdict (0 admitted, 1 over a rate limit, 2 signature already used, 3 no free slot) and, when
 * admitted, the worker to place it on: a live member of the deployment's warm set (KEYS.warm: the
 * workers holding or starting its container), picked by the caller's random number (Lua's own is
 * seeded alike on every call before Redis 7), or '' (none: the shared queue, any worker). Members
 * whose worker is gone are removed on the way.
 * Extra KEYS after the windows: slots, replay, warm set. Extra ARGV after the windows' (at
 * n = 2w + 2): now, lease end, holder, max slots (0: no lease and no placement, for an
 * asynchronous invoke: its worker takes the lease), lease ms, replay ttl s (0: unsigned),
 * liveness key prefix, random pick.
 */
const ADMIT_SCRIPT = `${COUNT_WINDOWS}${TAKE_SLOT}
local out, limited = count_windows()
local w = tonumber(ARGV[1])
local n = 2 * w + 2
local slots, replay, warm = KEYS[2 * w + 1], KEYS[2 * w + 2], KEYS[2 * w + 3]
local leased = tonumber(ARGV[n + 3]) > 0
local verdict = 0
if limited then
  verdict = 1
elseif tonumber(ARGV[n + 5]) > 0 and not redis.call('SET', replay, 1, 'EX', ARGV[n + 5], 'NX') then
  verdict = 2
elseif leased and not take_slot(slots, ARGV[n], ARGV[n + 1], ARGV[n + 2], ARGV[n + 3], ARGV[n + 4]) then
  verdict = 3
end
table.insert(out, verdict)
if verdict == 0 and leased then
  local live = {}
  for _, id in ipairs(redis.call('SMEMBERS', warm)) do
    if redis.call('EXISTS', ARGV[n + 6] .. id) == 1 then live[#live + 1] = id
    else redis.call('SREM', warm, id) end
  end
  table.insert(out, #live > 0 and live[tonumber(ARGV[n + 7]) % #live + 1] or '')
end
return out`;

const VERDICTS = { REPLAYED: 2, BUSY: 3 } as const;

export interface AdmissionRequest {
  /** Whose windows count the request: `user:<id>`, or a function URL's windows. */
  tracker: string | RateWindow[];
  functionUuid: string;
  /** The version to run: placement looks for a worker holding it warm. */
  deploymentUuid: string;
  /** The lease's holder: the execution's id. */
  executionUuid: string;
  leaseMs: number;
  maxSlots: number;
  /** Present when the request is signed: its signature is taken once only. */
  replay?: SignatureUse;
}

type Scripted = IORedis & {
  invocationAdmit(...args: (string | number)[]): Promise<(number | string)[]>;
};

/** An admitted invocation: its lease, and the worker to run it (null: the shared queue). */
export interface Admitted {
  lease: Lease;
  placed: string | null;
}

/**
 * Owns an invocation's admission, its concurrency lease and its placement, for every trigger:
 * what counts it, what refuses it, where it runs, and how its slot is released. A request refused before admission (unknown
 * function, bad signature, bad body, not ready) still counts against the caller's windows
 * (`count`).
 */
@Injectable()
export class Admission {
  private readonly client: Scripted;

  constructor(
    private readonly limiter: RateLimiter,
    redis: RedisService,
  ) {
    redis.client.defineCommand('invocationAdmit', { lua: ADMIT_SCRIPT });
    this.client = redis.client as Scripted;
  }

  /** Admits the invocation: its lease and placement; 429 over a rate limit or with no free slot, 403 for a reused signature. */
  async admit(res: Response, a: AdmissionRequest): Promise<Admitted> {
    const now = Date.now();
    const lease: Lease = {
      key: KEYS.slots(a.functionUuid),
      holder: a.executionUuid,
      expiresAt: now + a.leaseMs,
    };
    let placed = '';
    const verdict = await this.limiter.run(res, a.tracker, async (keys, args) => {
      const all = [...keys, lease.key, a.replay?.key ?? lease.key, KEYS.warm(a.deploymentUuid)];
      const reply = await this.client.invocationAdmit(
        all.length,
        ...all,
        ...args,
        now,
        lease.expiresAt,
        lease.holder,
        a.maxSlots,
        a.leaseMs,
        a.replay?.ttlS ?? 0,
        KEYS.workerAlive(''),
        Math.floor(Math.random() * 2 ** 31),
      );
      // Three figures per window counted, the verdict, and when admitted (every window counted) the placement.
      if (reply.length % 3 === 2) placed = String(reply.pop());
      return reply as number[];
    });
    if (verdict === VERDICTS.REPLAYED) throw invalidSignature();
    if (verdict === VERDICTS.BUSY)
      throw new HttpException(envelope(429, 'concurrent execution limit reached'), 429);
    return { lease, placed: placed || null };
  }

  /**
   * An asynchronous invoke's admission: counted, its signature taken, and no lease (the worker
   * running the event takes one; a full function delays the event rather than refusing it).
   */
  async accept(res: Response, a: Omit<AdmissionRequest, 'leaseMs' | 'maxSlots'>): Promise<void> {
    await this.admit(res, { ...a, leaseMs: 1, maxSlots: 0 });
  }

  /** A refused invocation request still counts against the caller's windows. */
  count(res: Response, tracker: string | RateWindow[]): Promise<void> {
    return this.limiter.count(res, tracker);
  }

  /**
   * Frees the lease where no worker will (see Lease). True when it held the slot; a second
   * release finds nothing and frees nothing else (each holder is its own member).
   */
  async release(lease: Lease): Promise<boolean> {
    return (await this.client.zrem(lease.key, lease.holder)) === 1;
  }
}
