import type { Schemas } from '@fnhost/sdk';

type Bucket = Schemas['BucketDto'];

export interface Line<P = Bucket> {
  label: string;
  /** null: nothing to show for the point, drawn as a gap (a latency without calls is no 0 ms). */
  value: (p: P) => number | null;
  color: string;
}

/**
 * Where a point sits: its time (Unix seconds), the seconds it stands for (a bucket's hour or day, a
 * decision's moment) and its name in words.
 */
export interface Axis<P> {
  time: (p: P) => number;
  span: (p: P) => number;
  name: (p: P) => string;
}

/** Stats buckets, hourly or daily. */
export const BUCKETS: Axis<Bucket> = {
  time: (b) => Date.parse(b.hour ?? `${b.day}T00:00:00Z`) / 1000,
  span: (b) => (b.hour ? 3600 : 86400),
  name: (b) => b.hour ?? b.day ?? '',
};

/**
 * The ranges a chart shows: its time axis spans its points and half a point's span either side (a
 * lone point, or points seconds apart, get seconds, not uPlot's guess of years); its values' axis
 * runs from 0 past every point of every line.
 */
export function rangesOf<P>(data: P[], lines: Line<P>[], axis: Axis<P>) {
  const times = data.map(axis.time);
  if (!times.length) return { x: null, y: [0, 1] as [number, number] };
  const half = Math.max(...data.map(axis.span), 1) / 2;
  const values = data.flatMap((p) => lines.map((l) => l.value(p))).filter((v): v is number => v !== null);
  return {
    x: [Math.min(...times) - half, Math.max(...times) + half] as [number, number],
    y: [0, Math.max(1, ...values) * 1.1] as [number, number],
  };
}
