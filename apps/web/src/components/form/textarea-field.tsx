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
  // A registered (uncontrolled) textarea gets its default value after the first render.
  useEffect(() => setTyped(node.current?.value.length ?? 0), []);
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
