import type { Schemas } from '@fnhost/sdk';
import { useEffect, useRef } from 'preact/hooks';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { Axis, BUCKETS, Line, rangesOf } from './chart-ranges';

export type { Axis, Line } from './chart-ranges';

type Bucket = Schemas['BucketDto'];

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
  const figure = useRef<HTMLElement>(null);
  useEffect(() => {
    const box = host.current;
    if (!box) return;
    const width = () => Math.min(WIDTH, box.clientWidth || WIDTH);
    const times = data.map(axis.time);
    const ranges = rangesOf(data, lines, axis);
    const plot = new uPlot(
      {
        width: width(),
        height: HEIGHT,
        scales: {
          x: { time: true, ...(ranges.x && { range: () => ranges.x! }) },
          y: { range: () => ranges.y },
        },
        axes: [{}, { size: 50 }],
        // The labels alone: without a cursor on the plot a live legend shows "--" for every value.
        legend: { live: false },
        // The ranges drawn, on the figure: the console suite checks them against the points.
        hooks: {
          setScale: [
            (u, key) => {
              const { min, max } = u.scales[key];
              figure.current?.setAttribute(`data-${key}-range`, `${min} ${max}`);
            },
          ],
        },
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
    <figure class="chart" aria-label={title} ref={figure}>
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
