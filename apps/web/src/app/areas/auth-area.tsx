import type { ReactNode } from 'react';
import type { AreaProps } from './area-loaders.ts';
import { PlaceholderPage } from '../../components/placeholder-page.tsx';
import { LoginPage } from '../../features/auth/components/login-page.tsx';
import { SignupPage } from '../../features/auth/components/signup-page.tsx';
import { VerificationPage } from '../../features/auth/components/verification-page.tsx';
import { VerifyEmailPage } from '../../features/auth/components/verify-email-page.tsx';
import { ForgetPasswordPage } from '../../features/auth/components/forget-password-page.tsx';
import { ResetPasswordPage } from '../../features/auth/components/reset-password-page.tsx';
import { CalendarCallbackPage } from '../../features/auth/components/calendar-callback-page.tsx';
import { OAuthCallbackPage } from '../../features/auth/components/oauth-callback-page.tsx';
import { UnsubscribePage } from '../../features/alerts/components/unsubscribe-page.tsx';
import { EmailStopPage } from '../../features/emails/components/email-stop-page.tsx';
import { AppealLinkPage } from '../../features/appeal-link/components/appeal-link-page.tsx';

const PAGES: Record<string, () => ReactNode> = {
  login: () => <LoginPage />,
  signup: () => <SignupPage />,
  register: () => <SignupPage pro />,
  verification: () => <VerificationPage />,
  verifyEmail: () => <VerifyEmailPage />,
  forgetPassword: () => <ForgetPasswordPage />,
  resetPassword: () => <ResetPasswordPage />,
  googleCalendarCallback: () => <CalendarCallbackPage provider="google" />,
  outlookCalendarCallback: () => <CalendarCallbackPage provider="outlook" />,
  googleCallback: () => <OAuthCallbackPage provider="google" />,
  outlookCallback: () => <OAuthCallbackPage provider="outlook" />,
  alertUnsubscribe: () => <UnsubscribePage />,
  emailStop: () => <EmailStopPage />,
  appeal: () => <AppealLinkPage />,
};

/** Sign-in, sign-up, verification, password reset, the OAuth callbacks (spec 1 §2), alert unsubscribe links, e-mail stop links and suspension appeal links. */
export default function AuthArea({ def }: AreaProps) {
  const page = PAGES[def.page];
  return page ? page() : <PlaceholderPage page={def.page} />;
}
