/**
 * Gathers the items added while a batch is on its way and hands them to `run` together, one
 * batch at a time (at most `max` items each): under load one statement or round trip serves
 * dozens of callers instead of one; alone, an item waits for nothing but its own batch. Items of
 * the same tick join (the batch starts after the current I/O callbacks). `run` answers each item
 * in order, with a value or an Error for that item alone. A batch of several that fails as a whole
 * is run again one item at a time, so one item that cannot be done (or a deadlock with another
 * process's batch) fails only itself; `run` must change nothing when it throws.
 */
export class Batched<T, R> {
  private waiting: { item: T; resolve: (r: R) => void; reject: (err: Error) => void }[] = [];
  private flushing = false;

  constructor(
    private readonly run: (items: T[]) => Promise<(R | Error)[]>,
    private readonly max = 500,
  ) {}

  add(item: T): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.waiting.push({ item, resolve, reject });
      if (!this.flushing) {
        this.flushing = true;
        setImmediate(() => void this.flush());
      }
    });
  }

  private async flush(): Promise<void> {
    while (this.waiting.length) {
      const batch = this.waiting.splice(0, this.max);
      const results = await this.run(batch.map((w) => w.item)).catch(async (err: Error) => {
        if (batch.length === 1) return [err];
        const alone: (R | Error)[] = [];
        for (const w of batch)
          alone.push(
            await this.run([w.item]).then(
              ([r]) => r,
              (e: Error) => e,
            ),
          );
        return alone;
      });
      batch.forEach((w, i) => {
        const r = results[i];
        if (r instanceof Error) w.reject(r);
        else w.resolve(r);
      });
    }
    this.flushing = false;
  }
}
