import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ZEmailRequest } from '@immora/shared/auth';
import type { TEmailRequest } from '@immora/shared/auth';
import { EmailField } from '../../../components/form/email-field.tsx';
import { closeAlert, showAlert, showLoading } from '../../../lib/alerts.ts';
import { useMessage } from '../../../lib/message-key.ts';
import { requestPasswordReset } from '../api/password-reset.ts';
import { serverMessage } from '../utils/show-api-error.ts';
import { AuthCard } from './auth-card.tsx';

/** /forget-password: one Email field and 'Send Verification' (spec 1 §2, §4, §8). */
export function ForgetPasswordPage() {
  const { t } = useTranslation();
  const message = useMessage();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<TEmailRequest>({ resolver: zodResolver(ZEmailRequest), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async ({ email }) => {
    await showLoading(t('auth.forgot.sending'));
    try {
      await requestPasswordReset(email);
      await closeAlert();
      await showAlert({ icon: 'success', title: t('auth.forgot.sentTitle'), text: t('auth.forgot.sentText') });
      await navigate('/login');
    } catch (error) {
      await closeAlert();
      await showAlert({
        icon: 'error',
        title: t('auth.forgot.failedTitle'),
        text: message(serverMessage(error)) ?? t('auth.forgot.failedText'),
        confirmButtonText: t('auth.forgot.again'),
      });
      reset();
      await navigate('/forget-password');
      setFocus('email');
    }
  });

  return (
    <AuthCard title={t('auth.forgot.title')} lead={t('auth.forgot.lead')} icon="key">
      <form
        className="stack form"
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        aria-label={t('auth.forgot.title')}
      >
        <EmailField
          label={t('auth.fields.email')}
          required
          error={message(errors.email?.message)}
          {...register('email')}
        />
        <button type="submit" className="btn btn--primary form__submit" disabled={isSubmitting}>
          {t('auth.forgot.submit')}
        </button>
        <p className="form__note">
          <Link to="/login" className="form__link">
            {t('auth.forgot.back')}
          </Link>
        </p>
      </form>
    </AuthCard>
  );
}
