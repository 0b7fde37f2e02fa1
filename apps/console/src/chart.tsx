import type { Schemas } from '@fnhost/sdk';
import { useEffect, useRef } from 'preact/hooks';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

type Bucket = Schemas['BucketDto'];

export interface Line<P = Bucket> {
  label: string;
  /** null: nothing to show for the point, drawn as a gap (a latency without calls is no 0 ms). */
  value: (p: P) => number | null;
  color: string;
}

/** Where a point sits: its time (Unix seconds) and its name in words (a bucket's hour or day). */
export interface Axis<P> {
  time: (p: P) => number;
  name: (p: P) => string;
}

/** Stats buckets, hourly or daily. */
export const BUCKETS: Axis<Bucket> = {
  time: (b) => Date.parse(b.hour ?? `${b.day}T00:00:00Z`) / 1000,
  name: (b) => b.hour ?? b.day ?? '',
};

const WIDTH = 560;
const HEIGHT = 200;

/**
 * A time series (uPlot): stats buckets, a rollout's decisions. The newest point is also said in
 * words below the chart, for readers of the page that do not see the canvas.
 */
export function Chart<P = Bucket>({
  title,
  data,
  lines,
  unit,
  axis = BUCKETS as unknown as Axis<P>,
}: {
  title: string;
  data: P[];
  lines: Line<P>[];
  unit: string;
  axis?: Axis<P>;
}) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = host.current;
    if (!box) return;
    const width = () => Math.min(WIDTH, box.clientWidth || WIDTH);
    const times = data.map(axis.time);
    const plot = new uPlot(
      {
        width: width(),
        height: HEIGHT,
        scales: { y: { range: (_u, _min, max) => [0, Math.max(1, max)] } },
        axes: [{}, { size: 50 }],
        series: [
          {},
          ...lines.map((l) => ({
            label: l.label,
            stroke: l.color,
            width: 2,
            points: { show: data.length < 40 },
          })),
        ],
      },
      [times, ...lines.map((l) => data.map(l.value))],
      box,
    );
    // As wide as its place, which changes with the window (a phone turned, a window resized).
    const resized = new ResizeObserver(() => plot.setSize({ width: width(), height: HEIGHT }));
    resized.observe(box);
    return () => {
      resized.disconnect();
      plot.destroy();
    };
  }, [data, lines, axis]);
  const latest = data.at(-1);
  return (
    <figure class="chart" aria-label={title}>
      <figcaption>{title}</figcaption>
      <div ref={host} />
      {latest && (
        <p class="latest" data-testid={`${title} latest`} data-bucket={axis.name(latest)}>
          Latest {unit}:{' '}
          {lines.map((l, i) => (
            <span key={l.label}>
              {i > 0 && ', '}
              <span data-series={l.label}>{round(l.value(latest))}</span> {l.label}
            </span>
          ))}
        </p>
      )}
    </figure>
  );
}

const round = (n: number | null) => (n === null ? '—' : Number.isInteger(n) ? n : n.toFixed(2));
