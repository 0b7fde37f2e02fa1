import type { DataSource } from 'typeorm';
import { OwedEvents, RECOUNT_MS } from './owed-events';

/** OwedEvents over a PostgreSQL count the test sets (how many events the user owes really), at `limit`. */
class Counted extends OwedEvents {
  owedNow = 0;
  recounts = 0;
  constructor(private readonly limit: number) {
    super({} as DataSource);
  }
  override take(userId: number): Promise<boolean> {
    return super.take(userId, this.limit);
  }
  protected override async owed(_userId: number, upTo: number): Promise<number> {
    this.recounts++;
    await Promise.resolve();
    return Math.min(this.owedNow, upTo);
  }
}

describe('OwedEvents', () => {
  let now = 1_000_000;
  beforeEach(() => jest.spyOn(Date, 'now').mockImplementation(() => now));
  afterEach(() => jest.restoreAllMocks());

  it('counts once, then adds its own accepts until the count is RECOUNT_MS old', async () => {
    const owed = new Counted(100);
    owed.owedNow = 10;
    for (let i = 0; i < 5; i++) expect(await owed.take(1)).toBe(true);
    expect(owed.recounts).toBe(1);
    now += RECOUNT_MS + 1;
    owed.owedNow = 50; // other processes accepted meanwhile
    expect(await owed.take(1)).toBe(true);
    expect(owed.recounts).toBe(2);
  });

  it('refuses only on an exact count at the limit', async () => {
    const owed = new Counted(3);
    for (let i = 0; i < 3; i++) {
      expect(await owed.take(1)).toBe(true);
      owed.owedNow++;
    }
    expect(await owed.take(1)).toBe(false); // counted again: 3 owed
    expect(owed.recounts).toBe(2);
    owed.owedNow = 1; // two ran meanwhile: no waiting for the count to age
    for (let i = 0; i < 2; i++) {
      expect(await owed.take(1)).toBe(true);
      owed.owedNow++;
    }
    expect(await owed.take(1)).toBe(false);
  });

  it('keeps users apart, and concurrent accepts share one count', async () => {
    const owed = new Counted(10);
    owed.owedNow = 9;
    const taken = await Promise.all([owed.take(1), owed.take(1), owed.take(2)]);
    expect(owed.recounts).toBe(2); // one count for user 1, one for user 2
    expect(taken.filter(Boolean)).toHaveLength(2); // user 1 had room for one more, user 2 too
  });
});
