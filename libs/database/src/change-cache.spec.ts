import { ChangeCache, ChangeFeed } from './change-feed';

/** A feed whose notifications the test sends itself. */
function feed() {
  let listener: (topic: string | null) => void = () => undefined;
  const stub = { live: true, subscribe: (l: typeof listener) => (listener = l) };
  return { feed: stub as unknown as ChangeFeed, notify: (topic: string | null) => listener(topic) };
}

/** A load the test finishes when it wants, counting its calls. */
function gate<V>() {
  const calls: ((v: V) => void)[] = [];
  const load = () => new Promise<V>((resolve) => calls.push(resolve));
  return { load, calls };
}

describe('ChangeCache', () => {
  it('shares one load among concurrent misses of a key, and keeps its value', async () => {
    const { feed: f } = feed();
    const cache = new ChangeCache<string>(f, (key) => [`function:${key}`]);
    const { load, calls } = gate<string>();
    const misses = [cache.get('a', load), cache.get('a', load), cache.get('a', load)];
    expect(calls).toHaveLength(1);
    calls[0]('v1');
    await expect(Promise.all(misses)).resolves.toEqual(['v1', 'v1', 'v1']);
    expect(cache.peek('a')).toBe('v1');
  });

  it('never shares a load begun before a notification with a miss after it, nor keeps it', async () => {
    const { feed: f, notify } = feed();
    const cache = new ChangeCache<string>(f, (key) => [`function:${key}`]);
    const { load, calls } = gate<string>();
    const before = cache.get('a', load);
    notify('function:a');
    const after = cache.get('a', load);
    expect(calls).toHaveLength(2);
    calls[0]('stale');
    calls[1]('fresh');
    await expect(before).resolves.toBe('stale');
    await expect(after).resolves.toBe('fresh');
    expect(cache.peek('a')).toBe('fresh');
  });

  it('keeps nothing of a failed load: the next miss loads again', async () => {
    const { feed: f } = feed();
    const cache = new ChangeCache<string>(f, (key) => [`function:${key}`]);
    await expect(cache.get('a', () => Promise.reject(new Error('database down')))).rejects.toThrow(
      'database down',
    );
    await expect(cache.get('a', async () => 'v2')).resolves.toBe('v2');
  });
});
