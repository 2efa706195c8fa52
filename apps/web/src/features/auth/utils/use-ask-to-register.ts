import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { AUTH_MESSAGES } from '@immora/shared/auth';
import { showAlert } from '../../../lib/alerts.ts';

/** The provider's account has no Immora user (the API's 'User does not exist'). */
export function isNotRegistered(error: unknown): boolean {
  return error instanceof Error && error.message.includes(AUTH_MESSAGES.userDoesNotExist);
}

/** 'Email Not Registered' with Register Now / Cancel; true when Register Now was chosen. */
export function useAskToRegister(): (text: string) => Promise<boolean> {
  const { t } = useTranslation();
  return useCallback(
    async (text: string) => {
      const choice = await showAlert({
        icon: 'warning',
        title: t('auth.calendarCallback.notRegisteredTitle'),
        text,
        confirmButtonText: t('auth.calendarCallback.registerNow'),
        showCancelButton: true,
        cancelButtonText: t('auth.cancel'),
      });
      return choice.isConfirmed;
    },
    [t],
  );
}
