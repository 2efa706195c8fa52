import { describe, expect, it } from 'vitest';
import { marketAnswer } from '../../../test/market-answer.ts';
import {
  cellOf,
  categoryCells,
  monthTime,
  municipalityName,
  searchResultsPath,
  shownFigure,
  trendEnds,
  trendPoints,
} from './market-figures.ts';

describe('a market figure on screen', () => {
  it('is money in whole euros or days in the reader’s language', () => {
    const sale = cellOf(marketAnswer(), 'sale')!;
    expect(shownFigure(sale, 'medianPrice', 'en')).toEqual({ kind: 'figure', text: '€345,000' });
    expect(shownFigure(sale, 'medianPricePerM2', 'fr')).toEqual({ kind: 'figure', text: '3\u202f450\u00a0€' });
    expect(shownFigure(sale, 'medianPrice', 'nl')).toEqual({ kind: 'figure', text: '€\u00a0345.000' });
    expect(shownFigure(sale, 'medianDaysOnMarket', 'en')).toEqual({ kind: 'figure', text: '163' });
  });

  it('is the count of listings, not a figure, below the minimum', () => {
    const rent = cellOf(marketAnswer(), 'rent')!;
    expect(shownFigure(rent, 'medianPrice', 'en')).toEqual({ kind: 'tooFew', listings: 2 });
    expect(shownFigure({ listings: 0, reason: 'tooFewListings' }, 'medianPricePerM2', 'en')).toEqual({
      kind: 'tooFew',
      listings: 0,
    });
  });

  it('is a dash when enough listings have no area for a price per m²', () => {
    const cell = { listings: 7, reason: null, medianPrice: 300_000, medianPricePerM2: null };
    expect(shownFigure(cell, 'medianPricePerM2', 'en')).toEqual({ kind: 'figure', text: '—' });
  });
});

describe('the market answer read for the page', () => {
  it('finds a transaction’s cells: all types, then each type', () => {
    const market = marketAnswer();
    expect(cellOf(market, 'rent')?.listings).toBe(2);
    expect(cellOf(market, 'sale', 'villa')).toBeUndefined();
    expect(categoryCells(market, 'sale').map((c) => c.category)).toEqual(['apartments']);
  });

  it('plots only the months with a figure, at each month’s first day', () => {
    const points = trendPoints(marketAnswer().trend.sale);
    expect(points).toHaveLength(6);
    expect(points[0]).toEqual({ x: Date.UTC(2026, 5, 1), y: 3_250 });
    expect(monthTime('2025-12')).toBe(Date.UTC(2025, 11, 1));
  });

  it('says the trend in words, from its first to its last month', () => {
    expect(trendEnds(marketAnswer().trend.sale, 'en')).toEqual({
      from: '€3,250',
      fromMonth: 'June 2026',
      to: '€3,450',
      toMonth: 'November 2026',
      change: '+6.2%',
    });
    expect(trendEnds(marketAnswer().trend.rent, 'en')).toBeNull();
    expect(trendEnds(marketAnswer().trend.sale, 'fr')?.change).toBe('+6,2\u00a0%');
  });

  it('names the municipality in the reader’s language and links its search results', () => {
    const { municipality } = marketAnswer();
    expect(municipalityName(municipality, 'nl')).toBe('Elsene');
    expect(municipalityName(municipality, 'el')).toBe('Ixelles');
    expect(searchResultsPath('rent', 'Saint-Gilles')).toBe('/properties?type=rent&city=Saint-Gilles');
  });
});
