import { useTranslation } from 'react-i18next';
import { AuthCard } from './auth-card.tsx';
import { SignupForm } from './signup-form.tsx';

/** /signup (buyer or private seller) and /register ('Join as Pro': agency or agent). */
export function SignupPage({ pro = false }: { pro?: boolean }) {
  const { t } = useTranslation();
  return (
    <AuthCard
      title={t(pro ? 'auth.signup.proTitle' : 'auth.signup.title')}
      lead={t(pro ? 'auth.signup.proLead' : 'auth.signup.lead')}
      icon={pro ? 'building' : 'user'}
      wide
    >
      <SignupForm variant={pro ? 'pro' : 'page'} />
    </AuthCard>
  );
}
