import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { APPOINTMENT_MESSAGES, APPOINTMENT_STATUSES } from '@immora/shared/appointments';

type Found = { key: string; from?: string; to?: string };

/** The i18n key (under appointment.messages.*) of an English message of the appointments API, or null. */
export function appointmentMessageKey(text: string): Found | null {
  for (const [key, message] of Object.entries(APPOINTMENT_MESSAGES)) {
    if (message === text) return { key };
    if (typeof message !== 'function') continue;
    for (const from of APPOINTMENT_STATUSES) {
      if (message.length === 1 && (message as (s: string) => string)(from) === text) return { key, from };
      if (message.length === 2)
        for (const to of APPOINTMENT_STATUSES)
          if ((message as (a: string, b: string) => string)(from, to) === text) return { key, from, to };
    }
  }
  return null;
}

/** Translates the appointments API's messages (statuses too); an unknown one passes through. */
export function useAppointmentMessage(): (text: string | undefined | null) => string | undefined {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  return useCallback(
    (text) => {
      if (!text) return undefined;
      const found = appointmentMessageKey(text);
      if (!found) return text;
      // A status inside a sentence is written in lower case ('This appointment is cancelled…').
      const word = (status?: string) =>
        status ? t(`appointment.status.${status}`).toLocaleLowerCase(language) : undefined;
      return t(`appointment.messages.${found.key}`, {
        status: word(found.from),
        from: word(found.from),
        to: word(found.to),
      });
    },
    [t, language],
  );
}
