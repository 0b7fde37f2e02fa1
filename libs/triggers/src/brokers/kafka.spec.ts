import { PartitionOffsets } from './kafka';

describe("a Kafka partition's offsets", () => {
  it('move past a message only once every one before it is settled', () => {
    const p = new PartitionOffsets();
    for (const offset of [5n, 6n, 7n]) expect(p.add(offset)).toBe(true);
    expect(p.settle(6n)).toBeUndefined();
    expect(p.settle(7n)).toBeUndefined();
    // The oldest settled last: the offset past all three.
    expect(p.settle(5n)).toBe(8n);
    expect(p.add(8n)).toBe(true);
    expect(p.settle(8n)).toBe(9n);
  });

  it('refuse an offset already held: a fetch after a rejoin gives again what was not committed', () => {
    const p = new PartitionOffsets();
    expect(p.add(3n)).toBe(true);
    expect(p.add(4n)).toBe(true);
    expect(p.add(3n)).toBe(false);
    expect(p.add(4n)).toBe(false);
    expect(p.settle(3n)).toBe(4n);
    expect(p.settle(4n)).toBe(5n);
  });

  it('settling an offset it does not hold moves nothing', () => {
    const p = new PartitionOffsets();
    p.add(1n);
    expect(p.settle(9n)).toBeUndefined();
    expect(p.settle(1n)).toBe(2n);
  });
});
