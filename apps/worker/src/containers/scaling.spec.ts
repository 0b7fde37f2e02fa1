import { choose, CpuMeter, InstanceLoad } from './scaling';

const limits = { maxInstances: 3, concurrencyPerInstance: 4 };
const ready = (inFlight: number, saturated = false): InstanceLoad => ({
  ready: true,
  inFlight,
  claims: 0,
  saturated,
});
const starting = (claims: number): InstanceLoad => ({ ready: false, inFlight: 0, claims, saturated: false });

describe('choose', () => {
  it('starts the first instance of a cold deployment', () => {
    expect(choose([], limits, true)).toEqual({ kind: 'start' });
  });

  it('shares an instance with room: the least busy one', () => {
    expect(choose([ready(3), ready(1), ready(2)], limits, true)).toEqual({ kind: 'use', index: 1 });
  });

  it('a burst on a cold deployment waits for one start, not one start per call', () => {
    expect(choose([starting(3)], limits, true)).toEqual({ kind: 'await', index: 0 });
    expect(choose([starting(4)], limits, true)).toEqual({ kind: 'start' });
  });

  it('a saturated instance takes one call at a time: a CPU-bound function gets an instance per call', () => {
    expect(choose([ready(1, true)], limits, true)).toEqual({ kind: 'start' });
    expect(choose([ready(0, true)], limits, true)).toEqual({ kind: 'use', index: 0 });
  });

  it('waits at max_instances, and when the memory budget is full', () => {
    expect(choose([ready(4), ready(4), ready(4)], limits, true)).toEqual({ kind: 'wait' });
    expect(choose([ready(4)], limits, false)).toEqual({ kind: 'wait' });
  });
});

describe('CpuMeter', () => {
  it('is saturated while the process uses its whole share, and not once it waits', () => {
    const meter = new CpuMeter(0.25);
    meter.sample(0, 0);
    meter.sample(50_000, 200); // 50 ms of CPU in 200 ms on a quarter core: all of it
    meter.sample(100_000, 400);
    expect(meter.saturated(400)).toBe(true);
    meter.sample(101_000, 600); // 1 ms in 200 ms
    meter.sample(102_000, 800);
    expect(meter.saturated(800)).toBe(false);
  });

  it('forgets a reading once it is stale, and ignores a restarted counter', () => {
    const meter = new CpuMeter(1);
    meter.sample(0, 0);
    meter.sample(200_000, 200);
    expect(meter.saturated(200)).toBe(true);
    expect(meter.saturated(5000)).toBe(false);
    meter.sample(10, 5000);
    expect(meter.saturated(5000)).toBe(false);
  });
});
