import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { PHOTO_MESSAGES } from '@immora/shared/listing-form';
import { PROFILE_MESSAGES } from '@immora/shared/profiles';
import { VAT_MESSAGES } from '@immora/shared/vat';
import { WORKING_HOURS_MESSAGES } from '@immora/shared/working-hours';
import { toast } from '../../../components/toast/toast-store.ts';
import { messageKey, useMessage } from '../../../lib/message-key.ts';

/** The profile's own schema and server messages → their keys under `profile.messages`. */
const KEYS = new Map<string, string>();
for (const [key, text] of Object.entries({ ...PROFILE_MESSAGES, ...VAT_MESSAGES, ...WORKING_HOURS_MESSAGES }))
  if (!text.includes('{') && !messageKey(text)) KEYS.set(text, key);
KEYS.set(PHOTO_MESSAGES.type, 'photoType');
KEYS.set(PHOTO_MESSAGES.tooSmall, 'photoTooSmall');
KEYS.set(PHOTO_MESSAGES.tooLarge, 'photoTooLarge');
KEYS.set(PHOTO_MESSAGES.tooManyPixels, 'photoTooManyPixels');
KEYS.set(PHOTO_MESSAGES.polyglot, 'photoPolyglot');
KEYS.set(PHOTO_MESSAGES.unsafe, 'photoUnsafe');

/** Translates the profile's messages, then the accounts' ones (names, phone, passwords); others pass through. */
export function useProfileMessage() {
  const { t } = useTranslation('profile');
  const common = useMessage();
  return useCallback(
    (message: string | undefined | null) => {
      const key = message ? KEYS.get(message) : undefined;
      return key ? t(`messages.${key}`) : common(message);
    },
    [t, common],
  );
}

/** A failed profile change as an error toast: the server's message translated, else `fallback`. */
export function useProfileErrorToast() {
  const message = useProfileMessage();
  return useCallback(
    (fallback: string) => (error: Error) => {
      toast(message(error.message) ?? fallback, 'error');
    },
    [message],
  );
}
