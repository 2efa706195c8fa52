import type { RowData } from '@tanstack/react-table';
import type { UseQueryResult } from '@tanstack/react-query';
import type { TReport } from '@immora/shared/reporting';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import type { DataColumn, ListQueryState } from '../../../components/data-table/data-table-types.ts';
import { StatePanel } from '../../../components/state-panel.tsx';

type Props<T> = {
  id: string;
  title: string;
  caption: string;
  emptyTitle: string;
  errorTitle: string;
  report: UseQueryResult<TReport>;
  rows: (report: TReport) => T[];
  columns: DataColumn<T>[];
  rowId: (row: T) => string;
  rowLabel: (row: T) => string;
  rowTestId: string;
};

/** One breakdown of the report (per listing, per agent) as a fixed list in the kit's data table. */
export function ReportTable<T extends RowData>(props: Props<T>) {
  const { report } = props;
  const items = report.data ? props.rows(report.data) : undefined;
  const query: ListQueryState<T> = {
    data: items && { items, total: items.length, page: 1, pageSize: Math.max(1, items.length) },
    isPending: report.isPending,
    isError: report.isError,
    isFetching: report.isFetching,
    isPlaceholderData: report.isPlaceholderData,
    refetch: report.refetch,
  };
  return (
    <section className="stack report-section" aria-labelledby={props.id}>
      <h2 id={props.id} className="report-section__title">
        {props.title}
      </h2>
      <DataTable
        caption={props.caption}
        columns={props.columns}
        query={query}
        rowId={props.rowId}
        rowLabel={props.rowLabel}
        rowTestId={props.rowTestId}
        errorTitle={props.errorTitle}
        level={3}
        empty={<StatePanel icon="chart" level={3} title={props.emptyTitle} />}
      />
    </section>
  );
}
