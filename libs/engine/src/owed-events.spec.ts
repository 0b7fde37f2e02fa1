import type { DataSource } from 'typeorm';
import { OwedEvents, RECOUNT_MS } from './owed-events';

/** OwedEvents over a PostgreSQL count the test sets (how many events the team owes really), at `limit`. */
class Counted extends OwedEvents {
  owedNow = 0;
  recounts = 0;
  constructor(private readonly limit: number) {
    super({} as DataSource);
  }
  async taken(team: string): Promise<boolean> {
    return (await super.take(team, this.limit)).taken;
  }
  protected override async owed(_team: string, upTo: number): Promise<number> {
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
    for (let i = 0; i < 5; i++) expect(await owed.taken('a')).toBe(true);
    expect(owed.recounts).toBe(1);
    now += RECOUNT_MS + 1;
    owed.owedNow = 50; // other processes accepted meanwhile
    expect(await owed.taken('a')).toBe(true);
    expect(owed.recounts).toBe(2);
  });

  it('refuses only on an exact count at the limit', async () => {
    const owed = new Counted(3);
    for (let i = 0; i < 3; i++) {
      expect(await owed.taken('a')).toBe(true);
      owed.owedNow++;
    }
    expect(await owed.taken('a')).toBe(false); // counted again: 3 owed
    expect(owed.recounts).toBe(2);
    expect(await owed.take('a', 3)).toEqual({ taken: false, used: 3 }); // what the refusal names
    owed.owedNow = 1; // two ran meanwhile: no waiting for the count to age
    for (let i = 0; i < 2; i++) {
      expect(await owed.taken('a')).toBe(true);
      owed.owedNow++;
    }
    expect(await owed.taken('a')).toBe(false);
  });

  it('keeps teams apart, and concurrent accepts share one count', async () => {
    const owed = new Counted(10);
    owed.owedNow = 9;
    const taken = await Promise.all([owed.taken('a'), owed.taken('a'), owed.taken('b')]);
    expect(owed.recounts).toBe(2); // one count for team a, one for team b
    expect(taken.filter(Boolean)).toHaveLength(2); // team a had room for one more, team b too
  });
});
