import { useTranslation } from 'react-i18next';
import { Icon } from '../icon.tsx';

type Props = {
  label: string;
  sorted: false | 'asc' | 'desc';
  onSort: ((event: unknown) => void) | undefined;
};

/** A column header that sorts the list: a button whose name says what the next click does. */
export function SortHeader({ label, sorted, onSort }: Props) {
  const { t } = useTranslation();
  const next = sorted === 'asc' ? 'desc' : sorted === 'desc' ? 'asc' : null;
  return (
    <button
      type="button"
      className="row-inline data-table__sort"
      data-sorted={sorted || undefined}
      aria-label={t(
        next === 'asc' ? 'dataTable.sortAsc' : next === 'desc' ? 'dataTable.sortDesc' : 'dataTable.sortBy',
        {
          column: label,
        },
      )}
      onClick={onSort}
    >
      {label}
      <Icon name={sorted === 'asc' ? 'chevronUp' : sorted === 'desc' ? 'chevronDown' : 'sort'} size={12} />
    </button>
  );
}
