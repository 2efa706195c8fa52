import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TEstimateComparable } from '@immora/shared/estimates';
import { formatEuro } from '../../../lib/format.ts';
import { formatDistance } from '../utils/distance.ts';
import { ComparableDifferences } from './comparable-differences.tsx';

type Props = { comparables: readonly TEstimateComparable[]; perMonth: boolean; headingLevel?: 3 | 4 };

/** The comparables behind an estimate: each with its link, price, price per m², distance and differences. */
export function ComparablesList({ comparables, perMonth, headingLevel = 3 }: Props) {
  const { t, i18n } = useTranslation('estimate');
  const language = i18n.resolvedLanguage ?? 'en';
  const Heading = `h${headingLevel}` as const;
  const month = perMonth ? t('perMonth') : '';
  return (
    <ol className="stack comparables" data-testid="comparables">
      {comparables.map((c, index) => {
        const name =
          c.title ?? t('comparables.agreedTitle', { category: t(`categories.${c.category}`, { ns: 'common' }) });
        return (
          <li key={c.id} className="comparable">
            <span className="comparable__number" aria-hidden="true">
              {index + 1}
            </span>
            <div className="stack comparable__body">
              <div className="split comparable__head">
                <Heading className="comparable__title">{c.path ? <Link to={c.path}>{name}</Link> : name}</Heading>
                <span className={`pill pill--plain comparable__status comparable__status--${c.status}`}>
                  {t(`statuses.${c.status}`)}
                </span>
              </div>
              <p className="note">
                {t('comparables.where', { city: c.city, distance: formatDistance(c.distanceM, language) })} ·{' '}
                {t('comparables.size', { area: c.livingArea, count: c.bedrooms })} · {c.publicCode}
              </p>
              <dl className="comparable__figures">
                <div>
                  <dt>{t('comparables.price')}</dt>
                  <dd>
                    {formatEuro(c.price, language)}
                    {month}
                  </dd>
                </div>
                <div>
                  <dt>{t('comparables.perM2')}</dt>
                  <dd>{formatEuro(c.pricePerM2, language)}</dd>
                </div>
                <div>
                  <dt>{t('comparables.adjustedPerM2')}</dt>
                  <dd>{formatEuro(c.adjustedPricePerM2, language)}</dd>
                </div>
              </dl>
              <ComparableDifferences differences={c.differences} />
            </div>
          </li>
        );
      })}
    </ol>
  );
}
