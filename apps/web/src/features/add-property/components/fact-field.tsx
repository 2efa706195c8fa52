import { useTranslation } from 'react-i18next';
import type { FactKey } from '@immora/shared/listing-form';
import { FACT_KINDS } from '../utils/fact-fields.ts';
import { WizardField } from './wizard-field.tsx';

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
  const kind = FACT_KINDS[name];
  const label = t(`addProperty.facts.${name}.label`);
  const help = t(`addProperty.facts.${name}.help`);

  if (kind.kind === 'yesNo')
    return (
      <fieldset
        className="choice wizard-field fact-yesno"
        data-field={`facts.${name}`}
        data-invalid={error ? true : undefined}
      >
        <legend>
          {label}
          {required && <span className="wizard-field__required">{' *'}</span>}
        </legend>
        <div className="wizard-segments wizard-segments--small">
          {(['yes', 'no'] as const).map((option) => (
            <label key={option} className="wizard-segment" data-active={value === option}>
              <input
                type="radio"
                name={`facts.${name}`}
                value={option}
                checked={value === option}
                onChange={() => onChange(option)}
              />
              {t(`addProperty.${option}`)}
            </label>
          ))}
        </div>
        {error && (
          <p className="field__error" role="alert">
            {t(`addProperty.errors.${error}`)}
          </p>
        )}
        <p className="wizard-field__help">{help}</p>
      </fieldset>
    );

  return (
    <WizardField name={`facts.${name}`} label={label} required={required} error={error} help={help}>
      {({ id, describedBy, invalid }) =>
        kind.kind === 'choice' ? (
          <select
            id={id}
            name={`facts.${name}`}
            className="field__input"
            value={value}
            aria-invalid={invalid}
            aria-describedby={describedBy}
            onChange={(e) => onChange(e.target.value)}
          >
            <option value="">{t('addProperty.choose')}</option>
            {kind.options.map((option) => (
              <option key={option} value={option}>
                {name.startsWith('flood') ? t(`property.facts.floodScore.${option}`) : option}
              </option>
            ))}
          </select>
        ) : (
          <div className="wizard-affix">
            <input
              id={id}
              name={`facts.${name}`}
              className="field__input"
              inputMode={kind.kind === 'number' ? 'numeric' : undefined}
              maxLength={kind.kind === 'text' ? kind.maxLength : undefined}
              autoComplete="off"
              value={value}
              aria-invalid={invalid}
              aria-describedby={describedBy}
              onChange={(e) => onChange(e.target.value)}
            />
            {kind.kind === 'number' && kind.unit && (
              <span className="wizard-affix__text" aria-hidden="true">
                {kind.unit}
              </span>
            )}
          </div>
        )
      }
    </WizardField>
  );
}
