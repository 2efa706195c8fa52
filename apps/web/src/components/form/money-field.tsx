import { useState } from 'react';
import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCents, parseEuros } from './money.ts';
import { FieldUnit, TextField } from './text-field.tsx';
import type { FieldProps } from './field.tsx';

type Props = Omit<FieldProps, 'className'> & {
  /** Whole cents; null when blank, NaN when what is typed is not an amount. */
  value: number | null;
  onChange: (cents: number | null) => void;
  onBlur?: () => void;
  ref?: Ref<HTMLInputElement>;
  disabled?: boolean | undefined;
  /** After the amount, instead of the € before it (€ / month). */
  unit?: ReactNode;
  className?: string;
};

/**
 * A euro amount: shown in the language's format, typed freely, handed to the form in cents
 * (react-hook-form: `<Controller render={({ field }) => <MoneyField {...field} … />} />`).
 */
export function MoneyField({ value, onChange, onBlur, unit, ...field }: Props) {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  /** What the user typed, while they type and while it is not an amount. */
  const [draft, setDraft] = useState<string | null>(null);
  const [focused, setFocused] = useState(false);
  const shown =
    value === null
      ? focused
        ? (draft ?? '')
        : ''
      : Number.isNaN(value)
        ? (draft ?? '')
        : focused && draft !== null
          ? draft
          : formatCents(value, language);
  return (
    <TextField
      {...field}
      inputMode="decimal"
      autoComplete="off"
      start={unit ? undefined : '€'}
      value={shown}
      end={unit ? <FieldUnit>{unit}</FieldUnit> : undefined}
      onFocus={() => setFocused(true)}
      onChange={(event) => {
        setDraft(event.target.value);
        onChange(parseEuros(event.target.value, language));
      }}
      onBlur={() => {
        setFocused(false);
        if (value !== null && !Number.isNaN(value)) setDraft(null);
        onBlur?.();
      }}
    />
  );
}
