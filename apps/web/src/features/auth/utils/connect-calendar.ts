import type { TFunction } from 'i18next';
import type { CalendarProvider } from '@immora/shared/auth';
import { showAlert } from '../../../lib/alerts.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { calendarUrl } from '../api/calendar.ts';

export const PENDING_EMAIL_KEY = 'pendingVerificationEmail';

export function readPendingEmail(): string | null {
  try {
    return localStorage.getItem(PENDING_EMAIL_KEY);
  } catch {
    return null;
  }
}

export function clearPendingEmail(): void {
  try {
    localStorage.removeItem(PENDING_EMAIL_KEY);
  } catch {
    // nothing stored
  }
}

export const PROVIDER_NAMES: Record<CalendarProvider, string> = { google: 'Google', outlook: 'Outlook' };

/**
 * 'Connect Your Calendar' (spec 1 §2): Google, Outlook or 'Skip for now' (closing = skip).
 * Resolves 'left' when the browser is on its way to the provider, else 'skipped' / 'failed'.
 */
export async function promptCalendarConnection(t: TFunction, email: string): Promise<'left' | 'skipped' | 'failed'> {
  const choice = await showAlert({
    title: t('auth.calendar.title'),
    text: t('auth.calendar.text'),
    icon: 'info',
    showDenyButton: true,
    showCancelButton: true,
    showCloseButton: true,
    confirmButtonText: t('auth.calendar.google'),
    denyButtonText: t('auth.calendar.outlook'),
    cancelButtonText: t('auth.calendar.skip'),
    closeButtonAriaLabel: t('account.close'),
  });
  const provider: CalendarProvider | null = choice.isConfirmed ? 'google' : choice.isDenied ? 'outlook' : null;
  if (!provider) return 'skipped';
  try {
    localStorage.setItem(PENDING_EMAIL_KEY, email);
  } catch {
    // without storage the callback falls back to /login
  }
  try {
    const { url } = await calendarUrl(provider);
    window.location.href = url;
    return 'left';
  } catch (error) {
    // The original only logged this; we also tell the user (DESIGN.md: such defects are fixed).
    console.error('Calendar URL request failed', error);
    const providerName = PROVIDER_NAMES[provider];
    await showAlert({
      icon: 'error',
      title: t('auth.calendar.failedTitle'),
      text:
        error instanceof ApiError && error.status !== 0 && error.message
          ? error.message
          : t('auth.calendar.failedText', { provider: providerName }),
    });
    return 'failed';
  }
}
