import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { ChartSeries } from './chart.tsx';
import { formatNumber } from '../../lib/format.ts';

const COLOURS = ['#e0531f', '#1d3a6e', '#1f8a5b', '#5b31ad'];

const DAY = 86_400_000;

/** Tick labels in the page's language: months, or hours within a day or two, else day and month. */
function timeTicks(language: string, range: number, unit: 'day' | 'month') {
  const format = new Intl.DateTimeFormat(
    `${language}-BE`,
    unit === 'month'
      ? { month: 'short', year: '2-digit', timeZone: 'UTC' }
      : range < 2 * DAY
        ? { hour: '2-digit', minute: '2-digit' }
        : { day: 'numeric', month: 'short' },
  );
  return (_: uPlot, splits: number[]) => splits.map((s) => format.format(new Date(s * 1000)));
}

/** The months' own instants (seconds), thinned so that each label has about 64 px of the plot. */
function monthSplits(u: uPlot, months: number[]) {
  const room = Math.max(1, Math.floor(u.bbox.width / devicePixelRatio / 64));
  const step = Math.ceil(months.length / room);
  return months.filter((_, i) => (months.length - 1 - i) % step === 0);
}

/** Draws the chart with uPlot at the width of its box, again when the box resizes. */
export default function ChartCanvas({
  series,
  height,
  language,
  xUnit = 'day',
}: {
  series: ChartSeries[];
  height: number;
  language: string;
  xUnit?: 'day' | 'month';
}) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    // No canvas (a test's DOM): the figures table says it all.
    if (!element || !document.createElement('canvas').getContext?.('2d')) return undefined;
    const xs = [...new Set(series.flatMap((s) => s.points.map((p) => p.x)))].sort((a, b) => a - b);
    const data: uPlot.AlignedData = [
      xs.map((x) => x / 1000),
      ...series.map((s) => xs.map((x) => s.points.find((p) => p.x === x)?.y ?? null)),
    ];
    const plot = new uPlot(
      {
        width: element.clientWidth,
        height,
        legend: { show: series.length > 1 },
        cursor: { drag: { x: false, y: false } },
        series: [
          {},
          ...series.map((s, i) => ({
            label: s.label,
            stroke: COLOURS[i % COLOURS.length],
            width: 2,
            fill: i === 0 ? 'rgba(224, 83, 31, 0.08)' : undefined,
            paths: uPlot.paths.stepped?.({ align: 1 }),
          })),
        ],
        axes: [
          {
            stroke: '#5b6476',
            values: timeTicks(language, (xs.at(-1) ?? 0) - (xs[0] ?? 0), xUnit),
            // Months: a tick on each month of the data (every second or third one when they would crowd).
            ...(xUnit === 'month' && { splits: (u: uPlot) => monthSplits(u, data[0] as number[]) }),
          },
          {
            stroke: '#5b6476',
            values: (_, splits) => splits.map((v) => formatNumber(v, language)),
          },
        ],
      },
      data,
      element,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: element.clientWidth, height }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [series, height, language, xUnit]);

  return <div ref={box} className="chart__plot" />;
}
