import { call, expectError } from './support/http';
import { initFunction, twoUsersAndAFunction } from './support/functions';

type Saved = { name: string; event: Record<string, unknown>; created_at: string; updated_at: string };

describe('saved test events', () => {
  let token: string;
  let other: string;
  let fn: string;
  const path = (name = '') => `/api/functions/${fn}/test-events${name && `/${name}`}`;
  const list = async () =>
    (await call<{ test_events: Saved[] }>('GET', path(), { token })).body.test_events.map((e) => e.name);
  beforeAll(async () => {
    ({ token, other, fn } = await twoUsersAndAFunction({
      'index.js': 'exports.handler = async (event) => ({ got: event });\n',
    }));
  });

  it('saves (201), replaces (200), reads, lists by name and deletes an event', async () => {
    const created = await call<Saved>('PUT', path('order-1'), { token, json: { event: { id: 1 } } });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      name: 'order-1',
      event: { id: 1 },
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    const replaced = await call<Saved>('PUT', path('order-1'), { token, json: { event: { id: 2 } } });
    expect(replaced.status).toBe(200);
    expect(replaced.body).toMatchObject({ event: { id: 2 }, created_at: created.body.created_at });
    expect((await call('PUT', path('A.first'), { token, json: { event: {} } })).status).toBe(201);
    expect(await list()).toEqual(['A.first', 'order-1']);
    expect((await call<Saved>('GET', path('order-1'), { token })).body.event).toEqual({ id: 2 });
    expect((await call('DELETE', path('A.first'), { token })).body).toEqual({
      message: 'test event A.first deleted',
    });
    expectError(await call('DELETE', path('A.first'), { token }), 404, 'Not found', /A\.first/);
    expectError(await call('GET', path('A.first'), { token }), 404, 'Not found');
    expect(await list()).toEqual(['order-1']);
  });

  it('refuses bad names, events that are not objects or too large, and a 21st event; nothing changes', async () => {
    for (const [name, json, status, error, details] of [
      ['bad%20name', { event: {} }, 400, 'Invalid request', /not a test event name/],
      ['-dash-first', { event: {} }, 400, 'Invalid request', /not a test event name/],
      ['x'.repeat(65), { event: {} }, 400, 'Invalid request', /not a test event name/],
      ['list', { event: [1, 2] }, 400, 'Invalid request', /event: must be a JSON object/],
      ['list', { event: 'text' }, 400, 'Invalid request', /event: must be a JSON object/],
      ['list', {}, 400, 'Invalid request', /event: must be a JSON object/],
      ['big', { event: { pad: 'x'.repeat(70_000) } }, 413, 'Payload too large', /at most 65536/],
    ] as const)
      expectError(await call('PUT', path(name), { token, json }), status, error, details);
    expect(await list()).toEqual(['order-1']);
    for (let i = 2; i <= 20; i++)
      expect((await call('PUT', path(`e${i}`), { token, json: { event: { i } } })).status).toBe(201);
    expectError(
      await call('PUT', path('e21'), { token, json: { event: {} } }),
      409,
      'Conflict',
      /20 test events, the most it keeps/,
    );
    expect((await call('PUT', path('e2'), { token, json: { event: { again: true } } })).status).toBe(200);
    expect(await list()).toHaveLength(20);
  });

  it("another user's function is 404, and a deleted function's events go with it", async () => {
    expectError(await call('GET', path(), { token: other }), 404, 'Not found');
    expectError(await call('PUT', path('mine'), { token: other, json: { event: {} } }), 404, 'Not found');
    expectError(await call('DELETE', path('order-1'), { token: other }), 404, 'Not found');
    const doomed = await initFunction(token);
    expect(
      (await call('PUT', `/api/functions/${doomed}/test-events/one`, { token, json: { event: {} } })).status,
    ).toBe(201);
    expect((await call('DELETE', `/api/functions/${doomed}`, { token })).status).toBe(200);
    expectError(await call('GET', `/api/functions/${doomed}/test-events`, { token }), 404, 'Not found');
  });
});
