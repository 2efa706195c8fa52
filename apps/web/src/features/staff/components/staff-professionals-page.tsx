import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TStaffProfessional } from '@immora/shared/trust';
import type { DataColumn } from '../../../components/data-table/data-table-types.ts';
import { RowButton } from '../../../components/data-table/row-button.tsx';
import { useListParams } from '../../../components/data-table/use-list-params.ts';
import { listRequest } from '../../../components/data-table/use-list-query.ts';
import { StatePanel } from '../../../components/state-panel.tsx';
import { useProfessionals } from '../api/get-professionals.ts';
import { StaffListPage } from './staff-list-page.tsx';
import { VerifyDialog } from './verify-dialog.tsx';

const PAGE_SIZE = 24;

/** /staff/professionals: agents and agencies with their BIV/IPI numbers, to confirm on the register (decision 077). */
export default function StaffProfessionalsPage() {
  const { t } = useTranslation('staff');
  const list = useListParams({ sorts: ['name'] as const, defaultSort: 'name', defaultOrder: 'asc' });
  const query = useProfessionals(listRequest(list, PAGE_SIZE));
  const [verifying, setVerifying] = useState<{ professional: TStaffProfessional; verified: boolean } | null>(null);
  const columns = useMemo<DataColumn<TStaffProfessional>[]>(
    () => [
      {
        id: 'name',
        header: t('professionals.columns.name'),
        card: 'title',
        cell: (p) =>
          p.kind === 'agent' ? (
            <Link to={`/agent-single/${p.userId}`}>{p.name}</Link>
          ) : p.agencyId ? (
            <Link to={`/agencies/${p.agencyId}`}>{p.name}</Link>
          ) : (
            p.name
          ),
      },
      {
        id: 'kind',
        header: t('professionals.columns.kind'),
        card: 'fact',
        cell: (p) => t(`professionals.kinds.${p.kind}`),
      },
      {
        id: 'agency',
        header: t('professionals.columns.agency'),
        card: 'fact',
        // An agency is its own agency: a dash, not an empty cell on its card.
        cell: (p) =>
          p.kind === 'agency' ? <span aria-hidden="true">—</span> : (p.agencyName ?? t('professionals.independent')),
      },
      {
        id: 'licence',
        header: t('professionals.licence'),
        card: 'fact',
        cell: (a) => a.licenceNumber ?? t('professionals.noLicence'),
      },
      {
        id: 'verified',
        header: t('professionals.columns.state'),
        card: 'head',
        cell: (a) => (
          <span
            className={`status-badge status-badge--${a.verified ? 'success' : 'muted'}`}
            data-testid="professional-state"
          >
            {t(a.verified ? 'professionals.confirmed' : 'professionals.unconfirmed')}
          </span>
        ),
      },
    ],
    [t],
  );
  return (
    <StaffListPage
      title={t('professionals.title')}
      lead={t('professionals.lead')}
      count={query.data?.total ? t('professionals.count', { count: query.data.total }) : undefined}
      cardsBelow={768}
      columns={columns}
      query={query}
      list={list}
      rowId={(a) => a.userId}
      rowLabel={(a) => a.name}
      rowTestId="professional-row"
      searchLabel={t('professionals.search')}
      actionsHeader={t('professionals.columns.action')}
      actions={(a) =>
        a.licenceNumber || a.verified ? (
          <RowButton
            icon={a.verified ? 'close' : 'check'}
            tone={a.verified ? 'danger' : 'primary'}
            label={t(a.verified ? 'professionals.unverify.open' : 'professionals.verify.open')}
            name={t(a.verified ? 'professionals.unverify.openFor' : 'professionals.verify.openFor', { name: a.name })}
            onClick={() => setVerifying({ professional: a, verified: !a.verified })}
          />
        ) : null
      }
      errorTitle={t('professionals.failed')}
      empty={<StatePanel icon="user" level={2} title={t('professionals.emptyTitle')} />}
    >
      {verifying && (
        <VerifyDialog
          userId={verifying.professional.userId}
          name={verifying.professional.name}
          licenceNumber={verifying.professional.licenceNumber}
          verified={verifying.verified}
          onClose={() => setVerifying(null)}
        />
      )}
    </StaffListPage>
  );
}
