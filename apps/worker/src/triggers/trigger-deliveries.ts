import { AcceptedEvent, EventIntake } from '@fnhost/engine';
import { LATEST } from '@fnhost/releases';
import { Received, triggerEvent } from '@fnhost/triggers';
import { traced } from '@fnhost/observability';
import { SpanKind } from '@opentelemetry/api';
import { Injectable } from '@nestjs/common';
import { randomUUID } from 'crypto';
import { DataSource, EntityManager } from 'typeorm';
import type { HeldTrigger } from './held-trigger';

/** What became of messages handed over: accepted as events, or seen before (a redelivery). */
export interface Delivered {
  accepted: number;
  duplicates: number;
}

/** A trigger whose function has no version to run: its messages stay in the broker. */
export class NothingToRun extends Error {}

/**
 * Turns a trigger's messages into asynchronous invocations (EventIntake, door `trigger`), each
 * group of `batch.max_messages` one event. In one transaction each message's identity is recorded
 * (trigger_receipts) with the events: a message recorded before (a redelivery after a crash, in
 * the same batch or another) is left out, so none runs twice. Once this resolves the events are
 * durable and the messages may be acknowledged. A message known by its content alone is matched
 * only when redelivered (decision 41); the first delivery of an identity the broker gives again
 * (an MQTT packet id) replaces the receipt of the message that had it before.
 */
@Injectable()
export class TriggerDeliveries {
  constructor(
    private readonly db: DataSource,
    private readonly intake: EventIntake,
  ) {}

  /** One span per delivery, taken off the broker: its events' first attempts continue its trace. */
  deliver(t: HeldTrigger, messages: readonly Received[]): Promise<Delivered> {
    const attributes = {
      'fnhost.trigger_id': t.uuid,
      'fnhost.function_id': t.functionUuid,
      'messaging.batch.message_count': messages.length,
    };
    return traced('messages', attributes, () => this.accept(t, messages), { kind: SpanKind.CONSUMER });
  }

  private async accept(t: HeldTrigger, messages: readonly Received[]): Promise<Delivered> {
    const unique = [...new Map(messages.map((m) => [m.id, m])).values()];
    const accepted = await this.db.transaction(async (tx) => {
      const [route] = (await tx.query(
        `SELECT r.deployment_uuid, f.user_id FROM functions f
         JOIN function_routes r ON r.function_uuid = f.uuid AND r.alias = $2
         WHERE f.uuid = $1 AND f.status <> 'deleted'`,
        [t.functionUuid, LATEST],
      )) as { deployment_uuid: string; user_id: number }[];
      if (!route) throw new NothingToRun(`function ${t.functionUuid} has no active version to run`);
      const given = unique.filter((m) => m.firstDelivery).map((m) => m.id);
      if (given.length)
        await tx.query(`DELETE FROM trigger_receipts WHERE trigger_uuid = $1 AND message_id = ANY($2)`, [
          t.uuid,
          given,
        ]);
      const candidates: Received[] = [];
      for (const m of unique)
        if (!(m.content?.redelivered && (await this.replayed(tx, t.uuid, m.content.key)))) candidates.push(m);
      const groups: { executionUuid: string; messages: Received[] }[] = [];
      for (let i = 0; i < candidates.length; i += t.batch.max_messages)
        groups.push({ executionUuid: randomUUID(), messages: candidates.slice(i, i + t.batch.max_messages) });
      const fresh = new Set(
        (
          (await tx.query(
            `INSERT INTO trigger_receipts (trigger_uuid, message_id, execution_uuid, content_key)
             SELECT $1, r.message_id, r.execution_uuid, r.content_key
             FROM jsonb_to_recordset($2::jsonb) AS r(message_id text, execution_uuid uuid, content_key text)
             ON CONFLICT DO NOTHING RETURNING message_id`,
            [
              t.uuid,
              JSON.stringify(
                groups.flatMap((g) =>
                  g.messages.map((m) => ({
                    message_id: m.id,
                    execution_uuid: g.executionUuid,
                    content_key: m.content?.key ?? null,
                  })),
                ),
              ),
            ],
          )) as { message_id: string }[]
        ).map((r) => r.message_id),
      );
      const events: AcceptedEvent[] = groups.flatMap(({ executionUuid, messages }) => {
        const kept = messages.filter((m) => fresh.has(m.id));
        if (!kept.length) return [];
        return [
          {
            door: 'trigger',
            executionUuid,
            functionUuid: t.functionUuid,
            deploymentUuid: route.deployment_uuid,
            userId: route.user_id,
            body: triggerEvent(t, kept),
            trigger: t.type,
            idempotencyKey: null,
            redriveOf: null,
            route: LATEST,
            triggerUuid: t.uuid,
          },
        ];
      });
      await this.intake.acceptManyIn(tx, events);
      return { events, fresh: fresh.size };
    });
    await this.intake.queue(accepted.events);
    return {
      accepted: accepted.fresh,
      duplicates: unique.length - accepted.fresh + (messages.length - unique.length),
    };
  }

  /**
   * A redelivery known by its content: it was recorded before if an equal message's receipt is
   * still there (receipts of such messages go at acknowledgement), and it takes that receipt, so
   * that a second equal redelivery is matched to another one or to none.
   */
  private async replayed(tx: EntityManager, triggerUuid: string, contentKey: string): Promise<boolean> {
    const [row] = (await tx.query(
      `WITH taken AS (
         DELETE FROM trigger_receipts WHERE trigger_uuid = $1 AND message_id = (
           SELECT message_id FROM trigger_receipts WHERE trigger_uuid = $1 AND content_key = $2
           LIMIT 1 FOR UPDATE SKIP LOCKED)
         RETURNING 1)
       SELECT count(*)::int AS n FROM taken`,
      [triggerUuid, contentKey],
    )) as { n: number }[];
    return row.n > 0;
  }

  /** Receipts of acknowledged messages whose identities hold only until then (`lapses`). */
  async forget(triggerUuid: string, messages: readonly Received[]): Promise<void> {
    await this.db.query(`DELETE FROM trigger_receipts WHERE trigger_uuid = $1 AND message_id = ANY($2)`, [
      triggerUuid,
      messages.map((m) => m.id),
    ]);
  }

  /** The trigger's events accepted and not yet finished (queued or running): its backpressure. */
  async inFlight(triggerUuid: string, upTo: number): Promise<number> {
    const [row] = (await this.db.query(
      `SELECT count(*)::int AS n FROM (SELECT 1 FROM async_events
         WHERE trigger_uuid = $1 AND state IN ('queued', 'running') LIMIT $2) owed`,
      [triggerUuid, upTo],
    )) as { n: number }[];
    return row.n;
  }
}
