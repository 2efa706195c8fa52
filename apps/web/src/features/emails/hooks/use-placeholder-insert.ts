import { useRef } from 'react';
import type { EmailPlaceholder } from '@immora/shared/emails';

/** Puts `{{placeholder}}` into a textarea's value where its cursor is (or at the end), and keeps the focus there. */
export function usePlaceholderInsert(value: string, setValue: (next: string) => void) {
  const ref = useRef<HTMLTextAreaElement | null>(null);
  const insert = (placeholder: EmailPlaceholder) => {
    const box = ref.current;
    const token = `{{${placeholder}}}`;
    const at = box?.selectionStart ?? value.length;
    const end = box?.selectionEnd ?? at;
    setValue(value.slice(0, at) + token + value.slice(end));
    requestAnimationFrame(() => {
      box?.focus();
      box?.setSelectionRange(at + token.length, at + token.length);
    });
  };
  return { ref, insert };
}
