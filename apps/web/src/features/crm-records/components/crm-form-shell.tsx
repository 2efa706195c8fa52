import type { FormEventHandler, ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

type Props = {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Where Cancel goes: the kind's list. */
  listPath: string;
  editing: boolean;
  busy: boolean;
  children: ReactNode;
};

/** A CRM form: the card, its fields in two columns, then Cancel and Add / Save changes. */
export function CrmFormShell({ onSubmit, listPath, editing, busy, children }: Props) {
  const { t } = useTranslation('crmRecords');
  return (
    <form className="card panel form crm-form" noValidate onSubmit={onSubmit}>
      <div className="form__grid">{children}</div>
      <div className="form__actions">
        <Link to={listPath} className="btn btn--ghost">
          {t('form.cancel')}
        </Link>
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {busy ? t('form.saving') : editing ? t('form.save') : t('form.submit')}
        </button>
      </div>
    </form>
  );
}
