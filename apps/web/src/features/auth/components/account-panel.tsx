import { LoginForm } from './login-form.tsx';
import { SignupForm } from './signup-form.tsx';

type Props = { tab: 'login' | 'signup'; onSwitch: (tab: 'login' | 'signup') => void };

/** The 'My Account' dialog's forms, loaded when the dialog opens (keeps zod and forms off the home page). */
export default function AccountPanel({ tab, onSwitch }: Props) {
  return tab === 'login' ? (
    <LoginForm onSignup={() => onSwitch('signup')} />
  ) : (
    <SignupForm variant="buyer" onLogin={() => onSwitch('login')} />
  );
}
