import { useMemo } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TUnassignedProperty } from '@immora/shared/agency-team';
import { PUBLIC_STATUSES } from '@immora/shared/listing';
import type { DataColumn } from '../../../components/data-table/data-table-types.ts';
import { SummaryCell } from '../../../components/data-table/summary-cell.tsx';
import { Icon } from '../../../components/icon.tsx';
import { formatDate, formatEuro } from '../../../lib/format.ts';

const STATUS_TONES: Record<TUnassignedProperty['status'], string> = {
  published: 'success',
  active: 'info',
  processing: 'purple',
  pending: 'warning',
  draft: 'muted',
};

const isPublic = (status: TUnassignedProperty['status']) => (PUBLIC_STATUSES as readonly string[]).includes(status);

/** Unassigned listings: photo and title (a link when public), code, status, price, date added. */
export function useUnassignedColumns(): DataColumn<TUnassignedProperty>[] {
  const { t, i18n } = useTranslation('agency');
  const common = useTranslation().t;
  const language = i18n.resolvedLanguage ?? 'en';
  return useMemo(
    () => [
      {
        id: 'title',
        header: t('unassigned.columns.property'),
        sortKey: 'title',
        card: 'title',
        cell: (row) => {
          const name = row.title || t('unassigned.untitled');
          return (
            <SummaryCell
              thumb={
                row.photo ? (
                  <img src={row.photo} alt="" loading="lazy" width={88} height={64} />
                ) : (
                  <Icon name="home" size={22} />
                )
              }
              title={isPublic(row.status) ? <Link to={`/single-v1/${row.id}`}>{name}</Link> : name}
            >
              {row.city && <span className="summary-cell__facts">{row.city}</span>}
            </SummaryCell>
          );
        },
      },
      {
        id: 'code',
        header: t('unassigned.columns.code'),
        cell: (row) => <code className="team-code">{row.publicCode}</code>,
      },
      {
        id: 'status',
        header: t('unassigned.columns.status'),
        card: 'head',
        cell: (row) => (
          <span className={`status-badge status-badge--${STATUS_TONES[row.status]}`}>
            {common(`myProperties.status.${row.status}`)}
          </span>
        ),
      },
      {
        id: 'price',
        header: t('unassigned.columns.price'),
        sortKey: 'price',
        numeric: true,
        card: 'side',
        cell: (row) =>
          row.priceCents === null ? (
            '—'
          ) : (
            <span className="nowrap">
              {formatEuro(row.priceCents / 100, language)}
              {row.type === 'rent' && <small>{common('myProperties.perMonth')}</small>}
            </span>
          ),
      },
      {
        id: 'createdAt',
        header: t('unassigned.columns.added'),
        sortKey: 'createdAt',
        firstOrder: 'desc',
        cell: (row) => <time dateTime={row.createdAt}>{formatDate(row.createdAt, language)}</time>,
      },
    ],
    [t, common, language],
  );
}
