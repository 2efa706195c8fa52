import { useMemo } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TCrmHolder, TCrmSharingStatus } from '@immora/shared/crm-area';
import { Avatar } from '../../../components/avatar.tsx';
import type { DataColumn } from '../../../components/data-table/data-table-types.ts';
import { SummaryCell } from '../../../components/data-table/summary-cell.tsx';
import { holderPage } from '../utils/holder-page.ts';

const TONES: Record<TCrmSharingStatus, string> = { sharing: 'success', stopped: 'muted' };

/** Sharing or Stopped, as a coloured badge. */
export function SharingStatus({ status }: { status: TCrmSharingStatus }) {
  const { t } = useTranslation('crm');
  return <span className={`status-badge status-badge--${TONES[status]}`}>{t(`dashboard.status.${status}`)}</span>;
}

/** The dashboard's columns (spec 2 'Shared agency'): name, email, status, role. */
export function useHolderColumns(): DataColumn<TCrmHolder>[] {
  const { t } = useTranslation('crm');
  return useMemo(
    () => [
      {
        id: 'name',
        header: t('dashboard.columns.name'),
        card: 'title',
        cell: (holder) => (
          <SummaryCell
            thumb={
              <Avatar
                name={holder.name}
                src={holder.picture}
                size="md"
                shape={holder.role === 'agency' ? 'square' : 'round'}
              />
            }
            title={<Link to={holderPage(holder)}>{holder.name}</Link>}
          />
        ),
      },
      {
        id: 'email',
        header: t('dashboard.columns.email'),
        card: 'wide',
        cell: (holder) => <a href={`mailto:${holder.email}`}>{holder.email}</a>,
      },
      {
        id: 'status',
        header: t('dashboard.columns.status'),
        card: 'head',
        cell: (holder) => <SharingStatus status={holder.status} />,
      },
      {
        id: 'role',
        header: t('dashboard.columns.role'),
        cell: (holder) => t(`dashboard.role.${holder.role}`),
      },
    ],
    [t],
  );
}
