import { Batched } from './batched';

describe('Batched', () => {
  it('serves the items of one tick in one batch, and those added meanwhile in the next', async () => {
    const batches: number[][] = [];
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const batched = new Batched<number, number>(async (items) => {
      batches.push(items);
      if (batches.length === 1) await gate;
      return items.map((n) => n * 10);
    });
    const first = [batched.add(1), batched.add(2)];
    await new Promise((r) => setImmediate(r));
    const later = [batched.add(3), batched.add(4), batched.add(5)];
    release();
    expect(await Promise.all([...first, ...later])).toEqual([10, 20, 30, 40, 50]);
    expect(batches).toEqual([
      [1, 2],
      [3, 4, 5],
    ]);
  });

  it('keeps batches to their maximum', async () => {
    const sizes: number[] = [];
    const batched = new Batched<number, number>(async (items) => {
      sizes.push(items.length);
      return items;
    }, 2);
    await Promise.all([1, 2, 3, 4, 5].map((n) => batched.add(n)));
    expect(sizes).toEqual([2, 2, 1]);
  });

  it('rejects one item with its own error; a batch that fails as a whole is run again one by one', async () => {
    const one = new Batched<number, number>(async (items) =>
      items.map((n) => (n === 2 ? new Error('two') : n)),
    );
    const results = await Promise.allSettled([one.add(1), one.add(2)]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected']);

    const runs: number[][] = [];
    const poisoned = new Batched<number, number>(async (items) => {
      runs.push(items);
      if (items.includes(3)) throw new Error('three');
      return items;
    });
    const settled = await Promise.allSettled([1, 3, 5].map((n) => poisoned.add(n)));
    expect(settled.map((r) => (r.status === 'fulfilled' ? r.value : (r.reason as Error).message))).toEqual([
      1,
      'three',
      5,
    ]);
    expect(runs).toEqual([[1, 3, 5], [1], [3], [5]]);

    const down = new Batched<number, number>(async () => {
      throw new Error('down');
    });
    await expect(Promise.all([down.add(1), down.add(2)])).rejects.toThrow('down');
    await expect(down.add(3)).rejects.toThrow('down'); // and the next batch runs
  });
});
