import { Ticker } from '@fnhost/common';
import { SecretStore } from '@fnhost/database';
import { AllowedHosts, brokerFor, reachOf, TriggerDefinition } from '@fnhost/triggers';
import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { WorkerConfig } from '../config';
import { WorkerPresence } from '../containers/worker-presence';
import type { HeldTrigger } from './held-trigger';
import { TriggerConsumer } from './trigger-consumer';
import { TriggerDeliveries } from './trigger-deliveries';
import { TriggerMetrics } from './trigger-metrics';

/** Triggers a worker takes per tick at most: the others are left for the other workers' ticks. */
const CLAIMS_PER_TICK = 2;

type Row = Omit<TriggerDefinition, 'enabled'> & {
  uuid: string;
  function_uuid: string;
  team_uuid: string;
  revision: number;
};

/**
 * One consumer per trigger across the cluster. Every TRIGGER_TICK_MS each worker, in PostgreSQL:
 * renews the leases of the triggers it holds, writing their consumers' status with them (a
 * trigger disabled, changed, deleted or taken over is not renewed: its consumer stops at once);
 * then takes enabled triggers whose lease lapsed (their worker died) or that nobody holds, a few
 * per tick so that workers share them (`FOR UPDATE SKIP LOCKED`: one taker). A worker that cannot
 * renew (PostgreSQL away) stops its consumers once its leases run out, before another may take them.
 */
@Injectable()
export class TriggerSupervisor implements OnApplicationBootstrap {
  private readonly logger = new Logger(TriggerSupervisor.name);
  private readonly consumers = new Map<string, TriggerConsumer>();
  private readonly allowed: AllowedHosts;
  /** Until when this worker's leases run, as of its last renewal. */
  private heldUntil = 0;
  private readonly ticker = new Ticker(
    () => this.tick(),
    (err) => {
      this.logger.warn(`triggers not renewed this tick: ${err.message}`);
      if (Date.now() > this.heldUntil) void this.stopAll();
    },
  );

  constructor(
    private readonly config: WorkerConfig,
    private readonly db: DataSource,
    private readonly presence: WorkerPresence,
    private readonly secrets: SecretStore,
    private readonly deliveries: TriggerDeliveries,
    private readonly metrics: TriggerMetrics,
  ) {
    this.allowed = new AllowedHosts(config.TRIGGER_ALLOWED_HOSTS);
  }

  onApplicationBootstrap(): void {
    this.ticker.start(this.config.TRIGGER_TICK_MS);
  }

  /**
   * At shutdown: consumers stopped (what they took and did not hand over comes again from the
   * broker), and the leases given up so that another worker takes the triggers at its next tick.
   */
  async leave(): Promise<void> {
    this.ticker.stop();
    const held = [...this.consumers.keys()];
    await this.stopAll();
    await this.release(held).catch((err: Error) =>
      this.logger.warn(`trigger leases not given up: ${err.message}`),
    );
  }

  /** Gives up the leases of stopped consumers: another worker (or this one) may take them at once. */
  private async release(uuids: string[]): Promise<void> {
    await this.db.query(
      `UPDATE triggers SET owner = NULL, lease_until = NULL WHERE owner = $1 AND uuid = ANY($2)`,
      [this.presence.workerId, uuids],
    );
  }

  private async tick(): Promise<void> {
    const startedAt = Date.now();
    await this.renew();
    this.heldUntil = startedAt + this.config.TRIGGER_LEASE_MS;
    for (const row of await this.claim()) this.start(row);
  }

