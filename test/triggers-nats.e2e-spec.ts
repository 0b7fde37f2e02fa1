import { natsBroker } from './support/brokers';
import { newUserToken } from './support/fixtures';
import { initFunction } from './support/functions';
import { call, expectError } from './support/http';
import { triggerSuite } from './support/trigger-suite';

triggerSuite('nats');

describe('triggers: the cap per function', () => {
  it('a function has at most 20 triggers: the 21st is a 400 and stores nothing', async () => {
    const broker = await natsBroker();
    const token = (await newUserToken()).token;
    const fn = await initFunction(token);
    try {
      const source = await broker.source();
      // Disabled: the cap counts definitions, no consumer needs to run.
      const create = (i: number) =>
        call('POST', `/api/functions/${fn}/triggers`, {
          token,
          json: {
            name: `t-${i}`,
            type: 'nats',
            connection: { url: broker.url() },
            source: { ...source, durable: `d${i}` },
            enabled: false,
          },
        });
      for (let i = 1; i <= 20; i++) expect((await create(i)).status).toBe(201);
      expectError(await create(21), 400, 'Invalid request', /^a function has at most 20 triggers$/);
      const { triggers } = (
        await call<{ triggers: { name: string }[] }>('GET', `/api/functions/${fn}/triggers`, { token })
      ).body;
      expect(triggers).toHaveLength(20);
      expect(triggers.map((t) => t.name)).not.toContain('t-21');
    } finally {
      expect((await call('DELETE', `/api/functions/${fn}`, { token })).status).toBe(200);
      await broker.close();
    }
  }, 60_000);
});
