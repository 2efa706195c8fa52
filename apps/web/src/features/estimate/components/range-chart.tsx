import type { ReactNode } from 'react';

type Props = {
  /** Drawn under the scale: the figures of the range, the estimate and the asking price. */
  children?: ReactNode;
  /** Each comparable's value after its adjustments (its adjusted price per m² times the living area). */
  values: readonly number[];
  low: number;
  high: number;
  estimate: number;
  /** A listing's asking price, marked on the scale. */
  asking?: number | undefined;
  /** What the picture says, for those who cannot see it. */
  label: string;
};

const W = 320;
const H = 60;
const PAD = 12;
const AXIS_Y = 44;

/**
 * The estimate's range on a small scale: each comparable's adjusted value as a dot, the 10th to
 * 90th percentile as a band, the estimate as a line and an asking price as a triangle. An inline
 * SVG, not the dashboards' uPlot chart: one figure, drawn on the server with the first screen.
 */
export function RangeChart({ values, low, high, estimate, asking, label, children }: Props) {
  const all = [...values, low, high, estimate, ...(asking === undefined ? [] : [asking])];
  const spread = Math.max(...all) - Math.min(...all) || estimate * 0.1;
  const min = Math.min(...all) - spread * 0.06;
  const max = Math.max(...all) + spread * 0.06;
  const x = (value: number) => PAD + ((value - min) / (max - min)) * (W - 2 * PAD);
  // Dots that would overlap are stacked upwards, so every comparable stays visible.
  const rows = new Map<number, number>();
  const dots = [...values]
    .sort((a, b) => a - b)
    .map((value) => {
      const column = Math.round(x(value) / 7);
      const row = rows.get(column) ?? 0;
      rows.set(column, row + 1);
      return { cx: x(value), cy: AXIS_Y - 8 - Math.min(row, 3) * 7 };
    });

  return (
    <figure className="range-chart">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={label} className="range-chart__svg">
        <rect
          className="range-chart__band"
          x={x(low)}
          y={12}
          width={Math.max(2, x(high) - x(low))}
          height={AXIS_Y - 12}
          rx="4"
        />
        <line className="range-chart__axis" x1={PAD} x2={W - PAD} y1={AXIS_Y} y2={AXIS_Y} />
        {dots.map((dot, i) => (
          <circle key={i} className="range-chart__dot" cx={dot.cx} cy={dot.cy} r="3.2" />
        ))}
        <line className="range-chart__estimate" x1={x(estimate)} x2={x(estimate)} y1={6} y2={AXIS_Y + 6} />
        {asking !== undefined && (
          <path className="range-chart__asking" d={`M${x(asking).toFixed(1)},${AXIS_Y + 2} l6,10 h-12 z`} />
        )}
      </svg>
      {children && <figcaption className="range-chart__legend">{children}</figcaption>}
    </figure>
  );
}
