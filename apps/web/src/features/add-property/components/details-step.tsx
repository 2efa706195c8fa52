import { useTranslation } from 'react-i18next';
import { requiredFacts } from '@immora/shared/listing-form';
import type { FactKey } from '@immora/shared/listing-form';
import { Icon } from '../../../components/icon.tsx';
import { regionOf } from '../utils/form-values.ts';
import { factGroups } from '../utils/fact-fields.ts';
import { FactField } from './fact-field.tsx';
import { TimeSlots } from './time-slots.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { useErrorText } from '../utils/use-error-text.ts';
import type { StepProps } from './step-props.ts';

/** Step 3: the Belgian facts of the region and type (required ones marked), reference code, viewing hours. */
export function DetailsStep({ values, errors, onChange, onGoToLocation }: StepProps & { onGoToLocation: () => void }) {
  const { t } = useTranslation();
  const error = useErrorText();
  const region = regionOf(values);
  const year = Number(values.yearBuilt);
  const required = new Set<FactKey>(
    region && values.type
      ? requiredFacts({
          region,
          type: values.type,
          yearBuilt: values.yearBuilt && Number.isInteger(year) ? year : null,
        })
      : [],
  );
  const setFact = (key: FactKey, value: string) => onChange({ facts: { ...values.facts, [key]: value } });

  return (
    <div className="stack wizard-step">
      <section className="card stack wizard-card" aria-labelledby="wizard-facts">
        <div className="split wizard-card__head">
          <h2 id="wizard-facts" className="row wizard-card__title">
            {t('addProperty.sections.facts')}
          </h2>
          {region && (
            <span className={`row-inline region-badge region-badge--${region}`}>
              <Icon name="pin" size={14} />
              {t(`addProperty.regions.${region}`)}
            </span>
          )}
        </div>
        <p className="wizard-card__lead">
          {region && values.type
            ? t(values.type === 'rent' ? 'addProperty.facts.leadRent' : 'addProperty.facts.leadSale', {
                region: t(`addProperty.regions.${region}`),
              })
            : t('addProperty.facts.leadUnknown')}
        </p>
        {!region && (
          <div className="wizard-notice wizard-notice--info wizard-notice--block">
            <span>{t('addProperty.facts.noRegion')}</span>
            <button type="button" className="btn btn--ghost btn--small" onClick={onGoToLocation}>
              {t('addProperty.goTo', { step: t('addProperty.steps.location') })}
            </button>
          </div>
        )}
        {factGroups(region).map((group) => (
          <fieldset key={group.key} className="fact-group">
            <legend className="fact-group__title">
              {t(`addProperty.facts.groups.${group.key}`, { region: region ? t(`addProperty.regions.${region}`) : '' })}
            </legend>
            <div className="fact-group__grid">
              {group.facts.map((key) => (
                <FactField
                  key={key}
                  name={key}
                  value={values.facts[key]}
                  required={required.has(key)}
                  error={errors[`facts.${key}`]}
                  onChange={(v) => setFact(key, v)}
                />
              ))}
            </div>
          </fieldset>
        ))}
      </section>

      <section className="card stack wizard-card" aria-labelledby="wizard-reference">
        <h2 id="wizard-reference" className="row wizard-card__title">
          {t('addProperty.sections.reference')}
        </h2>
        <TextField
          name="referenceCode"
          label={t('addProperty.fields.referenceCode')}
          error={error(errors.referenceCode)}
          help={t('addProperty.help.referenceCode')}
          className="wizard-field--narrow"
          maxLength={40}
          value={values.referenceCode}
          onChange={(e) => onChange({ referenceCode: e.target.value })}
        />
      </section>

      <section className="card stack wizard-card" aria-labelledby="wizard-viewings">
        <h2 id="wizard-viewings" className="row wizard-card__title">
          {t('addProperty.sections.viewings')}
        </h2>
        <p className="wizard-card__lead">{t('addProperty.help.viewings')}</p>
        <TimeSlots
          value={values.availableTimeSlots}
          onChange={(availableTimeSlots) => onChange({ availableTimeSlots })}
        />
      </section>
    </div>
  );
}
