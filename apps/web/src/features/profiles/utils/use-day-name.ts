import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { DAYS } from '@immora/shared/listing';

/** 1 January 2024 was a Monday: weekday names come from Intl in the interface language. */
const MONDAY = Date.UTC(2024, 0, 1);

/** 'monday' → 'Monday', 'maandag', 'lundi', 'Δευτέρα'. */
export function useDayName() {
  const { i18n } = useTranslation('profile');
  const language = i18n.resolvedLanguage ?? 'en';
  return useCallback(
    (day: (typeof DAYS)[number]) => {
      const name = new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(
        new Date(MONDAY + DAYS.indexOf(day) * 86_400_000),
      );
      return name.charAt(0).toLocaleUpperCase(language) + name.slice(1);
    },
    [language],
  );
}
