import { useTranslation } from 'react-i18next';
import type { FactKey } from '@immora/shared/listing-form';
import { NumberField } from '../../../components/form/number-field.tsx';
import { RadioCardsField } from '../../../components/form/radio-cards-field.tsx';
import { SelectField } from '../../../components/form/select-field.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { FACT_KINDS } from '../utils/fact-fields.ts';
import { useErrorText } from '../utils/use-error-text.ts';

type Props = {
  name: FactKey;
  value: string;
  required: boolean;
  error: string | undefined;
  onChange: (value: string) => void;
};

/** One Belgian fact, entered the way its kind needs, with a short explanation. */
export function FactField({ name, value, required, error, onChange }: Props) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const kind = FACT_KINDS[name];
  const field = {
    name: `facts.${name}`,
    label: t(`addProperty.facts.${name}.label`),
    help: t(`addProperty.facts.${name}.help`),
    required,
    error: errorText(error),
  };

  if (kind.kind === 'yesNo')
    return (
      <RadioCardsField
        {...field}
        className="fact-yesno"
        options={(['yes', 'no'] as const).map((option) => ({ value: option, label: t(`addProperty.${option}`) }))}
        value={value}
        onChange={onChange}
      />
    );
  if (kind.kind === 'choice')
    return (
      <SelectField
        {...field}
        placeholder={t('addProperty.choose')}
        options={kind.options.map((option) => ({
          value: option,
          label: name.startsWith('flood') ? t(`property.facts.floodScore.${option}`) : option,
        }))}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    );
  if (kind.kind === 'number')
    return <NumberField {...field} unit={kind.unit} value={value} onChange={(e) => onChange(e.target.value)} />;
  return (
    <TextField
      {...field}
      maxLength={kind.maxLength}
      autoComplete="off"
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
