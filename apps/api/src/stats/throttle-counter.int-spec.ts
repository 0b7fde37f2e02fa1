import { randomUUID } from 'crypto';
import { DataSource } from 'typeorm';
import { activeFunction, intDataSource } from '../../../../test/integration/services';
import { ThrottleCounter } from './throttle-counter';

describe('ThrottleCounter (PostgreSQL)', () => {
  let db: DataSource;
  beforeAll(async () => (db = await intDataSource()));
  afterAll(() => db.destroy());

  const counted = async (fn: string) =>
    (await db.query(`SELECT count FROM throttle_counts WHERE function_uuid = $1`, [fn])) as {
      count: number;
    }[];

  it('adds the refusals gathered to the hour in one statement, leaving out functions that are gone', async () => {
    const f = await activeFunction(db);
    const counter = new ThrottleCounter(db);
    /** Its writes (the spec's own reads go by too). */
    const statements: string[] = [];
    const query = db.query.bind(db);
    jest.spyOn(db, 'query').mockImplementation((sql: string, params?: unknown[]) => {
      if (sql.includes('throttle_counts (')) statements.push(sql);
      return query(sql, params);
    });
    try {
      for (let i = 0; i < 500; i++) counter.count(f.fn);
      counter.count(randomUUID()); // deleted meanwhile
      await counter.onApplicationShutdown();
      expect(statements).toHaveLength(1);
      expect(await counted(f.fn)).toEqual([{ count: 500 }]);
      // The next flush adds to the hour's row.
      counter.count(f.fn);
      await counter.onApplicationShutdown();
      expect(await counted(f.fn)).toEqual([{ count: 501 }]);
      // Nothing gathered, nothing written.
      await counter.onApplicationShutdown();
      expect(statements).toHaveLength(2);
    } finally {
      jest.restoreAllMocks();
    }
  });

  it('keeps what it gathered while PostgreSQL refuses, and writes it once it answers', async () => {
    const f = await activeFunction(db);
    const counter = new ThrottleCounter(db);
    counter.count(f.fn);
    counter.count(f.fn);
    const down = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    jest.spyOn(db, 'query').mockRejectedValueOnce(down);
    await counter.onApplicationShutdown();
    expect(await counted(f.fn)).toEqual([]);
    counter.count(f.fn);
    await counter.onApplicationShutdown();
    expect(await counted(f.fn)).toEqual([{ count: 3 }]);
  });
});
