import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useCrmMessage } from '../utils/crm-message.ts';

/** A field's message, translated, for the kit's `error` prop. */
export function useFieldError<T extends FieldValues>(form: UseFormReturn<T>) {
  const message = useCrmMessage();
  return (name: Path<T>) => message(form.getFieldState(name, form.formState).error?.message);
}
