import { useTranslation } from 'react-i18next';
import { AMENITIES } from '@immora/shared/listing';
import { STEPS, stepOfField } from '../utils/wizard-steps.ts';
import type { Step } from '../utils/wizard-steps.ts';
import { MultiSelectField } from '../../../components/form/multi-select-field.tsx';
import { Icon } from '../../../components/icon.tsx';
import type { StepProps } from './step-props.ts';

/** The label of a field, a fact (`facts.epcCode`) or `photos` in the missing-fields summary. */
export function useFieldLabel() {
  const { t } = useTranslation();
  return (field: string) => {
    if (field.startsWith('facts.')) return t(`addProperty.facts.${field.slice(6)}.label`);
    // A language version's field: 'Title (Dutch)'.
    const [, language, part] = /^translations\.(\w+)\.(\w+)$/.exec(field) ?? [];
    if (language && part)
      return t('addProperty.fields.inLanguage', {
        field: t(`addProperty.fields.${part}`),
        language: t(`languageNames.${language}`),
      });
    return t(`addProperty.fields.${field}`);
  };
}

type Props = StepProps & { missing: string[]; onGoTo: (step: Step, field: string) => void };

/** Step 4: amenities, then what publishing still needs, with a way to each step. */
export function AmenitiesStep({ values, onChange, missing, onGoTo }: Props) {
  const { t } = useTranslation();
  const label = useFieldLabel();
  const byStep = STEPS.map((step) => ({ step, fields: missing.filter((f) => stepOfField(f) === step) })).filter(
    (g) => g.fields.length > 0,
  );

  return (
    <div className="stack wizard-step">
      <section className="card stack wizard-card" aria-labelledby="wizard-amenities">
        <div className="split wizard-card__head">
          <h2 id="wizard-amenities" className="row wizard-card__title">
            {t('addProperty.steps.amenities')}
          </h2>
          <span className="pill pill--muted wizard-card__count">
            {t('addProperty.amenitiesChosen', { count: values.amenities.length })}
          </span>
        </div>
        <MultiSelectField
          name="amenities"
          label={t('addProperty.steps.amenities')}
          hideLabel
          options={AMENITIES.map((amenity) => ({ value: amenity, label: t(`property.amenity.${amenity}`) }))}
          value={values.amenities}
          onChange={(amenities) => onChange({ amenities })}
        />
      </section>

      <section
        className={`card stack wizard-card checklist${byStep.length === 0 ? ' checklist--ready' : ''}`}
        aria-labelledby="wizard-checklist"
      >
        <h2 id="wizard-checklist" className="row wizard-card__title">
          <Icon name={byStep.length === 0 ? 'check' : 'alert'} size={20} />
          {byStep.length === 0
            ? t('addProperty.checklist.ready')
            : t('addProperty.checklist.title', { count: missing.length })}
        </h2>
        {byStep.length === 0 ? (
          <p className="wizard-card__lead">{t('addProperty.checklist.readyText')}</p>
        ) : (
          <ul className="checklist__steps">
            {byStep.map(({ step, fields }) => (
              <li key={step}>
                <span className="checklist__step">{t(`addProperty.steps.${step}`)}</span>
                <ul className="cluster checklist__fields">
                  {fields.map((field) => (
                    <li key={field}>
                      <button type="button" className="checklist__link" onClick={() => onGoTo(step, field)}>
                        {label(field)}
                      </button>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
