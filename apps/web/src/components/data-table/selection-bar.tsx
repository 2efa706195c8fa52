import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client.ts';
import { saveFile } from '../../lib/save-file.ts';
import { Icon } from '../icon.tsx';
import type { DataExport } from './data-table-types.ts';

type Props<T> = {
  selected: T[];
  total: number;
  onClear: () => void;
  csv?: DataExport<T> | undefined;
  /** The screen's own actions on the selected rows (a PDF of the selected invoices). */
  actions?: ((selected: T[]) => ReactNode) | undefined;
};

/**
 * How many rows are selected, and the CSV export: of the selection (written here), or of every
 * row of the list with its filters (the server's file).
 */
export function SelectionBar<T>({ selected, total, onClear, csv, actions }: Props<T>) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { all } = csv ?? {};

  const exportAll = async () => {
    if (!csv || !all) return;
    setBusy(true);
    setError(null);
    try {
      saveFile(await all(), csv.filename);
    } catch (failure) {
      setError(failure instanceof ApiError && failure.status !== 0 ? failure.message : t('dataTable.exportFailed'));
    } finally {
      setBusy(false);
    }
  };

  const exportSelected = async () => {
    if (!csv) return;
    // The CSV writer loads with the first export, not with every table.
    const { csvFile } = await import('./csv-file.ts');
    saveFile(csvFile(csv.columns, selected), csv.filename);
  };

  if (!csv && selected.length === 0) return null;
  return (
    <div className="cluster selection-bar">
      <span className="selection-bar__count" aria-live="polite">
        {selected.length > 0
          ? t('dataTable.selected', { count: selected.length })
          : t('dataTable.rows', { count: total })}
      </span>
      {selected.length > 0 && (
        <>
          {csv && (
            <button type="button" className="btn btn--ghost btn--small" onClick={() => void exportSelected()}>
              <Icon name="download" size={15} />
              {t('dataTable.exportSelected', { count: selected.length })}
            </button>
          )}
          {actions?.(selected)}
          <button type="button" className="btn btn--ghost btn--small" onClick={onClear}>
            {t('dataTable.clearSelection')}
          </button>
        </>
      )}
      {all && total > 0 && (
        <button
          type="button"
          className="btn btn--ghost btn--small selection-bar__all"
          disabled={busy}
          aria-busy={busy}
          onClick={() => void exportAll()}
        >
          <Icon name="download" size={15} />
          {busy ? t('dataTable.exporting') : t('dataTable.exportAll', { count: total })}
        </button>
      )}
      {error && (
        <p className="selection-bar__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
