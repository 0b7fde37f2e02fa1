/** Something a host stores that its collector may remove (an image, a cache directory). */
export interface Stored {
  key: string;
  bytes: number;
  /** Epoch ms of its last use (or its making, if unused since): the least recent goes first. */
  lastUsed: number;
  /** A routed, building or recent version needs it: never removed. */
  needed: boolean;
  /** Nothing can need it again (its version was deleted): removed whatever the budget. */
  orphan: boolean;
}

/**
 * What goes to bring a store within `budget` bytes: every orphan, then what no version needs,
 * least recently used first, until what is left fits. What is needed stays, even past the budget.
 */
export function evictions(items: readonly Stored[], budget: number): Stored[] {
  const remove = items.filter((i) => i.orphan);
  let used = items.reduce((n, i) => n + i.bytes, 0) - remove.reduce((n, i) => n + i.bytes, 0);
  const spare = items.filter((i) => !i.orphan && !i.needed).sort((a, b) => a.lastUsed - b.lastUsed);
  for (const item of spare) {
    if (used <= budget) break;
    remove.push(item);
    used -= item.bytes;
  }
  return remove;
}
