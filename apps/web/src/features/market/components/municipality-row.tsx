import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { TFunction } from 'i18next';
import type { TMarketBrief } from '@immora/shared/market';
import { marketPagePath, marketSlugFor, type MarketSlugLanguage } from '@immora/shared/market-vocabulary';
import { municipalityName, shownFigure } from '../utils/market-figures.ts';
import { MarketFigure } from './market-figure.tsx';
import type { MarketTableRow } from './market-table.tsx';

type Municipality = {
  slug: string;
  slugs: Record<MarketSlugLanguage, string>;
  name: string;
  nameNl: string;
  nameFr: string;
  sale: TMarketBrief;
  rent: TMarketBrief;
};

/** The columns of a municipality in brief, after its name and `first`: sale price and price per m², rent. */
export const briefColumns = (t: TFunction<'market'>, first: string) => [
  first,
  t('brief.salePrice'),
  t('brief.salePerM2'),
  t('brief.rent'),
];

/** A municipality in brief (the index, the neighbours): its name linking to its page, `first`, then its figures. */
export function municipalityRow(m: Municipality, language: string, first: ReactNode): MarketTableRow {
  return {
    key: m.slug,
    header: <Link to={marketPagePath(marketSlugFor(m.slugs, language))}>{municipalityName(m, language)}</Link>,
    cells: [
      first,
      <MarketFigure key="price" shown={shownFigure(m.sale, 'medianPrice', language)} />,
      <MarketFigure key="perM2" shown={shownFigure(m.sale, 'medianPricePerM2', language)} />,
      <MarketFigure key="rent" shown={shownFigure(m.rent, 'medianPrice', language)} />,
    ],
  };
}
