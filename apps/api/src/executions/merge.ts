/**
 * A page of a list merged from PostgreSQL's rows and pending records, without reading the rows
 * twice. Both sides are in the list's order; `pendingRanks[i]` is how many rows come before
 * pending record i, pending records ascending. Returns which rows to read (skip, take) and, per
 * position of the page, whether it holds a pending record (its index) or the next row read.
 */
export function mergedPage(
  offset: number,
  limit: number,
  pendingRanks: readonly number[],
): { skip: number; take: number; slots: ({ pending: number } | 'row')[] } {
  // A pending record's place in the merged list: the rows before it, and the pending before it.
  const places = pendingRanks.map((rank, i) => rank + i);
  const before = places.filter((p) => p < offset).length;
  const slots: ({ pending: number } | 'row')[] = [];
  for (let at = offset; at < offset + limit; at++) {
    const i = places.indexOf(at);
    slots.push(i >= 0 ? { pending: i } : 'row');
  }
  return { skip: offset - before, take: slots.filter((s) => s === 'row').length, slots };
}
