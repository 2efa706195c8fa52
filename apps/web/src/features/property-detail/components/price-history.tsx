import { useTranslation } from 'react-i18next';
import { formatDate, formatEuro } from '../../../lib/format.ts';

type Point = { price: number; changedAt: string };

/** The asking price over time: a small inline chart and the list of changes. */
export function PriceHistory({ history, perMonth }: { history: Point[]; perMonth: boolean }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const points = [...history].sort((a, b) => a.changedAt.localeCompare(b.changedAt));
  if (points.length === 0) return null;
  const suffix = perMonth ? t('property.perMonth') : '';

  const W = 320;
  const H = 90;
  const prices = points.map((p) => p.price);
  const lo = Math.min(...prices);
  const hi = Math.max(...prices);
  const x = (i: number) => (points.length === 1 ? W / 2 : 8 + (i * (W - 16)) / (points.length - 1));
  const y = (price: number) => (hi === lo ? H / 2 : 10 + ((hi - price) * (H - 20)) / (hi - lo));
  const path = points.map((p, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(p.price).toFixed(1)}`).join(' ');

  return (
    <div className={`price-history${points.length > 1 ? ' price-history--chart' : ''}`}>
      {points.length > 1 && (
        <svg
          viewBox={`0 0 ${W} ${H}`}
          className="price-history__chart"
          role="img"
          aria-label={t('property.priceHistory')}
        >
          <path d={path} fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinejoin="round" />
          {points.map((p, i) => (
            <circle
              key={p.changedAt}
              cx={x(i)}
              cy={y(p.price)}
              r="4"
              fill="#fff"
              stroke="currentColor"
              strokeWidth="2"
            />
          ))}
        </svg>
      )}
      <ol className="stack price-history__list">
        {points
          .map((p, i) => ({ ...p, previous: points[i - 1]?.price }))
          .reverse()
          .map((p) => (
            <li key={p.changedAt}>
              <time dateTime={p.changedAt}>{formatDate(p.changedAt, language)}</time>
              <strong>
                {formatEuro(p.price, language)}
                {suffix}
              </strong>
              {p.previous !== undefined && p.previous !== p.price && (
                <span className={p.price < p.previous ? 'price-down' : 'price-up'}>
                  {p.price < p.previous ? '▼' : '▲'} {Math.abs(Math.round(((p.price - p.previous) / p.previous) * 100))}
                  %
                </span>
              )}
              {p.previous === undefined && <span className="price-history__first">{t('property.listed')}</span>}
            </li>
          ))}
      </ol>
    </div>
  );
}
