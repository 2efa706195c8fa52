import { useEffect, useRef, useState } from 'react';
import type { Ref, TextareaHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, splitFieldProps } from './field.tsx';
import type { FieldProps } from './field.tsx';

type Props = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & FieldProps & { ref?: Ref<HTMLTextAreaElement> };

/** Several lines of text with a counter of the characters typed against `maxLength`. */
export function TextareaField(props: Props) {
  const [field, { ref, onChange, ...area }] = splitFieldProps(props);
  const { t } = useTranslation();
  const [typed, setTyped] = useState(0);
  const node = useRef<HTMLTextAreaElement | null>(null);
  const count = typeof area.value === 'string' ? area.value.length : typed;
  const track = (element: HTMLTextAreaElement | null) => {
    node.current = element;
    if (typeof ref === 'function') ref(element);
    else if (ref) ref.current = element;
  };
  // A registered (uncontrolled) textarea gets its value from the form after a render (its
  // default, a reset): the counter follows the box, not only the keys typed. It runs after every
  // render on purpose and sets state only when the length differs, so it settles at once.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => {
    const length = node.current?.value.length ?? 0;
    if (length !== typed) setTyped(length);
  });
  return (
    <Field
      {...field}
      aside={
        area.maxLength ? (
          <span className="field__counter" data-full={count >= area.maxLength || undefined}>
            {t('form.counter', { count, max: area.maxLength })}
          </span>
        ) : undefined
      }
    >
      {(control) => (
        <textarea
          ref={track}
          name={field.name}
          className="field__input field__textarea"
          {...control}
          {...area}
          onChange={(event) => {
            setTyped(event.target.value.length);
            onChange?.(event);
          }}
        />
      )}
    </Field>
  );
}
