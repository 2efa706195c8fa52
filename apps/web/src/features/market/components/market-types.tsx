import { useTranslation } from 'react-i18next';
import type { TMarket } from '@immora/shared/market';
import { MARKET_TRANSACTIONS, type MarketTransaction } from '@immora/shared/market-vocabulary';
import { formatNumber } from '../../../lib/format.ts';
import { cellOf, categoryCells, shownFigure } from '../utils/market-figures.ts';
import { MarketFigure } from './market-figure.tsx';
import { MarketTable } from './market-table.tsx';

/** One transaction's figures by property type: 'all types' first, then each type with listings. */
function TypesTable({ market, transaction }: { market: TMarket; transaction: MarketTransaction }) {
  const { t, i18n } = useTranslation('market');
  const language = i18n.resolvedLanguage ?? 'en';
  const all = cellOf(market, transaction);
  const cells = [...(all ? [all] : []), ...categoryCells(market, transaction)];
  const id = `market-types-${transaction}`;
  return (
    <div className="stack market-types__one">
      <h3 id={id} className="market-types__title">
        {t(`types.${transaction}`)}
      </h3>
      {(all?.listings ?? 0) === 0 ? (
        <p className="note">{t('types.none')}</p>
      ) : (
        <MarketTable
          labelledBy={id}
          first={t('types.columns.type')}
          columns={[
            t('types.columns.listings'),
            t(transaction === 'sale' ? 'types.columns.price' : 'types.columns.rent'),
            t('types.columns.perM2'),
            t('types.columns.days'),
          ]}
          rows={cells.map((cell) => ({
            key: cell.category,
            total: cell.category === 'all',
            header: cell.category === 'all' ? t('types.all') : t(`categories.${cell.category}`, { ns: 'common' }),
            cells: [
              formatNumber(cell.listings, language),
              <MarketFigure key="price" shown={shownFigure(cell, 'medianPrice', language)} />,
              <MarketFigure key="perM2" shown={shownFigure(cell, 'medianPricePerM2', language)} />,
              <MarketFigure key="days" shown={shownFigure(cell, 'medianDaysOnMarket', language)} />,
            ],
          }))}
        />
      )}
    </div>
  );
}

/** Median asking price, price per m² and days on market by property type, for sale and for rent. */
export function MarketTypes({ market }: { market: TMarket }) {
  const { t } = useTranslation('market');
  return (
    <section className="card panel stack market-types" aria-labelledby="market-types-title">
      <h2 id="market-types-title" className="market-section__title">
        {t('types.title')}
      </h2>
      {MARKET_TRANSACTIONS.map((transaction) => (
        <TypesTable key={transaction} market={market} transaction={transaction} />
      ))}
    </section>
  );
}
