import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TContactCsvProblem, TContactImportPreview } from '@immora/shared/crm-contacts-csv';
import { DialogAlert, FormDialog, FormDialogActions } from '../../../components/dialog/form-dialog.tsx';
import { FileField } from '../../../components/form/file-field.tsx';
import { toast } from '../../../components/toast/toast-store.ts';
import { useContactsImport, useContactsImportPreview } from '../api/contacts-csv.ts';
import { useContactsCsvMessage } from '../utils/contacts-csv-message.ts';

type Step =
  | { at: 'pick' }
  | { at: 'preview'; preview: TContactImportPreview }
  | { at: 'done'; imported: number; problems: TContactCsvProblem[] };

/**
 * Import contacts from a CSV file (decision 039), in three steps: pick the file; see what it
 * holds (how many contacts are ready, and each row left out with its row number and why);
 * import the ready ones and see how many were added. Nothing is written before 'Import'.
 */
export function ContactsImportDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('crmRecords');
  const message = useContactsCsvMessage();
  const [files, setFiles] = useState<File[]>([]);
  const [step, setStep] = useState<Step>({ at: 'pick' });
  const [error, setError] = useState<string | null>(null);
  const preview = useContactsImportPreview();
  const commit = useContactsImport();
  const file = files[0];

  const check = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setError(t('contactsCsv.chooseFile'));
    setError(null);
    try {
      setStep({ at: 'preview', preview: await preview.mutateAsync(file) });
    } catch (failure) {
      setError(message.ofError(failure));
    }
  };
  const importRows = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    setError(null);
    try {
      const result = await commit.mutateAsync(file);
      toast(t('contactsCsv.imported', { count: result.imported }));
      setStep({ at: 'done', ...result });
    } catch (failure) {
      setError(message.ofError(failure));
    }
  };
  const again = () => {
    setFiles([]);
    setError(null);
    setStep({ at: 'pick' });
  };

  const alert = error && <DialogAlert>{error}</DialogAlert>;
  // What the three steps' dialogs share; the file's name heads the last two.
  const frame = { title: t('contactsCsv.title'), icon: 'upload', size: 'wide', onClose } as const;
  const named = { ...frame, subtitle: file?.name };

  if (step.at === 'pick')
    return (
      <FormDialog
        {...frame}
        onSubmit={(e) => void check(e)}
        footer={
          <FormDialogActions
            onCancel={onClose}
            submitLabel={t('contactsCsv.check')}
            pending={preview.isPending}
            pendingLabel={t('contactsCsv.checking')}
          />
        }
      >
        <p className="note">{t('contactsCsv.lead')}</p>
        <FileField
          label={t('contactsCsv.file')}
          name="file"
          accept=".csv,text/csv"
          help={t('contactsCsv.fileHelp')}
          value={files}
          onChange={(picked) => {
            setFiles(picked);
            setError(null);
          }}
        />
        {alert}
      </FormDialog>
    );

  if (step.at === 'preview') {
    const ready = step.preview.contacts.length;
    return (
      <FormDialog
        {...named}
        onSubmit={(e) => void importRows(e)}
        footer={
          <>
            <button type="button" className="btn btn--ghost" onClick={again}>
              {t('contactsCsv.another')}
            </button>
            <button type="submit" className="btn btn--primary" disabled={ready === 0 || commit.isPending}>
              {commit.isPending ? t('contactsCsv.importing') : t('contactsCsv.importCount', { count: ready })}
            </button>
          </>
        }
      >
        <p className={`notice ${ready ? 'notice--success' : 'notice--warning'}`} role="status">
          {ready ? t('contactsCsv.ready', { count: ready }) : t('contactsCsv.noneReady')}
        </p>
        <Problems
          problems={step.preview.problems}
          heading={t('contactsCsv.leftOut', { count: step.preview.problems.length })}
        />
        {alert}
      </FormDialog>
    );
  }

  return (
    <FormDialog
      {...named}
      onSubmit={(e) => {
        e.preventDefault();
        onClose();
      }}
      footer={
        <button type="submit" className="btn btn--primary">
          {t('contactsCsv.done')}
        </button>
      }
    >
      <p className="notice notice--success" role="status">
        {t('contactsCsv.imported', { count: step.imported })}
      </p>
      <Problems problems={step.problems} heading={t('contactsCsv.notImported', { count: step.problems.length })} />
    </FormDialog>
  );
}

/** The rows left out: row number, the names written on it, and each message with its field. */
function Problems({ problems, heading }: { problems: TContactCsvProblem[]; heading: string }) {
  const { t } = useTranslation('crmRecords');
  const message = useContactsCsvMessage();
  if (!problems.length) return null;
  return (
    <section className="stack csv-problems" aria-label={heading}>
      <h3 className="csv-problems__title">{heading}</h3>
      <ul className="stack csv-problems__list">
        {problems.map((p) => (
          <li key={p.row} className="csv-problems__row">
            <strong>
              {p.name ? t('contactsCsv.rowNamed', { row: p.row, name: p.name }) : t('contactsCsv.row', { row: p.row })}
            </strong>
            <ul className="csv-problems__errors">
              {p.errors.map((e) => (
                <li key={e.field}>
                  {e.field !== 'row' && <span className="csv-problems__field">{t(`fields.${e.field}`)}: </span>}
                  {message.text(e.message)}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
