import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The actions row of a profile form: its submit button ('Saving…' while it runs) and any other action. */
export function SaveButton({ pending, label, children }: { pending: boolean; label: string; children?: ReactNode }) {
  const { t } = useTranslation('profile');
  return (
    <div className="profile-form__actions">
      {children}
      <button type="submit" className="btn btn--primary" disabled={pending}>
        {pending ? t('saving') : label}
      </button>
    </div>
  );
}
