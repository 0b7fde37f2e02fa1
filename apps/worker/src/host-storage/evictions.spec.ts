import { evictions, Stored } from './evictions';

const item = (key: string, bytes: number, lastUsed: number, rest: Partial<Stored> = {}): Stored => ({
  key,
  bytes,
  lastUsed,
  needed: false,
  orphan: false,
  ...rest,
});

describe('evictions', () => {
  it('removes nothing within the budget but orphans', () => {
    expect(
      evictions([item('a', 10, 1), item('gone', 5, 9, { orphan: true })], 100).map((i) => i.key),
    ).toEqual(['gone']);
  });

  it('removes the least recently used first, only until what is left fits', () => {
    const items = [item('new', 40, 30), item('old', 40, 10), item('mid', 40, 20)];
    expect(evictions(items, 80).map((i) => i.key)).toEqual(['old']);
    expect(evictions(items, 79).map((i) => i.key)).toEqual(['old', 'mid']);
    expect(evictions(items, 0).map((i) => i.key)).toEqual(['old', 'mid', 'new']);
  });

  it('never removes what a version needs, even past the budget; orphans count as freed first', () => {
    const items = [
      item('needed-old', 50, 1, { needed: true }),
      item('spare', 30, 5),
      item('orphan', 30, 9, { orphan: true }),
    ];
    // 110 stored: the orphan frees 30, the spare 30; the needed 50 stays over a budget of 40.
    expect(evictions(items, 40).map((i) => i.key)).toEqual(['orphan', 'spare']);
    expect(evictions(items, 80).map((i) => i.key)).toEqual(['orphan']);
  });
});
