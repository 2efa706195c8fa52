import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ZPasswordResetForm } from '@immora/shared/auth';
import { PasswordField } from '../../../components/form/password-field.tsx';
import { showAlert } from '../../../lib/alerts.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useMessage } from '../../../lib/message-key.ts';
import { resetPassword } from '../api/password-reset.ts';
import { serverMessage } from '../utils/show-api-error.ts';
import { AuthCard } from './auth-card.tsx';

type Values = { newPassword: string; confirmPassword: string };

/** /reset-password?token=…: new password and its confirmation, then to the login. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const message = useMessage();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [linkError, setLinkError] = useState<string | null>(token ? null : t('messages.tokenInvalid'));
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(ZPasswordResetForm),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ newPassword }) => {
    try {
      const answer = await resetPassword(token, newPassword);
      await showAlert({
        icon: 'success',
        title: t('auth.reset.doneTitle'),
        text: message(answer.message) ?? t('messages.passwordReset'),
      });
      await navigate('/login');
    } catch (error) {
      const text = message(serverMessage(error));
      // A password the server refuses (too common) is shown on its field; the link stays usable.
      if (error instanceof ApiError && error.fields?.newPassword) {
        setError('newPassword', { type: 'server', message: error.fields.newPassword });
        return;
      }
      if (error instanceof ApiError && (error.status === 400 || error.status === 410) && !error.fields) {
        setLinkError(text ?? t('messages.tokenInvalid'));
        return;
      }
      await showAlert({ icon: 'error', title: t('auth.error'), text: text ?? t('auth.genericError') });
    }
  });

  if (linkError) {
    return (
      <AuthCard title={t('auth.reset.title')} icon="alert" tone="danger" lead={linkError}>
        <div className="cluster auth-card__actions">
          <Link to="/forget-password" className="btn btn--primary">
            {t('auth.reset.newLink')}
          </Link>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('auth.reset.title')} lead={t('auth.reset.lead')} icon="key">
      <form
        className="stack form"
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        aria-label={t('auth.reset.title')}
      >
        <PasswordField
          label={t('auth.fields.newPassword')}
          required
          autoComplete="new-password"
          error={message(errors.newPassword?.message)}
          {...register('newPassword')}
        />
        <PasswordField
          label={t('auth.fields.confirmNewPassword')}
          required
          autoComplete="new-password"
          error={message(errors.confirmPassword?.message)}
          {...register('confirmPassword')}
        />
        <button type="submit" className="btn btn--primary form__submit" disabled={isSubmitting}>
          {t('auth.reset.submit')}
        </button>
      </form>
    </AuthCard>
  );
}
