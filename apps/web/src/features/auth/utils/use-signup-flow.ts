import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { showAlert } from '../../../lib/alerts.ts';
import type { SignupAnswer } from '../api/signup.ts';
import { promptCalendarConnection } from './connect-calendar.ts';
import { verificationPath } from './use-finish-login.ts';

/**
 * What follows a successful sign-up (spec 1 §4): an agency gets 'Welcome Agency!' and the
 * verification page; everyone else 'Registration Successful!' → Continue → 'Connect Your
 * Calendar' → provider or verification page. No session is stored: the address is unverified.
 */
export function useSignupFlow(): (email: string, answer: SignupAnswer, sellerType: string) => Promise<void> {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return useCallback(
    async (email, answer, sellerType) => {
      if (sellerType === 'agency') {
        await showAlert({
          icon: 'success',
          title: t('auth.signup.agencyTitle'),
          text: t('auth.signup.agencyText', { name: answer.name }),
          confirmButtonText: t('auth.continue'),
          allowOutsideClick: false,
        });
        await navigate(verificationPath(email));
        return;
      }
      const result = await showAlert({
        icon: 'success',
        title: t('auth.signup.successTitle'),
        text: t('auth.signup.successText', { email }),
        confirmButtonText: t('auth.continue'),
        showDenyButton: true,
        denyButtonText: t('auth.signup.goToLogin'),
        allowOutsideClick: false,
      });
      if (result.isDenied) {
        await navigate('/login');
        return;
      }
      const outcome = await promptCalendarConnection(t, email);
      if (outcome !== 'left') await navigate(verificationPath(email));
    },
    [t, navigate],
  );
}
