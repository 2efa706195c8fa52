import { useTranslation } from 'react-i18next';
import { AuthCard } from './auth-card.tsx';
import { LoginForm } from './login-form.tsx';

/** /login: the sign-in form as a page (honours redirect=advertise). */
export function LoginPage() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('auth.login.title')} lead={t('auth.login.lead')} icon="key">
      <LoginForm />
    </AuthCard>
  );
}
