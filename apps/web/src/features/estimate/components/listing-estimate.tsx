import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TPropertyDetail } from '@immora/shared/properties';
import { Icon } from '../../../components/icon.tsx';
import { formatEuro } from '../../../lib/format.ts';
import { useListingEstimate } from '../api/get-listing-estimate.ts';
import { errorKey } from '../api/estimate-error.ts';
import { askingPosition } from '../utils/asking-position.ts';
import { estimatePathFor } from '../utils/listing-facts.ts';
import { ComparablesList } from './comparables-list.tsx';
import { EstimateChart, hasFigure } from './estimate-figures.tsx';
import './estimate.css';

type Props = { listing: TPropertyDetail };

/**
 * The listing page's 'Immora estimate' (issue 34, decision 069): the range of comparable listings,
 * where the asking price falls in it, and the comparables themselves. Loaded after the first
 * screen, inside a box of its own height (`.listing-estimate-slot`), so nothing moves.
 */
export default function ListingEstimate({ listing }: Props) {
  const { t, i18n } = useTranslation('estimate');
  const language = i18n.resolvedLanguage ?? 'en';
  const { data, isPending, isError, error, refetch } = useListingEstimate(listing.id);
  const month = listing.type === 'rent' ? t('perMonth') : '';
  const euro = (n: number) => `${formatEuro(n, language)}${month}`;

  let body;
  if (isPending) {
    body = (
      <div className="stack listing-estimate__loading" role="status" aria-busy="true">
        <span className="visually-hidden">{t('listing.loading')}</span>
        <span className="skeleton skeleton--line" />
        <span className="skeleton listing-estimate__chart-skeleton" />
        <span className="skeleton skeleton--line" />
      </div>
    );
  } else if (isError) {
    body = (
      <p className="note" role="alert">
        {t(errorKey(error) === 'errors.failed' ? 'listing.failed' : errorKey(error))}{' '}
        {errorKey(error) === 'errors.failed' && (
          <button type="button" className="btn btn--ghost btn--small" onClick={() => void refetch()}>
            {t('search.retry', { ns: 'common' })}
          </button>
        )}
      </p>
    );
  } else if (!hasFigure(data)) {
    body = (
      <div className="stack">
        <p>
          <strong>{t('listing.noFigure')}</strong> {t(`reasons.${data.reason ?? 'tooFewComparables'}`)}
        </p>
      </div>
    );
  } else {
    const count = data.comparables.length;
    const position = askingPosition(listing.price, data.estimate, data.range);
    body = (
      <div className="stack listing-estimate__body">
        <p className="listing-estimate__position" data-testid="listing-estimate-position">
          {t(`listing.${position.side}`, { pct: position.pct, count })}
        </p>
        <EstimateChart answer={data} euro={euro} asking={listing.price}>
          <span className="range-chart__key range-chart__key--band">
            {t('listing.range', { low: euro(data.range.low), high: euro(data.range.high) })}
          </span>
          <span className="range-chart__key range-chart__key--line">
            {t('listing.estimate', { value: euro(data.estimate) })}
          </span>
          <span className="range-chart__key range-chart__key--asking">
            {t('listing.asking', { value: euro(listing.price) })}
          </span>
        </EstimateChart>
        <p className="note">
          <strong>{t(`confidence.${data.confidence ?? 'low'}`)}</strong>{' '}
          {t(position.inRange ? 'listing.insideRange' : 'listing.outsideRange')}
        </p>
        <details className="listing-estimate__details">
          <summary>
            <Icon name="chevronDown" size={18} className="listing-estimate__chevron" />
            {t('listing.showComparables', { count })}
          </summary>
          <ComparablesList comparables={data.comparables} perMonth={listing.type === 'rent'} />
        </details>
      </div>
    );
  }

  return (
    <section className="card panel stack listing-estimate" aria-labelledby="listing-estimate-title">
      <div className="split">
        <h2 id="listing-estimate-title" className="panel__title">
          {t('listing.title')}
        </h2>
        <Link className="listing-estimate__tool" to={estimatePathFor(listing)}>
          {t('listing.openTool')}
        </Link>
      </div>
      {body}
      <p className="note">{t('listing.note')}</p>
    </section>
  );
}
