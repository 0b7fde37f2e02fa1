import { BaseConfig } from '@fnhost/common';
import { Global, Injectable, Logger, Module, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { Client } from 'pg';

const CHANNEL = 'fnhost_changes';
const RECONNECT_MS = 1000;
/** Any missed notification costs at most this long: every entry is read again after it. */
export const CACHE_TTL_MS = 10_000;
const MAX_ENTRIES = 10_000;

type Listener = (topic: string | null) => void;

/**
 * The committed changes PostgreSQL announces (see the ChangeNotifications migration), as topics
 * like `user:42` or `function:<uuid>`. While the feed is down nothing may be cached (a change
 * could go unheard); `null` tells listeners to forget everything when it comes back.
 */
@Injectable()
export class ChangeFeed implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(ChangeFeed.name);
  private readonly listeners = new Set<Listener>();
  private client?: Client;
  private closed = false;
  live = false;

  constructor(private readonly config: BaseConfig) {}

  onModuleInit() {
    void this.connect(); // boot must not wait for (or fail on) the database
  }

  subscribe(listener: Listener): void {
    this.listeners.add(listener);
  }

  /** Announces a change that has no row of its own (a token ended by logout). */
  async announce(db: { query: (sql: string, params: unknown[]) => Promise<unknown> }, topic: string) {
    await db.query('SELECT pg_notify($1, $2)', [CHANNEL, topic]);
  }

  private emit(topic: string | null) {
    for (const listener of this.listeners) listener(topic);
  }

  private async connect(): Promise<void> {
    if (this.closed) return;
    const client = new Client({ connectionString: this.config.DATABASE_URL, connectionTimeoutMillis: 2000 });
    const lost = (reason: string) => {
      if (this.client !== client) return;
      this.client = undefined;
      this.live = false;
      this.emit(null);
      this.logger.warn(`change notifications lost (${reason}): caching is off until they are back`);
      client.end().catch(() => undefined);
      setTimeout(() => void this.connect(), RECONNECT_MS);
    };
    this.client = client;
    client.on('error', (err) => lost(err.message));
    client.on('end', () => lost('connection ended'));
    client.on('notification', (n) => n.payload && this.emit(n.payload));
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
      this.emit(null); // whatever was cached before this connection may have missed a change
      this.live = true;
    } catch (err) {
      lost((err as Error).message);
    }
  }

  async onModuleDestroy() {
    this.closed = true;
    const client = this.client;
    this.client = undefined;
    this.live = false;
    await client?.end().catch(() => undefined);
  }
}

/**
 * An in-process cache whose entries PostgreSQL's change notifications evict: an entry is
 * dropped when any of its topics changes, and lives CACHE_TTL_MS at most. A load that overlaps
 * a notification is not kept, since it may have read the row before the change.
 */
export class ChangeCache<V> {
  private readonly entries = new Map<string, { value: V; topics: string[]; until: number }>();
  private readonly byTopic = new Map<string, Set<string>>();
  /**
   * Loads under way: concurrent misses of one key share one, so an expiry under load is not a
   * stampede. Only a load begun since the last notification is shared: an older one may have
   * read the row before the change.
   */
  private readonly loading = new Map<string, { value: Promise<V | null>; generation: number }>();
  private generation = 0;

  constructor(
    private readonly feed: ChangeFeed,
    private readonly topicsOf: (key: string, value: V) => string[],
  ) {
    feed.subscribe((topic) => {
      this.generation++;
      if (topic === null) this.clear();
      else for (const key of this.byTopic.get(topic) ?? []) this.delete(key);
    });
  }

  /** The cached value, if there is a fresh one. */
  peek(key: string): V | undefined {
    const hit = this.entries.get(key);
    if (hit && hit.until > Date.now()) return hit.value;
    if (hit) this.delete(key);
    return undefined;
  }

  /** The cached value, or what `load` gives (kept for at most `ttlMs`; null is not kept). */
  async get(key: string, load: () => Promise<V | null>, ttlMs?: (value: V) => number): Promise<V | null> {
    return this.peek(key) ?? this.load(key, load, ttlMs);
  }

  load(key: string, load: () => Promise<V | null>, ttlMs?: (value: V) => number): Promise<V | null> {
    const shared = this.loading.get(key);
    if (shared?.generation === this.generation) return shared.value;
    const pending = { value: this.loadOnce(key, load, ttlMs), generation: this.generation };
    this.loading.set(key, pending);
    const done = () => this.loading.get(key) === pending && this.loading.delete(key);
    pending.value.then(done, done);
    return pending.value;
  }

  private async loadOnce(key: string, load: () => Promise<V | null>, ttlMs?: (value: V) => number) {
    const generation = this.generation;
    const value = await load();
    if (value !== null && this.feed.live && generation === this.generation)
      this.set(key, value, Math.min(ttlMs?.(value) ?? CACHE_TTL_MS, CACHE_TTL_MS));
    return value;
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    for (const topic of entry.topics) {
      const keys = this.byTopic.get(topic);
      keys?.delete(key);
      if (keys?.size === 0) this.byTopic.delete(topic);
    }
  }

  private set(key: string, value: V, ttlMs: number) {
    this.delete(key);
    // Oldest first out: Maps iterate in insertion order.
    if (this.entries.size >= MAX_ENTRIES) this.delete(this.entries.keys().next().value as string);
    const topics = this.topicsOf(key, value);
    this.entries.set(key, { value, topics, until: Date.now() + ttlMs });
    for (const topic of topics) {
      if (!this.byTopic.has(topic)) this.byTopic.set(topic, new Set());
      this.byTopic.get(topic)!.add(key);
    }
  }

  private clear() {
    this.entries.clear();
    this.byTopic.clear();
  }
}

@Global()
@Module({ providers: [ChangeFeed], exports: [ChangeFeed] })
export class ChangeFeedModule {}
