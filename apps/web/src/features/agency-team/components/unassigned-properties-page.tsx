import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { UNASSIGNED_SORTS, type TUnassignedProperty } from '@immora/shared/agency-team';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { RowButton } from '../../../components/data-table/row-button.tsx';
import { useListParams } from '../../../components/data-table/use-list-params.ts';
import { listRequest } from '../../../components/data-table/use-list-query.ts';
import { StatePanel } from '../../../components/state-panel.tsx';
import { useUnassignedProperties } from '../api/unassigned-properties.ts';
import { AssignDialog } from './assign-dialog.tsx';
import { useUnassignedColumns } from './unassigned-columns.tsx';
import { TeamListPage } from './team-list-page.tsx';

const PAGE_SIZE = 10;

/** /agency-unassigned-properties (spec 2 §2): the agency's listings no agent handles, each to assign. */
export default function UnassignedPropertiesPage() {
  const { t } = useTranslation('agency');
  const list = useListParams({ sorts: UNASSIGNED_SORTS, defaultSort: 'createdAt' });
  const query = useUnassignedProperties(listRequest(list, PAGE_SIZE));
  const columns = useUnassignedColumns();
  const [assigning, setAssigning] = useState<TUnassignedProperty | null>(null);
  const title = t('unassigned.title');

  return (
    <TeamListPage title={title} lead={t('unassigned.lead')} total={query.data?.total} countKey="unassigned.count">
      <DataTable
        caption={title}
        columns={columns}
        query={query}
        list={list}
        rowId={(row) => row.id}
        rowLabel={(row) => row.title || row.publicCode}
        rowTestId="unassigned-row"
        searchLabel={t('unassigned.searchLabel')}
        sortOptions={[
          { sort: 'createdAt', order: 'desc', label: t('unassigned.sort.newest') },
          { sort: 'price', order: 'desc', label: t('unassigned.sort.priceHigh') },
          { sort: 'price', order: 'asc', label: t('unassigned.sort.priceLow') },
          { sort: 'title', order: 'asc', label: t('unassigned.sort.title') },
        ]}
        cardsBelow={1101}
        actions={(row) => (
          <RowButton
            icon="user"
            tone="primary"
            label={t('unassigned.assign')}
            name={t('unassigned.assignLabel', { title: row.title || row.publicCode })}
            onClick={() => setAssigning(row)}
          />
        )}
        actionsHeader={t('unassigned.columns.action')}
        errorTitle={t('unassigned.loadFailed')}
        empty={
          <StatePanel icon="check" level={2} title={t('unassigned.emptyTitle')} text={t('unassigned.emptyText')}>
            <Link to="/agency-properties" className="btn btn--ghost">
              {t('unassigned.toProperties')}
            </Link>
          </StatePanel>
        }
      />
      {assigning && <AssignDialog property={assigning} onClose={() => setAssigning(null)} />}
    </TeamListPage>
  );
}
