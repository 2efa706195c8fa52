import { lazy, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { WhenNear } from '../when-near.tsx';
import './chart.css';

/** One line of a chart: its name and its points (x: a time in ms, y: the value). */
export type ChartSeries = { label: string; points: { x: number; y: number }[] };

type Props = {
  title: string;
  series: ChartSeries[];
  /** How an x value reads in the figures table (a date). */
  formatX: (x: number) => string;
  /** How a y value reads in the figures table (the raw number when left out). */
  formatY?: (y: number) => string;
  /** The axis's ticks: days (the default, or hours within a day or two) or months. */
  xUnit?: 'day' | 'month';
  height?: number;
};

// The drawing (uPlot, ~50 KB) loads when a chart comes near the screen: never with a page's first
// screen unless the chart is in it (a public market page's is below it on a phone).
const ChartCanvas = lazy(() => import('./chart-canvas.tsx'));

/**
 * A line chart with its figures: the canvas is a picture for sighted users (hidden from screen
 * readers); the same numbers are a table under 'Show the figures', for everyone.
 */
export function Chart({ title, series, formatX, formatY, xUnit = 'day', height = 220 }: Props) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const xs = [...new Set(series.flatMap((s) => s.points.map((p) => p.x)))].sort((a, b) => a - b);
  const valueAt = (s: ChartSeries, x: number) => s.points.find((p) => p.x === x)?.y;
  return (
    <figure className="stack chart" aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`} className="chart__title">
        {title}
      </figcaption>
      {xs.length === 0 ? (
        <p className="chart__empty">{t('kit.chartEmpty')}</p>
      ) : (
        <>
          {/* At least the plot's height: uPlot draws its legend (several series) under it, on phones on two lines. */}
          <div className="chart__canvas" style={{ minHeight: height }} aria-hidden="true">
            <WhenNear placeholder={<div className="chart__loading skeleton" style={{ height }} />}>
              <ChartCanvas series={series} height={height} language={i18n.resolvedLanguage ?? 'en'} xUnit={xUnit} />
            </WhenNear>
          </div>
          <details className="chart__figures">
            <summary>{t('kit.chartFigures')}</summary>
            <table>
              <thead>
                <tr>
                  <th scope="col">{t('kit.chartWhen')}</th>
                  {series.map((s) => (
                    <th key={s.label} scope="col">
                      {s.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {xs.map((x) => (
                  <tr key={x}>
                    <th scope="row">{formatX(x)}</th>
                    {series.map((s) => {
                      const y = valueAt(s, x);
                      return <td key={s.label}>{y === undefined ? '—' : formatY ? formatY(y) : y}</td>;
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </>
      )}
    </figure>
  );
}
