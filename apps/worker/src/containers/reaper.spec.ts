import { keeperOf } from './reaper';

describe('keeperOf', () => {
  const workers = ['w1', 'w2', 'w3', 'w4'];

  it('picks one live worker per function, the same whatever the order of the list', () => {
    const keeper = keeperOf('fn-a', workers);
    expect(workers).toContain(keeper);
    expect(keeperOf('fn-a', [...workers].reverse())).toBe(keeper);
    expect(keeperOf('fn-a', [])).toBeUndefined();
  });

  it('moves only the functions of a worker that left (rendezvous hashing)', () => {
    const fns = Array.from({ length: 200 }, (_, i) => `fn-${i}`);
    const before = new Map(fns.map((f) => [f, keeperOf(f, workers)]));
    const after = new Map(fns.map((f) => [f, keeperOf(f, workers.slice(1))]));
    for (const f of fns) if (before.get(f) !== 'w1') expect(after.get(f)).toBe(before.get(f));
    // Spread over the workers, not all on one.
    expect(new Set(before.values()).size).toBe(workers.length);
  });
});
