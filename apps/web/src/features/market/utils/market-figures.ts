import type { TMarket, TMarketBrief, TMarketCell, TMarketTrendPoint } from '@immora/shared/market';
import type { MarketTransaction } from '@immora/shared/market-vocabulary';
import { formatEuro, formatMonthYear, formatNumber } from '../../../lib/format.ts';

/** What a figure's place shows: the figure, or the count of listings, too few for one (decision 074). */
export type Shown = { kind: 'figure'; text: string } | { kind: 'tooFew'; listings: number };

type Figure = 'medianPrice' | 'medianPricePerM2' | 'medianDaysOnMarket';

/**
 * A figure of a cell in the reader's language: money in whole euros, days as a count; 'too few'
 * when the API left it out for too few listings. A cell with enough listings whose figure is still
 * null (no listing with an area, for the price per m²) shows a dash.
 */
export function shownFigure(
  cell: Pick<TMarketCell, 'listings' | 'reason'> & Partial<Pick<TMarketCell, Figure>>,
  figure: Figure,
  language: string,
): Shown {
  if (cell.reason === 'tooFewListings') return { kind: 'tooFew', listings: cell.listings };
  const value = cell[figure];
  if (value === null || value === undefined) return { kind: 'figure', text: '—' };
  return {
    kind: 'figure',
    text: figure === 'medianDaysOnMarket' ? formatNumber(value, language) : formatEuro(value, language),
  };
}

/** The cell of a transaction and category ('all' by default), if the answer has it. */
export function cellOf(market: Pick<TMarket, 'figures'>, transaction: MarketTransaction, category = 'all') {
  return market.figures.find((f) => f.transaction === transaction && f.category === category);
}

/** The categories of a transaction after its 'all' row, as the API orders them. */
export function categoryCells(market: Pick<TMarket, 'figures'>, transaction: MarketTransaction) {
  return market.figures.filter((f) => f.transaction === transaction && f.category !== 'all');
}

/** 'YYYY-MM' as the instant the kit's chart plots (the month's first day, UTC). */
export const monthTime = (month: string) => Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1, 1);

/** The trend's months that have a figure, as a chart's points; months with too few listings are left out. */
export function trendPoints(points: TMarketTrendPoint[]) {
  return points.flatMap((p) => (p.medianPricePerM2 === null ? [] : [{ x: monthTime(p.month), y: p.medianPricePerM2 }]));
}

/**
 * The trend in one sentence's figures, for readers who do not see the chart: the first and the
 * last month with a figure; null with fewer than two.
 */
export function trendEnds(points: TMarketTrendPoint[], language: string) {
  const shown = trendPoints(points);
  if (shown.length < 2) return null;
  const first = shown[0]!;
  const last = shown[shown.length - 1]!;
  const change = Math.round(((last.y - first.y) / first.y) * 1000) / 10;
  return {
    from: formatEuro(first.y, language),
    fromMonth: formatMonthYear(first.x, language),
    to: formatEuro(last.y, language),
    toMonth: formatMonthYear(last.x, language),
    change: `${change > 0 ? '+' : change < 0 ? '−' : '±'}${formatNumber(Math.abs(change), language)}${percentSign(language)}`,
  };
}

/** '%' as each language writes it after a number: straight after it in English, after a no-break space in the others. */
export const percentSign = (language: string) => (language === 'en' ? '%' : '\u00a0%');

/** The name of a municipality for a reader: Dutch and French readers read their language's name. */
export function municipalityName(m: { name: string; nameNl: string; nameFr: string }, language: string) {
  return language === 'nl' ? m.nameNl : language === 'fr' ? m.nameFr : m.name;
}

/** The search results of a municipality for a transaction (the filters' own address). */
export function searchResultsPath(transaction: MarketTransaction, city: string) {
  return `/properties?${new URLSearchParams({ type: transaction, city })}`;
}

/** A brief cell (index, neighbours) is a figure only with enough listings. */
export const hasFigure = (cell: TMarketBrief) => cell.reason === null;
