import { mergedPage } from './merge';

/** The merged list built the slow way: every row and pending record, sorted. */
function expected(rows: number[], pending: number[], offset: number, limit: number) {
  return [...rows.map((v) => ({ v, p: false })), ...pending.map((v) => ({ v, p: true }))]
    .sort((a, b) => a.v - b.v)
    .slice(offset, offset + limit)
    .map((e) => (e.p ? `p${e.v}` : `r${e.v}`));
}

function merged(rows: number[], pending: number[], offset: number, limit: number) {
  const ranks = pending.map((p) => rows.filter((r) => r < p).length);
  const { skip, take, slots } = mergedPage(offset, limit, ranks);
  const read = rows.slice(skip, skip + take);
  return slots
    .map(
      (s) => (s === 'row' ? read.shift() : undefined) ?? (s !== 'row' ? `p${pending[s.pending]}` : undefined),
    )
    .map((v) => (typeof v === 'number' ? `r${v}` : v))
    .filter((v) => v !== undefined);
}

describe('mergedPage', () => {
  const rows = [10, 20, 30, 40, 50, 60];
  it.each([
    [[], 0, 3],
    [[5], 0, 3],
    [[5, 15], 0, 3],
    [[35], 2, 3],
    [[35, 36], 3, 2],
    [[65, 66], 5, 5],
    [[5, 15, 25], 4, 10],
    [[55], 6, 2],
  ])('pending %j, offset %d, limit %d', (pending, offset, limit) => {
    expect(merged(rows, pending, offset, limit)).toEqual(expected(rows, pending, offset, limit));
  });

  it('reads only the rows the page shows', () => {
    expect(mergedPage(20, 20, [0])).toEqual({ skip: 19, take: 20, slots: Array(20).fill('row') });
    expect(mergedPage(0, 2, [0, 0, 0]).take).toBe(0);
  });
});
