import { envelope } from '@fnhost/common';
import { JobQueue } from '@fnhost/queue';
import { ExecutionContext, HttpException, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import {
  InjectThrottlerOptions,
  InjectThrottlerStorage,
  ThrottlerGuard,
  type ThrottlerModuleOptions,
  type ThrottlerStorage,
} from '@nestjs/throttler';
import type { Request, Response } from 'express';
import { AuthUser } from '../auth/current-user.decorator';

/**
 * Counts a request in each window, shortest first, until one refuses it (a refused request does
 * not count in the longer windows). A window refuses once its hits pass the limit, and keeps
 * refusing for its whole ttl (the block). Returns, per window counted: hits, ms until the count
 * resets, ms the block has left (0: not blocked).
 * KEYS: hits and block key of each window. ARGV: window count, then ttl and limit of each.
 */
const COUNT_WINDOWS = `
local function count_windows()
  local out = {}
  for w = 1, tonumber(ARGV[1]) do
    local hits_key, block_key = KEYS[2 * w - 1], KEYS[2 * w]
    local ttl, limit = tonumber(ARGV[2 * w]), tonumber(ARGV[2 * w + 1])
    local hits = redis.call('INCR', hits_key)
    local resets = redis.call('PTTL', hits_key)
    if resets <= 0 then
      redis.call('PEXPIRE', hits_key, ttl)
      resets = ttl
    end
    local blocked = redis.call('PTTL', block_key)
    if blocked <= 0 and hits > limit then
      redis.call('SET', block_key, 1, 'PX', ttl)
      blocked = ttl
    end
    if blocked < 0 then blocked = 0 end
    table.insert(out, hits)
    table.insert(out, resets)
    table.insert(out, blocked)
    if blocked > 0 then return out, true end
  end
  return out, false
end
`;

/** The windows alone: every rate-limited route but invoke. */
const WINDOWS_SCRIPT = `${COUNT_WINDOWS}
local out = count_windows()
return out`;

/**
 * An invocation's admission in one round trip: the windows, then (if the request is signed) its
 * signature's first use, then a concurrency slot. Appends the verdict: 0 admitted, 1 over a
 * rate limit, 2 signature already used, 3 no free slot.
 * Extra KEYS after the windows: slots, replay. Extra ARGV after the windows' (at n = 2w + 2):
 * now, lease end, holder, max slots, lease ms, replay ttl s (0: unsigned).
 */
const ADMIT_SCRIPT = `${COUNT_WINDOWS}
local out, limited = count_windows()
local w = tonumber(ARGV[1])
local n = 2 * w + 2
local slots, replay = KEYS[2 * w + 1], KEYS[2 * w + 2]
local verdict = 0
if limited then
  verdict = 1
elseif tonumber(ARGV[n + 5]) > 0 and not redis.call('SET', replay, 1, 'EX', ARGV[n + 5], 'NX') then
  verdict = 2
else
  -- Expired leases go first, so a crashed holder cannot keep a slot past its lease.
  redis.call('ZREMRANGEBYSCORE', slots, '-inf', ARGV[n])
  if redis.call('ZCARD', slots) < tonumber(ARGV[n + 3]) then
    redis.call('ZADD', slots, ARGV[n + 1], ARGV[n + 2])
    redis.call('PEXPIRE', slots, ARGV[n + 4])
  else
    verdict = 3
  end
end
table.insert(out, verdict)
return out`;

interface Scripted {
  rateWindows(...args: (string | number)[]): Promise<number[]>;
  rateAdmit(...args: (string | number)[]): Promise<number[]>;
}

export interface Admission {
  slotsKey: string;
  holder: string;
  leaseMs: number;
  maxSlots: number;
  /** Present when the request is signed: its replay key is taken once only. */
  replay?: { key: string; ttlS: number };
}
export type AdmissionVerdict = 'admitted' | 'replayed' | 'busy';

/** Set on a route that counts its requests itself (through `admit`): invoke. */
export const ADMITS_ITSELF = 'fnhost:admits-itself';
export const AdmitsItself = () => SetMetadata(ADMITS_ITSELF, true);

const windowOf = (ttlMs: number) => (ttlMs >= 3600_000 ? 'hour' : 'minute');

/**
 * Per user once authenticated (the bearer guard runs first), per client IP before login; one
 * Redis round trip per request (a script counts every window). Headers follow the IETF RateLimit
 * fields: RateLimit-Limit/-Remaining/-Reset for the minute window (the hour window adds a `-hour`
 * suffix); a 429 sends them for the window that refused, with Retry-After. A request the bearer
 * guard refuses counts against its address (see countRefusal), so a flood of bad tokens is
 * stopped here, not at the identity provider.
 */
@Injectable()
export class RateLimitGuard extends ThrottlerGuard {
  private readonly redis: Scripted;

  constructor(
    @InjectThrottlerOptions() options: ThrottlerModuleOptions,
    @InjectThrottlerStorage() storage: ThrottlerStorage,
    reflector: Reflector,
    private readonly jobs: JobQueue,
  ) {
    super(options, storage, reflector);
    // Defined commands run by EVALSHA: the script text is sent once per connection, not per request.
    jobs.connection.defineCommand('rateWindows', { lua: WINDOWS_SCRIPT });
    jobs.connection.defineCommand('rateAdmit', { lua: ADMIT_SCRIPT });
    this.redis = jobs.connection as unknown as Scripted;
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(ADMITS_ITSELF, targets)) return true;
    if (this.throttlers.every((t) => this.reflector.getAllAndOverride(`THROTTLER:SKIP${t.name}`, targets)))
      return true;
    await this.hit(context);
    return true;
  }

  /** Counts the request in the caller's windows; 429 when over a limit. */
  async hit(context: ExecutionContext): Promise<void> {
    const req = context.switchToHttp().getRequest<Request & { user?: AuthUser }>();
    await this.countWindows(context, this.trackerOf(req));
  }

  /** Counts an invocation and admits it (see ADMIT_SCRIPT); 429 when over a rate limit. */
  async admit(context: ExecutionContext, a: Admission): Promise<AdmissionVerdict> {
    const req = context.switchToHttp().getRequest<Request & { user?: AuthUser }>();
    const now = Date.now();
    const verdict = await this.count(context, this.trackerOf(req), (keys, args) => {
      const all = [...keys, a.slotsKey, a.replay?.key ?? a.slotsKey];
      return this.redis.rateAdmit(
        all.length,
        ...all,
        ...args,
        now,
        now + a.leaseMs,
        a.holder,
        a.maxSlots,
        a.leaseMs,
        a.replay?.ttlS ?? 0,
      );
    });
    return verdict === 2 ? 'replayed' : verdict === 3 ? 'busy' : 'admitted';
  }

  /** A refused request (bad token, blocked account) is one more request of its address: 429 once over. */
  async countRefusal(context: ExecutionContext): Promise<void> {
    const req = context.switchToHttp().getRequest<Request>();
    await this.countWindows(context, `ip:${req.ip}`);
  }

  /**
   * 429 when the caller's address has used up a limit, before its token is checked: so the
   * identity provider sees at most a limit's worth of bad tokens per address and window.
   */
  async refuseBlockedAddress(context: ExecutionContext): Promise<void> {
    const req = context.switchToHttp().getRequest<Request>();
    const p = this.jobs.connection.pipeline();
    const windows = this.windows(`ip:${req.ip}`);
    for (const w of windows) p.get(w.hits).pttl(w.hits).pttl(w.block);
    const values = ((await p.exec()) ?? []).map(([err, value]) => {
      if (err) throw err;
      return Number(value ?? 0);
    });
    for (const [i, w] of windows.entries()) {
      const [hits, resetsMs, blockedMs] = values.slice(i * 3, i * 3 + 3);
      if (blockedMs > 0 || hits >= w.limit) this.refuse(context, w, Math.max(blockedMs, resetsMs));
    }
  }

  private async countWindows(context: ExecutionContext, tracker: string): Promise<void> {
    await this.count(context, tracker, (keys, args) => this.redis.rateWindows(keys.length, ...keys, ...args));
  }

  private trackerOf(req: Request & { user?: AuthUser }) {
    return req.user ? `user:${req.user.id}` : `ip:${req.ip}`;
  }

  /** The windows of a tracker, shortest first, with the keys their counters live under. */
  private windows(tracker: string) {
    return this.throttlers.map((t) => {
      const key = `fnhost:ratelimit:${t.name}:${tracker}`;
      return {
        name: t.name,
        ttl: Number(t.ttl),
        limit: Number(t.limit),
        hits: `{${key}:${t.name}}:hits`,
        block: `{${key}:${t.name}}:blocked`,
      };
    });
  }

  /**
   * Runs a script that counts the windows (its reply starts with hits, resets ms, blocked ms per
   * window counted), sets the headers, and refuses when a window blocks. Returns what the script
   * appended after the windows.
   */
  private async count(
    context: ExecutionContext,
    tracker: string,
    run: (keys: string[], args: (string | number)[]) => Promise<number[]>,
  ): Promise<number | undefined> {
    const windows = this.windows(tracker);
    const keys = windows.flatMap((w) => [w.hits, w.block]);
    const args = [windows.length, ...windows.flatMap((w) => [w.ttl, w.limit])];
    const reply = await run(keys, args);
    const res = context.switchToHttp().getResponse<Response>();
    const counted = Math.min(windows.length, Math.floor(reply.length / 3));
    for (let i = 0; i < counted; i++) {
      const [hits, resetsMs, blockedMs] = reply.slice(i * 3, i * 3 + 3);
      const w = windows[i];
      if (blockedMs > 0) this.refuse(context, w, blockedMs);
      const suffix = w.name === 'default' ? '' : `-${w.name}`;
      res.setHeader(`RateLimit-Limit${suffix}`, String(w.limit));
      res.setHeader(`RateLimit-Remaining${suffix}`, String(Math.max(0, w.limit - hits)));
      res.setHeader(`RateLimit-Reset${suffix}`, String(Math.ceil(resetsMs / 1000)));
    }
    return reply[counted * 3];
  }

  private refuse(context: ExecutionContext, w: { limit: number; ttl: number }, waitMs: number): never {
    const wait = String(Math.max(1, Math.ceil(waitMs / 1000)));
    const res = context.switchToHttp().getResponse<Response>();
    res.setHeader('Retry-After', wait);
    res.setHeader('RateLimit-Limit', String(w.limit));
    res.setHeader('RateLimit-Remaining', '0');
    res.setHeader('RateLimit-Reset', wait);
    throw new HttpException(
      envelope(429, `rate limit of ${w.limit} requests per ${windowOf(w.ttl)} exceeded`),
      429,
    );
  }
}