  /** Renews the leases still ours and writes their status; stops the consumers of the others. */
  private async renew(): Promise<void> {
    const reports = [...this.consumers.values()].map((c) => ({
      uuid: c.trigger.uuid,
      revision: c.trigger.revision,
      ...c.takeReport(),
    }));
    if (!reports.length) return;
    const renewed = (await this.db.query(
      `WITH input AS (
         SELECT * FROM jsonb_to_recordset($1::jsonb) AS i(uuid uuid, revision int, state text, "lastError" text,
           lag bigint, delivered bigint, "lastMessageAt" timestamptz)
       )
       UPDATE triggers t SET lease_until = now() + make_interval(secs => $3 / 1000.0), state = i.state,
         last_error = i."lastError", lag = i.lag, messages_total = t.messages_total + i.delivered,
         last_message_at = COALESCE(i."lastMessageAt", t.last_message_at), updated_at = now()
       FROM input i, functions f
       WHERE t.uuid = i.uuid AND t.owner = $2 AND t.revision = i.revision AND t.enabled
         AND f.uuid = t.function_uuid AND f.status <> 'deleted'
       RETURNING t.uuid`,
      [JSON.stringify(reports), this.presence.workerId, this.config.TRIGGER_LEASE_MS],
    )) as [{ uuid: string }[], number];
    const kept = new Set(renewed[0].map((r) => r.uuid));
    const dropped = reports.filter((r) => !kept.has(r.uuid)).map((r) => r.uuid);
    if (!dropped.length) return;
    await Promise.all(dropped.map((uuid) => this.stopOne(uuid)));
    // Stopped: the lease is given up, and its status says so (a disabled trigger's owner empties).
    await this.release(dropped);
  }

  /** Enabled triggers nobody holds (or whose holder's lease lapsed, or that changed under this worker). */
  private async claim(): Promise<Row[]> {
    const [rows] = (await this.db.query(
      `UPDATE triggers t SET owner = $1, lease_until = now() + make_interval(secs => $3 / 1000.0),
         state = 'starting', updated_at = now()
       FROM functions f
       WHERE f.uuid = t.function_uuid AND t.uuid IN (
         SELECT c.uuid FROM triggers c JOIN functions cf ON cf.uuid = c.function_uuid AND cf.status <> 'deleted'
         WHERE c.enabled AND (c.owner IS NULL OR c.lease_until < now() OR (c.owner = $1 AND NOT c.uuid = ANY($2)))
         ORDER BY c.lease_until NULLS FIRST LIMIT $4 FOR UPDATE OF c SKIP LOCKED)
       RETURNING t.uuid, t.function_uuid, f.team_uuid, t.name, t.type, t.connection, t.source, t.batch,
         t.max_in_flight, t.revision`,
      [this.presence.workerId, [...this.consumers.keys()], this.config.TRIGGER_LEASE_MS, CLAIMS_PER_TICK],
    )) as [Row[], number];
    return rows;
  }

  private start(row: Row): void {
    const broker = brokerFor(row.type);
    const trigger: HeldTrigger = {
      uuid: row.uuid,
      functionUuid: row.function_uuid,
      teamUuid: row.team_uuid,
      name: row.name,
      type: row.type,
      connection: row.connection,
      source: row.source,
      batch: row.batch,
      max_in_flight: row.max_in_flight,
      revision: row.revision,
    };
    this.logger.log(
      `consuming trigger ${row.uuid} (${row.type} ${row.name}) of function ${row.function_uuid}`,
    );
    this.consumers.set(
      row.uuid,
      new TriggerConsumer(trigger, {
        broker,
        reach: () =>
          reachOf(row.type, row.connection, this.allowed, (names) => this.secrets.open(row.team_uuid, names)),
        deliveries: this.deliveries,
        metrics: this.metrics,
        backoffMaxMs: this.config.TRIGGER_BACKOFF_MAX_MS,
        pollMs: this.config.TRIGGER_TICK_MS,
      }),
    );
  }

  private async stopOne(uuid: string): Promise<void> {
    const consumer = this.consumers.get(uuid);
    if (!consumer) return;
    this.consumers.delete(uuid);
    this.metrics.forget(uuid);
    await consumer.stop();
    this.logger.log(`stopped consuming trigger ${uuid}`);
  }

  private async stopAll(): Promise<void> {
    await Promise.all([...this.consumers.keys()].map((uuid) => this.stopOne(uuid)));
  }
}
