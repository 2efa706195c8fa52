import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Suspends until the common namespace of the chosen language has loaded. */
export function I18nReady({ children }: { children: ReactNode }) {
  useTranslation('common');
  return <>{children}</>;
}
