import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MyProperty } from '@immora/shared/listing-form';
import { SummaryCell } from '../../../components/data-table/summary-cell.tsx';
import { Icon } from '../../../components/icon.tsx';
import { formatDate, formatEuro } from '../../../lib/format.ts';
import { boostActive, publicPath } from '../utils/row-rules.ts';

type Row = { row: MyProperty };

type SummaryProps = Row & {
  /** The assigned agent's name under the facts. */
  withAgent?: boolean;
  /** The status badge beside the price. */
  status?: boolean;
};

/** Cover thumbnail, title (a link to the public page when public), category, city and price. */
export function ListingSummary({ row, withAgent = false, status = false }: SummaryProps) {
  const { t, i18n } = useTranslation();
  const href = publicPath(row);
  const facts = [row.category ? t(`categories.${row.category}`) : null, row.city].filter(Boolean).join(' · ');
  const name = row.title || t('myProperties.untitled');
  return (
    <SummaryCell
      thumb={
        row.coverUrl ? (
          <img src={row.coverUrl} alt="" loading="lazy" width={88} height={64} />
        ) : (
          <Icon name="home" size={22} />
        )
      }
      title={href ? <Link to={href}>{name}</Link> : name}
    >
      {facts && <span className="summary-cell__facts">{facts}</span>}
      {withAgent && row.agentName && (
        <span className="row-inline summary-cell__agent">
          <Icon name="user" size={13} />
          <span className="visually-hidden">{t('myProperties.columns.agent')}: </span>
          {row.agentName}
        </span>
      )}
      <span className="cluster summary-cell__line">
        {row.price !== null && (
          <span className="summary-cell__price">
            {formatEuro(row.price, i18n.resolvedLanguage ?? 'en')}
            {row.type === 'rent' && <small>{t('myProperties.perMonth')}</small>}
          </span>
        )}
        {status && <StatusBadge status={row.status} />}
      </span>
    </SummaryCell>
  );
}

const STATUS_TONES: Record<MyProperty['status'], string> = {
  published: 'success',
  active: 'info',
  processing: 'purple',
  pending: 'warning',
  draft: 'muted',
};

/** The status of a listing as a coloured badge with its translated name. */
export function StatusBadge({ status }: { status: MyProperty['status'] }) {
  const { t } = useTranslation();
  return (
    <span className={`row-inline status-badge status-badge--${STATUS_TONES[status]}`} data-testid="status-badge">
      {t(`myProperties.status.${status}`)}
    </span>
  );
}

/** 'Boosted' with 'until 12 Nov 2026' under it, or nothing. */
export function BoostBadge({ row }: Row) {
  const { t, i18n } = useTranslation();
  if (!boostActive(row) || !row.boostedUntil) return null;
  return (
    <span className="boost-badge" data-testid="boost-badge">
      <span className="row-inline status-badge status-badge--accent">
        <Icon name="sparkle" size={12} />
        {t('myProperties.boosted')}
      </span>
      <span className="boost-badge__until">
        {t('myProperties.until', { date: formatDate(row.boostedUntil, i18n.resolvedLanguage ?? 'en') })}
      </span>
    </span>
  );
}

/** The auction's state (nothing when there is none); a link to its page while it is planned or open. */
export function AuctionState({ row }: Row) {
  const { t } = useTranslation();
  if (row.auctionStatus === 'none') return null;
  const label = t(`myProperties.auction.${row.auctionStatus}`);
  if (row.auctionId && (row.auctionStatus === 'scheduled' || row.auctionStatus === 'open'))
    return (
      <Link
        className={`row-inline auction-state auction-state--${row.auctionStatus}`}
        to={`/single-v8/${row.id}/${row.auctionId}`}
      >
        <Icon name="gavel" size={14} />
        {label}
      </Link>
    );
  return <span className={`row-inline auction-state auction-state--${row.auctionStatus}`}>{label}</span>;
}

/** A date cell; a dash when there is none. */
export function DateText({ iso }: { iso: string | null }) {
  const { i18n } = useTranslation();
  if (!iso) return <span className="muted">—</span>;
  return <time dateTime={iso}>{formatDate(iso, i18n.resolvedLanguage ?? 'en')}</time>;
}

/** A code in a fixed-width font; a dash when there is none. `short`: a long id shows its first 8 characters. */
export function Code({ value, short = false }: { value: string | null; short?: boolean }) {
  if (!value) return <span className="muted">—</span>;
  if (short && value.length > 12)
    return (
      <span className="code" title={value}>
        {value.slice(0, 8).toUpperCase()}
      </span>
    );
  return <span className="code">{value}</span>;
}

/** Label and value pairs stacked in one cell (codes, dates, activity). */
export function Stack({ items }: { items: { label: string; value: ReactNode }[] }) {
  return (
    <dl className="cell-stack">
      {items.map((item) => (
        <div key={item.label}>
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
