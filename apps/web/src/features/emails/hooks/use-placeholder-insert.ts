import { useRef } from 'react';
import { flushSync } from 'react-dom';
import type { EmailPlaceholder } from '@immora/shared/emails';

/**
 * Puts `{{placeholder}}` into a textarea's value where its cursor is (or at the end), and keeps the
 * focus there. The new value is drawn at once (flushSync) and the cursor put after the placeholder
 * in the same click: a cursor set a frame later jumped back under the text typed in between, which
 * a slow phone (or a busy test machine) is quick enough to do.
 */
export function usePlaceholderInsert(value: string, setValue: (next: string) => void) {
  const ref = useRef<HTMLTextAreaElement | null>(null);
  const insert = (placeholder: EmailPlaceholder) => {
    const box = ref.current;
    const token = `{{${placeholder}}}`;
    const at = box?.selectionStart ?? value.length;
    const end = box?.selectionEnd ?? at;
    flushSync(() => setValue(value.slice(0, at) + token + value.slice(end)));
    box?.focus();
    box?.setSelectionRange(at + token.length, at + token.length);
  };
  return { ref, insert };
}
