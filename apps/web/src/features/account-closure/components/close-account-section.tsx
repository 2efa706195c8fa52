import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_CLOSURE_MESSAGES } from '@immora/shared/account-closure';
import type { TProfile } from '@immora/shared/profiles';
import type { Role } from '@immora/shared/roles';
import { ConfirmDialog } from '../../../components/dialog/confirm-dialog.tsx';
import { PasswordField } from '../../../components/form/password-field.tsx';
import { toast } from '../../../components/toast/toast-store.ts';
import { showAlert } from '../../../lib/alerts.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { formatLongDate } from '../../../lib/format.ts';
import { useSession } from '../../../lib/session-context.ts';
import { OAuthButtons } from '../../auth/components/oauth-buttons.tsx';
import { ProfileSection } from '../../profiles/components/profile-section.tsx';
import { useCloseAccount } from '../api/close-account.ts';
import { erasureDate, formatGracePeriod } from '../utils/grace-period.ts';
import './close-account-section.css';

/** What closing does for this role besides the common list: a running auction, a subscription, listings under offer… */
const ROLE_ITEMS: Record<Role, string[]> = {
  buyer: [],
  pseller: ['auction', 'subscription', 'underOffer'],
  individual: ['auction', 'subscription', 'underOffer', 'agent'],
  agency: ['auction', 'subscription', 'underOffer', 'agency'],
};

/** The server's refusals this form shows on the password field (or above it), by their English text. */
const REFUSALS: Record<string, string> = {
  [ACCOUNT_CLOSURE_MESSAGES.passwordRequired]: 'errors.passwordRequired',
  [ACCOUNT_CLOSURE_MESSAGES.passwordWrong]: 'errors.passwordWrong',
  [ACCOUNT_CLOSURE_MESSAGES.freshSignInNeeded]: 'errors.freshSignInNeeded',
};

/**
 * 'Close my account' (issue 32, decision 061): what happens, for everyone and for this role, the
 * password (or, for an account made through Google or Microsoft, a fresh sign-in there), a last
 * confirmation; then this browser is signed out and told when the account will be erased.
 */
export function CloseAccountSection({
  profile,
}: {
  profile: Pick<TProfile, 'role' | 'hasPassword' | 'accountErasureDays'>;
}) {
  const { t, i18n } = useTranslation('accountClosure');
  const { logout } = useSession();
  const navigate = useNavigate();
  const close = useCloseAccount();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  /** The erasure date the last confirmation announces, set when it opens; null while it is closed. */
  const [confirming, setConfirming] = useState<string | null>(null);
  // The server's grace period (its ACCOUNT_ERASURE_DAYS), as the profile answers it.
  const period = formatGracePeriod(profile.accountErasureDays, i18n.language);
  const listings = profile.role !== 'buyer';
  const common = [
    'signedOut',
    ...(listings ? ['listings'] : []),
    'appointments',
    'chats',
    'reviews',
    'invoices',
    'erasure',
  ];
  const own = ROLE_ITEMS[profile.role];

  const ask = (event: FormEvent) => {
    event.preventDefault();
    if (profile.hasPassword && !password) return setError(t('errors.passwordRequired'));
    setError(undefined);
    setConfirming(erasureDate(profile.accountErasureDays));
  };

  const confirm = async () => {
    try {
      const closed = await close.mutateAsync(profile.hasPassword ? { password } : {});
      setConfirming(null);
      await logout({ revoked: true });
      await navigate('/');
      await showAlert({
        icon: 'info',
        title: t('closed.title'),
        text: t('closed.text', { date: formatLongDate(closed.eraseAfter, i18n.language) }),
      });
    } catch (err) {
      setConfirming(null);
      const key = err instanceof ApiError ? REFUSALS[err.fields?.password ?? err.message] : undefined;
      if (key) setError(t(key));
      else toast(t('errors.failed'), 'error');
    }
  };

  return (
    <ProfileSection id="profile-close-account" title={t('section.title')} lead={t('section.lead', { period })}>
      <div className="close-account">
        <div className="stack close-account__facts">
          <h3 className="close-account__heading">{t('happens.title')}</h3>
          <ul className="close-account__list">
            {common.map((item) => (
              <li key={item}>{t(`happens.${item}`, { period })}</li>
            ))}
          </ul>
          {own.length > 0 && (
            <>
              <h3 className="close-account__heading">{t('yours.title')}</h3>
              <ul className="close-account__list">
                {own.map((item) => (
                  <li key={item}>{t(`yours.${item}`)}</li>
                ))}
              </ul>
            </>
          )}
        </div>
        <form className="form stack close-account__form" noValidate onSubmit={ask}>
          {profile.hasPassword ? (
            <PasswordField
              label={t('password')}
              help={t('passwordHelp')}
              autoComplete="current-password"
              required
              name="password"
              value={password}
              error={error}
              onChange={(event) => setPassword(event.target.value)}
            />
          ) : (
            <div className="stack">
              <p className="note">{t('oauth')}</p>
              <OAuthButtons />
              {error && (
                <p className="form__error" role="alert">
                  {error}
                </p>
              )}
            </div>
          )}
          <div>
            <button type="submit" className="btn btn--danger">
              {t('submit')}
            </button>
          </div>
        </form>
      </div>
      <ConfirmDialog
        open={confirming !== null}
        title={t('confirm.title')}
        tone="danger"
        confirmLabel={t('confirm.ok')}
        pendingLabel={t('confirm.pending')}
        onConfirm={confirm}
        onCancel={() => setConfirming(null)}
      >
        <p>{confirming && t('confirm.text', { date: formatLongDate(confirming, i18n.language) })}</p>
      </ConfirmDialog>
    </ProfileSection>
  );
}
