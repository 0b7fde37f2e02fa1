import { checkHealth, healthStatusCode } from './health';

describe('checkHealth', () => {
  it('ok while every dependency answers and no problem is named', async () => {
    const report = await checkHealth({ database: async () => 1 }, { warnings: async () => ['no aof'] });
    expect(report).toMatchObject({
      status: 'ok',
      checks: { database: 'up' },
      warnings: ['no aof'],
      problems: [],
    });
    expect(healthStatusCode(report)).toBe(200);
  });

  it("a named problem degrades the report but keeps the replica in its load balancer's pool", async () => {
    const report = await checkHealth(
      { database: async () => 1 },
      { problems: async () => ['worker w1 on h1: function network policy not in force: x'] },
    );
    expect(report).toMatchObject({
      status: 'degraded',
      problems: [expect.stringMatching(/^worker w1 on h1/)],
    });
    expect(healthStatusCode(report)).toBe(200);
  });

  it('a dependency down degrades it and takes the replica out (503)', async () => {
    const report = await checkHealth({ redis: () => Promise.reject(new Error('down')) });
    expect(report).toMatchObject({ status: 'degraded', checks: { redis: 'down' }, problems: [] });
    expect(healthStatusCode(report)).toBe(503);
  });

  it('problems that cannot be read are no problem of their own: the failing check says so', async () => {
    const report = await checkHealth(
      { redis: async () => 1 },
      { problems: () => Promise.reject(new Error('x')) },
    );
    expect(report).toMatchObject({ status: 'ok', problems: [] });
  });
});
