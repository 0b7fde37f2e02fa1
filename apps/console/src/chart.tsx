import type { Schemas } from '@fnhost/sdk';
import { useEffect, useRef } from 'preact/hooks';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

type Bucket = Schemas['BucketDto'];

export interface Line {
  label: string;
  /** null: nothing to show for the bucket, drawn as a gap (a latency without calls is no 0 ms). */
  value: (b: Bucket) => number | null;
  color: string;
}

const WIDTH = 560;
const HEIGHT = 200;

/**
 * A time series of stats buckets (uPlot). The newest bucket is also said in words below the
 * chart, for readers of the page that do not see the canvas.
 */
export function Chart({
  title,
  data,
  lines,
  unit,
}: {
  title: string;
  data: Bucket[];
  lines: Line[];
  unit: string;
}) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = host.current;
    if (!box) return;
    const width = () => Math.min(WIDTH, box.clientWidth || WIDTH);
    const times = data.map((b) => Date.parse(b.hour ?? `${b.day}T00:00:00Z`) / 1000);
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
  }, [data, lines]);
  const latest = data.at(-1);
  return (
    <figure class="chart" aria-label={title}>
      <figcaption>{title}</figcaption>
      <div ref={host} />
      {latest && (
        <p class="latest" data-testid={`${title} latest`} data-bucket={latest.hour ?? latest.day}>
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
