import { Axis, Line, rangesOf } from './chart-ranges';

type Point = { at: number; a: number | null; b: number | null };
const SECONDS: Axis<Point> = { time: (p) => p.at, span: () => 2, name: (p) => String(p.at) };
const LINES: Line<Point>[] = [
  { label: 'a', value: (p) => p.a, color: '' },
  { label: 'b', value: (p) => p.b, color: '' },
];
const T = 1_796_000_000;

describe('chart ranges', () => {
  it('a lone point gets seconds around it, not years', () => {
    expect(rangesOf([{ at: T, a: 0.1, b: null }], LINES, SECONDS).x).toEqual([T - 1, T + 1]);
  });

  it('points seconds apart span those seconds, half a span either side', () => {
    const { x } = rangesOf(
      [
        { at: T, a: 0, b: 0 },
        { at: T + 5, a: 0, b: 0 },
      ],
      LINES,
      SECONDS,
    );
    expect(x).toEqual([T - 1, T + 6]);
  });

  it('the values axis runs from 0 past every point of every line, gaps left out', () => {
    const { y } = rangesOf(
      [
        { at: T, a: 3, b: null },
        { at: T + 1, a: null, b: 14 },
      ],
      LINES,
      SECONDS,
    );
    expect(y[0]).toBe(0);
    expect(y[1]).toBeGreaterThan(14);
    expect(rangesOf([{ at: T, a: null, b: null }], LINES, SECONDS).y).toEqual([0, 1.1]);
  });

  it('no points: no time range of its own', () => {
    expect(rangesOf([], LINES, SECONDS).x).toBeNull();
  });
});
