import { badRequest, conflict, notFound } from '@fnhost/common';
import { FunctionEntity, SecretStore } from '@fnhost/database';
import {
  AllowedHosts,
  BrokerProblem,
  brokerFor,
  checkTrigger,
  reachOf,
  TRIGGER_LIMITS,
  TriggerDefinition,
  TriggerProblem,
} from '@fnhost/triggers';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { MessageDto } from '../auth/dto/auth.dto';
import { ApiConfig } from '../config';
import { TriggerDto, TriggerListDto } from './dto/trigger.dto';

/** How long the connection test at creation waits for the broker. */
const PROBE_TIMEOUT_MS = 5000;
const UNIQUE_VIOLATION = '23505';

interface Row extends TriggerDefinition {
  uuid: string;
  state: TriggerDto['status']['state'];
  last_error: string | null;
  lag: string | null;
  messages_total: string;
  last_message_at: Date | null;
  owner: string | null;
  created_at: Date;
  updated_at: Date;
}

const toDto = (r: Row): TriggerDto => ({
  id: r.uuid,
  name: r.name,
  type: r.type,
  connection: r.connection,
  source: r.source,
  batch: r.batch,
  max_in_flight: r.max_in_flight,
  enabled: r.enabled,
  status: {
    state: r.enabled ? r.state : 'paused',
    last_error: r.last_error,
    lag: r.lag === null ? null : Number(r.lag),
    messages_total: Number(r.messages_total),
    last_message_at: r.last_message_at?.toISOString() ?? null,
    owner: r.owner,
  },
  created_at: r.created_at.toISOString(),
  updated_at: r.updated_at.toISOString(),
});

/**
 * A function's broker triggers (the `triggers` rows; their consumers are the workers'
 * TriggerSupervisor's). A definition is checked in full (checkTrigger), its brokers must be
 * reachable under the operator's allowlist, its secrets the function team's, and its broker must
 * answer a connection test that finds the source: a 400 naming the field otherwise, nothing stored.
 */
@Injectable()
export class TriggersService {
  private readonly allowed: AllowedHosts;

  constructor(
    config: ApiConfig,
    private readonly secrets: SecretStore,
    private readonly db: DataSource,
  ) {
    this.allowed = new AllowedHosts(config.TRIGGER_ALLOWED_HOSTS);
  }

  async create(fn: FunctionEntity, body: unknown): Promise<TriggerDto> {
    const t = await this.checked(fn, body);
    return this.db.transaction(async (tx) => {
      // Counted under the function's row lock: two creations at once cannot pass the limit.
      await tx.query(`SELECT 1 FROM functions WHERE uuid = $1 FOR UPDATE`, [fn.uuid]);
      const [{ n }] = (await tx.query(`SELECT count(*)::int AS n FROM triggers WHERE function_uuid = $1`, [
        fn.uuid,
      ])) as { n: number }[];
      if (n >= TRIGGER_LIMITS.perFunction)
        throw badRequest(`a function has at most ${TRIGGER_LIMITS.perFunction} triggers`);
      const rows = (await tx
        .query(
          `INSERT INTO triggers (function_uuid, name, type, connection, source, batch, max_in_flight, enabled, state)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, CASE WHEN $8 THEN 'starting' ELSE 'paused' END) RETURNING *`,
          [fn.uuid, t.name, t.type, t.connection, t.source, t.batch, t.max_in_flight, t.enabled],
        )
        .catch(this.nameTaken(t.name))) as Row[];
      return toDto(rows[0]);
    });
  }

  async list(fn: FunctionEntity): Promise<TriggerListDto> {
    const rows = (await this.db.query(`SELECT * FROM triggers WHERE function_uuid = $1 ORDER BY name`, [
      fn.uuid,
    ])) as Row[];
    return { triggers: rows.map(toDto) };
  }

  async get(fn: FunctionEntity, triggerUuid: string): Promise<TriggerDto> {
    return toDto(await this.row(fn.uuid, triggerUuid));
  }

  /**
   * Any field but the type. A change of connection or source is tested as at creation; every
   * change moves the revision, so the worker holding the trigger stops its consumer at its next tick
   * (and gives the lease up: `owner` empties once it stopped), then takes it again unless disabled.
   */
  async update(fn: FunctionEntity, triggerUuid: string, body: unknown): Promise<TriggerDto> {
    const before = await this.row(fn.uuid, triggerUuid);
    const given = body as Record<string, unknown>;
    const t = await this.checked(
      fn,
      body,
      before,
      given.connection !== undefined || given.source !== undefined,
    );
    const rows = (await this.db
      .query(
        `UPDATE triggers SET name = $3, connection = $4, source = $5, batch = $6, max_in_flight = $7, enabled = $8,
           revision = revision + 1, updated_at = now(),
           state = CASE WHEN NOT $8 THEN 'paused' WHEN NOT enabled THEN 'starting' ELSE state END
         WHERE function_uuid = $1 AND uuid = $2 RETURNING *`,
        [fn.uuid, triggerUuid, t.name, t.connection, t.source, t.batch, t.max_in_flight, t.enabled],
      )
      .catch(this.nameTaken(t.name))) as [Row[], number];
    if (!rows[0][0]) throw notFound(`trigger ${triggerUuid} not found`);
    return toDto(rows[0][0]);
  }

  /** Its consumer stops at its worker's next tick; its events already accepted still run. */
  async delete(fn: FunctionEntity, triggerUuid: string): Promise<MessageDto> {
    const [, deleted] = (await this.db.query(`DELETE FROM triggers WHERE function_uuid = $1 AND uuid = $2`, [
      fn.uuid,
      triggerUuid,
    ])) as [unknown, number];
    if (!deleted) throw notFound(`trigger ${triggerUuid} not found`);
    return { message: `trigger ${triggerUuid} deleted` };
  }

  private async row(functionUuid: string, triggerUuid: string): Promise<Row> {
    const [row] = (await this.db.query(`SELECT * FROM triggers WHERE function_uuid = $1 AND uuid = $2`, [
      functionUuid,
      triggerUuid,
    ])) as Row[];
    if (!row) throw notFound(`trigger ${triggerUuid} not found`);
    return row;
  }

  /** The definition checked, and (at creation, or when it changes) its broker reached and its source found. */
  private async checked(
    fn: FunctionEntity,
    body: unknown,
    base?: TriggerDefinition,
    probe = true,
  ): Promise<TriggerDefinition> {
    try {
      const t = checkTrigger(body, base);
      // Pausing, resuming or a new batch size never fails on the broker (or on a secret deleted since).
      if (!probe) return t;
      const reach = await reachOf(t.type, t.connection, this.allowed, (names) =>
        this.secrets.open(fn.teamUuid, names),
      );
      await brokerFor(t.type)
        .probe(reach, t.source, PROBE_TIMEOUT_MS)
        .catch((err: Error) => {
          throw err instanceof BrokerProblem
            ? err
            : new BrokerProblem('connection', `${t.type}: ${err.message}`);
        });
      return t;
    } catch (err) {
      if (err instanceof TriggerProblem) throw badRequest(err.message);
      if (err instanceof BrokerProblem) throw badRequest(`${err.field}: ${err.message}`);
      throw err;
    }
  }

  private nameTaken(name: string) {
    return (err: { code?: string }) => {
      if (err.code === UNIQUE_VIOLATION) throw conflict(`the function has a trigger named ${name} already`);
      throw err;
    };
  }
}
