import { useId, type ComponentProps, type ReactNode } from 'react';
import type { RowData } from '@tanstack/react-table';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { PageHeader } from '../../../components/dashboard/page-header.tsx';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import './staff.css';

type Props<T extends RowData> = Omit<ComponentProps<typeof DataTable<T>>, 'caption'> & {
  title: string;
  lead: string;
  /** The count beside the title ('12 cases'), once the list has answered. */
  count?: string | undefined;
  /** What stands between the header and the list: figures, a period. */
  above?: ReactNode;
  /** What the page adds after the list: its dialogs. */
  children?: ReactNode;
};

/**
 * A list page of the staff back office (the queue, the audit log, the professionals): the page's
 * header with its count, what stands above the list, and the kit's data table, shown as cards
 * below 1024 px unless the page says otherwise.
 */
export function StaffListPage<T extends RowData>({ title, lead, count, above, children, ...table }: Props<T>) {
  const id = useId();
  usePageMeta(title);
  return (
    <section className="stack dash-page staff-page" aria-labelledby={`${id}-title`}>
      <PageHeader id={`${id}-title`} title={title} lead={lead} count={count} />
      {above}
      <DataTable cardsBelow={1024} {...table} caption={title} />
      {children}
    </section>
  );
}
