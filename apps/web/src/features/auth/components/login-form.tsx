import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ERROR_CODES } from '@immora/shared/api';
import { ZLoginRequest } from '@immora/shared/auth';
import { isLanguage } from '@immora/shared/languages';
import { SUSPENDED_MESSAGES } from '@immora/shared/trust';
import type { TLoginRequest } from '@immora/shared/auth';
import { EmailField } from '../../../components/form/email-field.tsx';
import { PasswordField } from '../../../components/form/password-field.tsx';
import { showAlert } from '../../../lib/alerts.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useMessage } from '../../../lib/message-key.ts';
import { login } from '../api/login.ts';
import { useFinishLogin } from '../utils/use-finish-login.ts';
import { serverMessage } from '../utils/show-api-error.ts';
import { OAuthButtons } from './oauth-buttons.tsx';
import { reopenAccount } from '../../account-closure/api/reopen-account.ts';
import { ReopenAccountDialog } from '../../account-closure/components/reopen-account-dialog.tsx';
import { closedAccountOf, type ClosedAccount } from '../../account-closure/utils/closed-account.ts';
import './auth.css';

type Props = { onSignup?: () => void };

/** Email and password with show/hide (spec 1 §2 'Sign-in modal', §5 'Sign-in'). */
export function LoginForm({ onSignup }: Props) {
  const { t, i18n } = useTranslation();
  const message = useMessage();
  const finish = useFinishLogin();
  // A closed account in its grace period: the credentials that were refused, to reopen it with (decision 061).
  const [closed, setClosed] = useState<{ account: ClosedAccount; credentials: TLoginRequest } | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<TLoginRequest>({ resolver: zodResolver(ZLoginRequest), defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await finish(await login(values));
    } catch (error) {
      const account = closedAccountOf(error);
      if (account) return setClosed({ account, credentials: values });
      // A suspended account (decision 076): the server's message, in the reader's language.
      if (error instanceof ApiError && error.code === ERROR_CODES.accountSuspended)
        return void (await showAlert({
          icon: 'error',
          title: t('trust.suspendedTitle'),
          text: isLanguage(i18n.language) ? SUSPENDED_MESSAGES[i18n.language] : error.message,
        }));
      await showAlert({
        icon: 'error',
        title: t('auth.error'),
        text: message(serverMessage(error)) ?? t('auth.genericError'),
      });
    }
  });

  return (
    <form
      className="stack form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-label={t('auth.login.title')}
    >
      <EmailField
        label={t('auth.fields.email')}
        required
        error={message(errors.email?.message)}
        {...register('email')}
      />
      <PasswordField
        label={t('auth.fields.password')}
        required
        autoComplete="current-password"
        error={message(errors.password?.message)}
        {...register('password')}
      />
      <div className="form__links">
        <Link to="/forget-password">{t('auth.login.forgot')}</Link>
      </div>
      <button type="submit" className="btn btn--primary form__submit" disabled={isSubmitting}>
        {isSubmitting ? t('auth.login.submitting') : t('auth.login.submit')}
      </button>
      <p className="row form__divider">{t('auth.or')}</p>
      <OAuthButtons />
      <p className="form__note">
        {t('auth.login.noAccount')}{' '}
        {onSignup ? (
          <button type="button" className="link-button form__link" onClick={onSignup}>
            {t('auth.login.signupLink')}
          </button>
        ) : (
          <Link to="/signup" className="form__link">
            {t('auth.login.signupLink')}
          </Link>
        )}
      </p>
      <ReopenAccountDialog
        closed={closed?.account ?? null}
        reopen={() => reopenAccount(closed!.credentials)}
        onReopened={async (answer) => {
          setClosed(null);
          await finish(answer);
        }}
        onCancel={() => setClosed(null)}
      />
    </form>
  );
}
