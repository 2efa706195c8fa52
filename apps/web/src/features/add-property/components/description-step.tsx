import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CATEGORIES, LISTING_TYPES } from '@immora/shared/listing';
import type { Category, ListingType } from '@immora/shared/listing';
import { WizardField } from './wizard-field.tsx';
import type { StepProps } from './step-props.ts';

type NumberField = 'price' | 'bedrooms' | 'bathrooms' | 'area' | 'yearBuilt';

/** Step 1: what is offered, at what price, and how large (photos are added below it). */
export function DescriptionStep({ values, errors, onChange, photos }: StepProps & { photos: ReactNode }) {
  const { t } = useTranslation();
  const number = (name: NumberField, opts: { required: boolean; suffix?: string; decimal?: boolean }) => (
    <WizardField name={name} label={t(`addProperty.fields.${name}`)} required={opts.required} error={errors[name]}>
      {({ id, describedBy, invalid }) => (
        <div className="wizard-affix">
          <input
            id={id}
            name={name}
            className="field__input"
            inputMode={opts.decimal ? 'decimal' : 'numeric'}
            autoComplete="off"
            value={values[name]}
            aria-invalid={invalid}
            aria-describedby={describedBy}
            onChange={(e) => onChange({ [name]: e.target.value })}
          />
          {opts.suffix && (
            <span className="wizard-affix__text" aria-hidden="true">
              {opts.suffix}
            </span>
          )}
        </div>
      )}
    </WizardField>
  );

  return (
    <div className="wizard-step">
      <section className="wizard-card" aria-labelledby="wizard-basics">
        <h2 id="wizard-basics" className="wizard-card__title">
          {t('addProperty.sections.basics')}
        </h2>
        <WizardField
          name="title"
          label={t('addProperty.fields.title')}
          required
          error={errors.title}
          help={t('addProperty.help.title')}
        >
          {({ id, describedBy, invalid }) => (
            <input
              id={id}
              name="title"
              className="field__input"
              maxLength={120}
              value={values.title}
              aria-invalid={invalid}
              aria-describedby={describedBy}
              onChange={(e) => onChange({ title: e.target.value })}
            />
          )}
        </WizardField>
        <WizardField
          name="description"
          label={t('addProperty.fields.description')}
          required
          error={errors.description}
          help={t('addProperty.help.description', { count: values.description.trim().length })}
        >
          {({ id, describedBy, invalid }) => (
            <textarea
              id={id}
              name="description"
              className="field__input wizard-textarea"
              rows={7}
              maxLength={5000}
              value={values.description}
              aria-invalid={invalid}
              aria-describedby={describedBy}
              onChange={(e) => onChange({ description: e.target.value })}
            />
          )}
        </WizardField>
        <div className="form__row">
          <WizardField name="category" label={t('addProperty.fields.category')} required error={errors.category}>
            {({ id, describedBy, invalid }) => (
              <select
                id={id}
                name="category"
                className="field__input"
                value={values.category}
                aria-invalid={invalid}
                aria-describedby={describedBy}
                onChange={(e) => onChange({ category: e.target.value as Category | '' })}
              >
                <option value="">{t('addProperty.choose')}</option>
                {CATEGORIES.map((c) => (
                  <option key={c} value={c}>
                    {t(`categories.${c}`)}
                  </option>
                ))}
              </select>
            )}
          </WizardField>
          <fieldset className="choice wizard-field" data-field="type" data-invalid={errors.type ? true : undefined}>
            <legend>
              {t('addProperty.fields.type')}
              <span className="wizard-field__required" aria-hidden="true">
                {' *'}
              </span>
            </legend>
            <div className="wizard-segments">
              {LISTING_TYPES.map((value) => (
                <label key={value} className="wizard-segment" data-active={values.type === value}>
                  <input
                    type="radio"
                    name="type"
                    value={value}
                    checked={values.type === value}
                    onChange={() => onChange({ type: value as ListingType })}
                  />
                  {t(`listingTypes.${value}`)}
                </label>
              ))}
            </div>
            {errors.type && (
              <p className="field__error" role="alert">
                {t(`addProperty.errors.${errors.type}`)}
              </p>
            )}
          </fieldset>
        </div>
        <div className="form__row">
          {number('price', {
            required: true,
            suffix: values.type === 'rent' ? t('addProperty.perMonth') : '€',
            decimal: true,
          })}
          <label className="wizard-check wizard-check--boxed">
            <input
              type="checkbox"
              name="availableNow"
              checked={values.availableNow}
              onChange={(e) => onChange({ availableNow: e.target.checked })}
            />
            <span>
              <strong>{t('addProperty.fields.availableNow')}</strong>
              <small>{t('addProperty.help.availableNow')}</small>
            </span>
          </label>
        </div>
      </section>

      <section className="wizard-card" aria-labelledby="wizard-size">
        <h2 id="wizard-size" className="wizard-card__title">
          {t('addProperty.sections.size')}
        </h2>
        <div className="wizard-grid-4">
          {number('bedrooms', { required: true })}
          {number('bathrooms', { required: true })}
          {number('area', { required: true, suffix: 'm²' })}
          {number('yearBuilt', { required: values.type !== '' && values.type !== 'rent' })}
        </div>
      </section>

      {photos}
    </div>
  );
}
