import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** Cancel (back to the list) and the submit button of a CRM form. */
export function CrmFormActions({ listPath, editing, busy }: { listPath: string; editing: boolean; busy: boolean }) {
  const { t } = useTranslation('crmRecords');
  return (
    <div className="crm-form__actions">
      <Link to={listPath} className="btn btn--ghost">
        {t('form.cancel')}
      </Link>
      <button type="submit" className="btn btn--primary" disabled={busy}>
        {busy ? t('form.saving') : editing ? t('form.save') : t('form.submit')}
      </button>
    </div>
  );
}
