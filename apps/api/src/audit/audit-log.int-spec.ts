import { randomUUID } from 'crypto';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { activeFunction, intDataSource } from '../../../../test/integration/services';
import { AuditedRequest, AuditLog } from './audit-log.service';

describe('AuditLog (PostgreSQL)', () => {
  let db: DataSource;
  let log: AuditLog;
  beforeAll(async () => {
    db = await intDataSource();
    log = new AuditLog(db);
  });
  afterAll(() => db.destroy());

  const entries = async (requestId: string) =>
    (await db.query(
      `SELECT actor_type, actor_id, actor_label, team_uuid, action, target_type, target_id, target_name, outcome, status
       FROM audit_log WHERE request_id = $1`,
      [requestId],
    )) as Record<string, unknown>[];

  it('records who did what to which function of which team, and how it ended, never the body', async () => {
    const f = await activeFunction(db);
    const [{ name }] = (await db.query(`SELECT name FROM functions WHERE uuid = $1`, [f.fn])) as {
      name: string;
    }[];
    const outcomes: [number, string][] = [
      [202, 'success'],
      [403, 'denied'],
      [401, 'denied'],
      [409, 'failed'],
    ];
    for (const [status, outcome] of outcomes) {
      const id = randomUUID();
      const req = {
        audited: { action: 'function.deploy', target: 'function' },
        params: { id: f.fn },
        body: { secret_value: 'never-recorded' },
        user: { uuid: 'u-1', email: 'dev@example.com' },
        id,
      } as unknown as AuditedRequest;
      await log.record(req, { statusCode: status } as Response);
      expect(await entries(id)).toEqual([
        {
          actor_type: 'user',
          actor_id: 'u-1',
          actor_label: 'dev@example.com',
          team_uuid: f.team,
          action: 'function.deploy',
          target_type: 'function',
          target_id: f.fn,
          target_name: name,
          outcome,
          status,
        },
      ]);
    }
    const [row] = (await db.query(
      `SELECT row_to_json(a)::text AS j FROM audit_log a WHERE target_id = $1 LIMIT 1`,
      [f.fn],
    )) as { j: string }[];
    expect(row.j).not.toContain('never-recorded');
  });

  it('names a token by its id and name, and nobody as anonymous', async () => {
    const token = randomUUID();
    const anonymous = randomUUID();
    const route = { action: 'team.member.remove', target: 'member' };
    await log.record(
      {
        audited: route,
        params: {},
        user: { token: { id: 't-9', name: 'ci' } },
        id: token,
      } as unknown as AuditedRequest,
      { statusCode: 204 } as Response,
    );
    await log.record(
      { audited: route, params: {}, id: anonymous } as unknown as AuditedRequest,
      {
        statusCode: 401,
      } as Response,
    );
    expect((await entries(token))[0]).toMatchObject({
      actor_type: 'token',
      actor_id: 't-9',
      actor_label: 'ci',
    });
    expect((await entries(anonymous))[0]).toMatchObject({
      actor_type: 'anonymous',
      actor_id: null,
      outcome: 'denied',
    });
  });

  it('a write that fails is logged, never thrown at the request', async () => {
    const broken = new AuditLog({
      query: async () => Promise.reject(new Error('down')),
    } as unknown as DataSource);
    await expect(
      broken.record(
        { audited: { action: 'x', target: 'member' }, params: {} } as unknown as AuditedRequest,
        {
          statusCode: 200,
        } as Response,
      ),
    ).resolves.toBeUndefined();
  });
});
