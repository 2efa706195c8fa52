import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon.tsx';
import { EmailField } from '../../../components/form/email-field.tsx';
import { AuthCard } from './auth-card.tsx';
import { ResendButton } from './resend-button.tsx';

/** /verification?email=…: where the link went, a Resend button and the mail-app hint. */
export function VerificationPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const fromQuery = params.get('email') ?? '';
  const [typed, setTyped] = useState('');
  const email = fromQuery || typed.trim();
  return (
    <AuthCard
      title={t('auth.verification.title')}
      icon="mail"
      lead={
        fromQuery ? (
          <>
            {t('auth.verification.sentTo')} <span className="auth-card__email">{fromQuery}</span>
          </>
        ) : (
          t('auth.verification.noEmail')
        )
      }
    >
      {!fromQuery && (
        <EmailField label={t('auth.fields.email')} value={typed} onChange={(event) => setTyped(event.target.value)} />
      )}
      <p className="notice auth-card__hint">
        <Icon name="mail" size={18} />
        {t('auth.verification.hint')}
      </p>
      <div className="cluster auth-card__actions">
        <ResendButton email={email} />
        <Link to="/login" className="btn btn--ghost">
          {t('auth.signup.goToLogin')}
        </Link>
      </div>
      <p className="form__note">{t('auth.verification.spam')}</p>
    </AuthCard>
  );
}
