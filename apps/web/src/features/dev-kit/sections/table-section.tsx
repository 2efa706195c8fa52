import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionsMenu } from '../../../components/data-table/actions-menu.tsx';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import type { DataColumn, ListQueryState } from '../../../components/data-table/data-table-types.ts';
import { useListParams } from '../../../components/data-table/use-list-params.ts';
import { StatePanel } from '../../../components/state-panel.tsx';
import { formatEuro } from '../../../lib/format.ts';
import { SAMPLE_STATES, type SampleRow } from './sample-rows.ts';

/** The data table in each state: data (sortable, searchable), selected, loading, empty, error, and as cards. */
export function TableSection() {
  const { t, i18n } = useTranslation();
  const list = useListParams({ sorts: ['title', 'price', 'views'], defaultSort: 'views', filters: ['city'] });
  const columns = useMemo<DataColumn<SampleRow>[]>(
    () => [
      { id: 'title', header: t('devKit.columns.title'), sortKey: 'title', card: 'title', cell: (row) => row.title },
      { id: 'city', header: t('devKit.columns.city'), cell: (row) => row.city },
      {
        id: 'price',
        header: t('devKit.columns.price'),
        sortKey: 'price',
        numeric: true,
        cell: (row) => formatEuro(row.price, i18n.resolvedLanguage ?? 'en'),
      },
      {
        id: 'views',
        header: t('devKit.columns.views'),
        sortKey: 'views',
        firstOrder: 'desc',
        numeric: true,
        cell: (row) => row.views,
      },
    ],
    [t, i18n.resolvedLanguage],
  );

  const table = (state: keyof typeof SAMPLE_STATES | 'selected' | 'cards', query: ListQueryState<SampleRow>) => (
    <section key={state} className="stack kit-state" aria-labelledby={`kit-table-${state}`}>
      <h3 id={`kit-table-${state}`} className="kit-state__title">
        {t(`devKit.states.${state}`)}
      </h3>
      <DataTable
        caption={t('devKit.table')}
        columns={columns}
        query={query}
        list={state === 'data' ? list : undefined}
        rowId={(row) => row.id}
        rowLabel={(row) => row.title}
        searchLabel={t('devKit.search')}
        filters={[
          {
            key: 'city',
            label: t('devKit.columns.city'),
            options: ['Ghent', 'Knokke'].map((city) => ({ value: city, label: city })),
          },
        ]}
        selectable
        defaultSelected={state === 'selected' ? ['s1', 's3'] : undefined}
        view={state === 'cards' ? 'cards' : 'auto'}
        csv={{
          filename: 'kit.csv',
          columns: [
            { header: 'Title', value: (row) => row.title },
            { header: 'Price', value: (row) => row.price },
          ],
        }}
        actions={(row) => (
          <div className="row row-actions">
            <button type="button" className="btn btn--ghost btn--small">
              {t('devKit.edit')}
            </button>
            <ActionsMenu
              label={t('devKit.more')}
              name={t('devKit.moreLabel', { title: row.title })}
              items={[
                { key: 'edit', label: t('devKit.edit'), icon: 'pencil', onSelect: () => undefined },
                { key: 'delete', label: t('devKit.delete'), icon: 'trash', danger: true, onSelect: () => undefined },
              ]}
            />
          </div>
        )}
        level={3}
        errorTitle={t('devKit.errorTitle')}
        empty={<StatePanel icon="list" level={3} title={t('devKit.emptyTitle')} text={t('devKit.emptyText')} />}
      />
    </section>
  );

  return (
    <>
      {table('data', SAMPLE_STATES.data)}
      {table('selected', SAMPLE_STATES.data)}
      {table('loading', SAMPLE_STATES.loading)}
      {table('empty', SAMPLE_STATES.empty)}
      {table('error', SAMPLE_STATES.error)}
      {table('cards', SAMPLE_STATES.data)}
    </>
  );
}
