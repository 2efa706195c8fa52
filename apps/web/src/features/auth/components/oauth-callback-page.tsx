import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CalendarProvider } from '@immora/shared/auth';
import { showAlert } from '../../../lib/alerts.ts';
import { useMessage } from '../../../lib/message-key.ts';
import { exchangeSignInCode } from '../api/oauth-sign-in.ts';
import { PROVIDER_NAMES } from '../utils/connect-calendar.ts';
import { isNotRegistered, useAskToRegister } from '../utils/use-ask-to-register.ts';
import { useCallbackCode } from '../utils/use-callback-code.ts';
import { useFinishLogin } from '../utils/use-finish-login.ts';
import { serverMessage } from '../utils/show-api-error.ts';
import { CallbackCard } from './callback-card.tsx';
import { reopenAccount } from '../../account-closure/api/reopen-account.ts';
import { ReopenAccountDialog } from '../../account-closure/components/reopen-account-dialog.tsx';
import { closedAccountOf, type ClosedAccount } from '../../account-closure/utils/closed-account.ts';

/** /auth/{google|outlook}/callback: signs in like the login form, or offers to register. */
export function OAuthCallbackPage({ provider }: { provider: CalendarProvider }) {
  const { t } = useTranslation();
  const message = useMessage();
  const navigate = useNavigate();
  const finish = useFinishLogin();
  const askToRegister = useAskToRegister();
  const [failed, setFailed] = useState<string | null>(null);
  // A closed account's sign-in answers a reopen token instead of a session (decision 061).
  const [closed, setClosed] = useState<ClosedAccount | null>(null);
  const name = PROVIDER_NAMES[provider];

  const code = useCallbackCode(`signin:${provider}`, (code, state) =>
    exchangeSignInCode(provider, code, state).then(
      async (answer) => {
        if (!(await finish(answer))) await navigate('/login', { replace: true });
      },
      async (error: unknown) => {
        const account = closedAccountOf(error);
        if (account?.reopenToken) {
          setFailed(t('reopen.title', { ns: 'accountClosure' }));
          setClosed(account);
          return;
        }
        if (isNotRegistered(error)) {
          const register = await askToRegister(t('auth.oauth.notRegisteredText', { provider: name }));
          await navigate(register ? '/signup' : '/', { replace: true });
          return;
        }
        const shown = message(serverMessage(error)) ?? t('auth.calendarCallback.authFailed');
        setFailed(shown);
        await showAlert({ icon: 'error', title: t('auth.error'), text: shown });
      },
    ),
  );

  return (
    <CallbackCard
      title={t(`pages.${provider}Callback`)}
      icon="key"
      pending={t('auth.oauth.signingIn', { provider: name })}
      failure={code ? failed : t('messages.noCode')}
    >
      <div className="cluster auth-card__actions">
        <Link to="/login" className="btn btn--primary">
          {t('auth.signup.goToLogin')}
        </Link>
      </div>
      <ReopenAccountDialog
        closed={closed}
        reopen={() => reopenAccount({ token: closed!.reopenToken! })}
        onReopened={async (answer) => {
          setClosed(null);
          if (!(await finish(answer))) await navigate('/login', { replace: true });
        }}
        onCancel={() => setClosed(null)}
      />
    </CallbackCard>
  );
}
