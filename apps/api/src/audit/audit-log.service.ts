import { TeamGrant } from '../teams/team-for';
import { Injectable, Logger } from '@nestjs/common';
import { isUUID } from 'class-validator';
import type { Request, Response } from 'express';
import { DataSource } from 'typeorm';
import { AuthUser } from '../auth/current-user.decorator';
import { AuditEntryDto, AuditListDto, AuditQueryDto } from './audit.dto';
import { AuditedRoute } from '../http/route-marks';

export type AuditedRequest = Request & {
  audited?: AuditedRoute;
  auditResult?: unknown;
  user?: AuthUser;
  id?: string | number;
};

interface Target {
  team: string | null;
  id: string | null;
  name: string | null;
}

const PER_PAGE = 50;
const text = (v: unknown) => (typeof v === 'string' && v ? v : null);
const uuidOrNull = (v: unknown) => (typeof v === 'string' && isUUID(v) ? v : null);

/**
 * The append-only audit log (`audit_log`; PostgreSQL refuses UPDATE and DELETE): one entry per
 * request to an audited route. It records who (an account by uuid and email, an access token by id
 * and name, or nobody), what (the action, the target), in which team, the outcome, the request id
 * and the address: never a body, so never a secret value, token or password.
 */
@Injectable()
export class AuditLog {
  private readonly logger = new Logger(AuditLog.name);

  constructor(private readonly db: DataSource) {}

  async record(req: AuditedRequest, res: Response): Promise<void> {
    const route = req.audited!;
    // When it was answered, not when the row lands: entries keep the order of the requests.
    const at = new Date();
    try {
      const target = await this.targetOf(route, req);
      const user = req.user;
      const actor = user?.token
        ? { type: 'token', id: user.token.id, label: user.token.name }
        : user
          ? { type: 'user', id: user.uuid, label: user.email }
          : { type: 'anonymous', id: null, label: null };
      const status = res.statusCode;
      const outcome = status < 400 ? 'success' : status === 401 || status === 403 ? 'denied' : 'failed';
      await this.db.query(
        `INSERT INTO audit_log (actor_type, actor_id, actor_label, team_uuid, action, target_type, target_id,
           target_name, outcome, status, request_id, ip, at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
        [
          actor.type,
          actor.id,
          actor.label,
          target.team,
          route.action,
          route.target,
          target.id,
          target.name,
          outcome,
          status,
          req.id === undefined ? null : String(req.id),
          req.ip ?? null,
          at,
        ],
      );
    } catch (err) {
      this.logger.error(`audit entry of ${route.action} not written: ${(err as Error).message}`);
    }
  }

  /** The team and the resource a request acted on, from its path, body and answer. */
  private async targetOf({ target }: AuditedRoute, req: AuditedRequest): Promise<Target> {
    const params = req.params ?? {};
    const body = (req.body ?? {}) as Record<string, unknown>;
    const result = (req.auditResult ?? {}) as Record<string, unknown>;
    const one = async (sql: string, id: string | null) =>
      id ? ((await this.db.query(sql, [id])) as { team: string; name: string }[])[0] : undefined;
    switch (target) {
      case 'function': {
        const id = uuidOrNull(params.id) ?? uuidOrNull(body.function_id) ?? uuidOrNull(result.id);
        const row = await one('SELECT team_uuid AS team, name FROM functions WHERE uuid = $1', id);
        const team = row?.team ?? (await this.defaultTeam(req, body.team_id));
        return { team, id, name: row?.name ?? text(body.name) };
      }
      case 'key': {
        const id = uuidOrNull(params.id);
        const row = await one(
          `SELECT f.team_uuid AS team, f.name FROM api_keys k JOIN functions f ON f.uuid = k.function_uuid
           WHERE k.uuid = $1`,
          id,
        );
        return { team: row?.team ?? null, id, name: row?.name ?? null };
      }
      case 'secret':
        return {
          team: await this.defaultTeam(req, body.team_id ?? (req.query ?? {}).team_id),
          id: text(params.name) ?? text(body.name),
          name: text(params.name) ?? text(body.name),
        };
      case 'team': {
        const team = uuidOrNull(params.id) ?? uuidOrNull(result.id);
        return { team, id: team, name: text(body.name) ?? text(result.name) };
      }
      case 'member':
        return { team: uuidOrNull(params.id), id: text(params.user_id), name: null };
      case 'invitation':
        // Accepting answers the team joined.
        return {
          team: uuidOrNull(params.id) ?? (params.token ? uuidOrNull(result.id) : null),
          id: text(params.invitation_id) ?? (params.token ? null : text(result.id)),
          name: text(body.email),
        };
      case 'token':
        return {
          team: uuidOrNull(params.id),
          id: text(params.token_id) ?? text(result.id),
          name: text(body.name) ?? text(result.name),
        };
    }
  }

  /** A team named in the request, else the caller's default one (an access token's, a personal team). */
  private async defaultTeam(req: AuditedRequest, given: unknown): Promise<string | null> {
    const named = uuidOrNull(given);
    if (named) return named;
    if (!req.user) return null;
    if (req.user.token) return req.user.token.team;
    const [row] = (await this.db.query('SELECT uuid FROM teams WHERE personal_of = $1', [req.user.id])) as {
      uuid: string;
    }[];
    return row?.uuid ?? null;
  }

  /** A team's entries, newest first, for its owners and admins and audit:read tokens. */
  async list(team: TeamGrant, q: AuditQueryDto): Promise<AuditListDto> {
    const page = q.page ?? 1;
    const where = [
      'team_uuid = $1',
      '($2::timestamptz IS NULL OR at >= $2)',
      '($3::timestamptz IS NULL OR at < $3)',
      '($4::text IS NULL OR actor_id = $4 OR actor_label = $4)',
      "($5::text IS NULL OR action = $5 OR action LIKE $5 || '.%')",
    ].join(' AND ');
    const args = [team.uuid, q.since ?? null, q.until ?? null, q.actor ?? null, q.action ?? null];
    const [{ total }] = (await this.db.query(
      `SELECT count(*)::int AS total FROM audit_log WHERE ${where}`,
      args,
    )) as {
      total: number;
    }[];
    const rows = (await this.db.query(
      `SELECT * FROM audit_log WHERE ${where} ORDER BY at DESC, id DESC LIMIT ${PER_PAGE} OFFSET ${(page - 1) * PER_PAGE}`,
      args,
    )) as AuditRow[];
    return { entries: rows.map(toDto), page, per_page: PER_PAGE, total };
  }
}

interface AuditRow {
  id: string;
  at: Date;
  actor_type: string;
  actor_id: string | null;
  actor_label: string | null;
  team_uuid: string | null;
  action: string;
  target_type: string;
  target_id: string | null;
  target_name: string | null;
  outcome: 'success' | 'denied' | 'failed';
  status: number;
  request_id: string | null;
  ip: string | null;
}

const toDto = (r: AuditRow): AuditEntryDto => ({
  id: r.id,
  at: r.at.toISOString(),
  actor: {
    type: r.actor_type,
    id: r.actor_id,
    ...(r.actor_type === 'token' ? { name: r.actor_label } : { email: r.actor_label }),
  },
  team_id: r.team_uuid,
  action: r.action,
  target: { type: r.target_type, id: r.target_id, name: r.target_name },
  outcome: r.outcome,
  status: r.status,
  request_id: r.request_id,
  ip: r.ip,
});
