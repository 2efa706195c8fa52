import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/dialog/confirm-dialog.tsx';
import { FormDialog, FormDialogActions } from '../../../components/dialog/form-dialog.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { toast } from '../../../components/toast/toast-store.ts';
import './kit-section.css';

type Open = 'delete' | 'confirm' | 'form' | null;

/** The kit's confirm dialog, form dialog and toasts, each opened by a button, for the /dev/kit page. */
export default function DialogsSection() {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Open>(null);
  const [name, setName] = useState('');
  const close = () => setOpen(null);
  return (
    <section className="stack kit-section" aria-labelledby="kit-dialogs">
      <h2 id="kit-dialogs" className="kit-section__title">
        {t('devKitForms.dialogs')}
      </h2>
      <div className="kit-section__actions">
        <button type="button" className="btn btn--danger" onClick={() => setOpen('delete')}>
          {t('devKitForms.openDelete')}
        </button>
        <button type="button" className="btn btn--ghost" onClick={() => setOpen('confirm')}>
          {t('devKitForms.openConfirm')}
        </button>
        <button type="button" className="btn btn--ghost" onClick={() => setOpen('form')}>
          {t('devKitForms.openForm')}
        </button>
        {(['success', 'info', 'error'] as const).map((tone) => (
          <button
            key={tone}
            type="button"
            className="btn btn--ghost"
            onClick={() => toast(t(`devKitForms.toasts.${tone}`), tone)}
          >
            {t(`devKitForms.toast.${tone}`)}
          </button>
        ))}
      </div>
      <ConfirmDialog
        open={open === 'delete'}
        tone="danger"
        title={t('devKitForms.deleteTitle')}
        confirmLabel={t('devKitForms.delete')}
        onConfirm={() => {
          close();
          toast(t('devKitForms.toasts.success'));
        }}
        onCancel={close}
      >
        {t('devKitForms.deleteText')}
      </ConfirmDialog>
      <ConfirmDialog
        open={open === 'confirm'}
        title={t('devKitForms.leaveTitle')}
        confirmLabel={t('devKitForms.leave')}
        onConfirm={close}
        onCancel={close}
      >
        {t('devKitForms.leaveText')}
      </ConfirmDialog>
      {open === 'form' && (
        <FormDialog
          title={t('devKitForms.formTitle')}
          icon="bookmark"
          onClose={close}
          onSubmit={(event) => {
            event.preventDefault();
            close();
            toast(t('devKitForms.toasts.success'));
          }}
          footer={<FormDialogActions onCancel={close} submitLabel={t('devKitForms.save')} />}
        >
          <TextField
            label={t('savedSearch.title')}
            required
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
        </FormDialog>
      )}
    </section>
  );
}
