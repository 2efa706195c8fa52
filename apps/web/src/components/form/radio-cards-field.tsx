import type { ReactNode } from 'react';
import { Field } from './field.tsx';
import type { FieldProps } from './field.tsx';

export type RadioCard<V extends string> = {
  value: V;
  label: ReactNode;
  /** Under the label, linked to the radio (a plan's description). */
  description?: ReactNode;
  /** At the end of the card (a price, a number of credits). */
  aside?: ReactNode;
  disabled?: boolean;
};

type Props<V extends string> = FieldProps & {
  /** The radios' group name (unique on the page). */
  name: string;
  options: readonly RadioCard<V>[];
  value: V | '' | null | undefined;
  onChange: (value: V) => void;
  onBlur?: () => void;
  /** `row`: cards side by side (two or three short choices); `stack`: one under the other. */
  layout?: 'row' | 'stack';
  /** data-testid of each card. */
  cardTestId?: string;
};

/** One choice of a few, each a card with a radio (arrow keys move between them, as radios do). */
export function RadioCardsField<V extends string>({
  name,
  options,
  value,
  onChange,
  onBlur,
  layout = 'row',
  cardTestId,
  ...field
}: Props<V>) {
  return (
    <Field {...field} name={name} as="group">
      {(control) => (
        <div className={`choice__options choice__options--${layout}`}>
          {options.map((option) => {
            const labelId = `${control.id}-${option.value}`;
            const textId = option.description ? `${labelId}-text` : undefined;
            return (
              <label
                key={option.value}
                className="choice__option"
                data-disabled={option.disabled || undefined}
                data-testid={cardTestId}
              >
                <input
                  type="radio"
                  name={name}
                  value={option.value}
                  checked={value === option.value}
                  disabled={option.disabled}
                  aria-invalid={control['aria-invalid']}
                  aria-labelledby={labelId}
                  aria-describedby={textId}
                  onChange={() => onChange(option.value)}
                  onBlur={onBlur}
                />
                <span className="stack choice__main">
                  <span id={labelId} className="choice__label">
                    {option.label}
                  </span>
                  {option.description && (
                    <span id={textId} className="choice__text">
                      {option.description}
                    </span>
                  )}
                </span>
                {option.aside && <span className="choice__aside">{option.aside}</span>}
              </label>
            );
          })}
        </div>
      )}
    </Field>
  );
}
