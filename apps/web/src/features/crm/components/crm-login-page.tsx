import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ZLoginRequest } from '@immora/shared/auth';
import type { TLoginRequest } from '@immora/shared/auth';
import { TextField } from '../../../components/form/text-field.tsx';
import { PasswordField } from '../../../components/form/password-field.tsx';
import { Icon } from '../../../components/icon.tsx';
import { showAlert } from '../../../lib/alerts.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useMessage } from '../../../lib/message-key.ts';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { crmLogin } from '../api/crm-login.ts';
import './crm-login-page.css';

/** /crm-login: the customer-relationship area's own sign-in (crmToken + crmCustomer). */
export function CrmLoginPage() {
  const { t } = useTranslation(['crm', 'common']);
  const message = useMessage();
  const navigate = useNavigate();
  usePageMeta(t('login.title'));
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<TLoginRequest>({ resolver: zodResolver(ZLoginRequest), defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { token, customer } = await crmLogin(values);
      localStorage.setItem('crmToken', token);
      localStorage.setItem('crmCustomer', JSON.stringify(customer));
      await navigate('/crm-dashboard');
    } catch (error) {
      const text = error instanceof ApiError && error.status !== 0 ? message(error.message) : undefined;
      await showAlert({
        icon: 'error',
        title: t('auth.error', { ns: 'common' }),
        text: text ?? t('auth.genericError', { ns: 'common' }),
      });
    }
  });

  return (
    <section className="crm-login" aria-labelledby="crm-login-title">
      <div className="card stack crm-login__card">
        <span className="icon-tile icon-tile--lg crm-login__icon" aria-hidden="true">
          <Icon name="building" size={26} />
        </span>
        <h1 id="crm-login-title" className="crm-login__title">
          {t('login.title')}
        </h1>
        <p className="crm-login__lead">{t('login.lead')}</p>
        <form
          className="stack form"
          noValidate
          onSubmit={(event) => void onSubmit(event)}
          aria-label={t('login.title')}
        >
          <TextField
            label={t('auth.fields.email', { ns: 'common' })}
            type="email"
            autoComplete="email"
            error={message(errors.email?.message)}
            {...register('email')}
          />
          <PasswordField
            label={t('auth.fields.password', { ns: 'common' })}
            autoComplete="current-password"
            error={message(errors.password?.message)}
            {...register('password')}
          />
          <button type="submit" className="btn btn--primary form__submit" disabled={isSubmitting}>
            {isSubmitting ? t('auth.login.submitting', { ns: 'common' }) : t('login.submit')}
          </button>
        </form>
      </div>
    </section>
  );
}
