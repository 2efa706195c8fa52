import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CATEGORIES, LISTING_TYPES } from '@immora/shared/listing';
import type { Category, ListingType } from '@immora/shared/listing';
import { MoneyField } from '../../../components/form/money-field.tsx';
import { NumberField } from '../../../components/form/number-field.tsx';
import { RadioCardsField } from '../../../components/form/radio-cards-field.tsx';
import { SelectField } from '../../../components/form/select-field.tsx';
import { SwitchField } from '../../../components/form/switch-field.tsx';
import { priceCents, priceText } from '../utils/form-values.ts';
import { useErrorText } from '../utils/use-error-text.ts';
import type { StepProps } from './step-props.ts';
import { LanguageVersions } from './language-versions.tsx';
import { ComparableRange } from './comparable-range.tsx';

type NumberName = 'bedrooms' | 'bathrooms' | 'area' | 'yearBuilt';

/** Step 1: what is offered, at what price, and how large (photos are added below it). */
export function DescriptionStep({
  values,
  errors,
  onChange,
  photos,
  onGoToLocation,
}: StepProps & { photos: ReactNode; onGoToLocation: () => void }) {
  const { t } = useTranslation();
  const error = useErrorText();
  const number = (name: NumberName, required: boolean, unit?: string) => (
    <NumberField
      name={name}
      label={t(`addProperty.fields.${name}`)}
      required={required}
      unit={unit}
      error={error(errors[name])}
      value={values[name]}
      onChange={(e) => onChange({ [name]: e.target.value })}
    />
  );

  return (
    <div className="stack wizard-step">
      <section className="card stack wizard-card" aria-labelledby="wizard-basics">
        <h2 id="wizard-basics" className="row wizard-card__title">
          {t('addProperty.sections.basics')}
        </h2>
        <LanguageVersions values={values} errors={errors} onChange={onChange} />
        <div className="form__row">
          <SelectField
            name="category"
            label={t('addProperty.fields.category')}
            required
            placeholder={t('addProperty.choose')}
            options={CATEGORIES.map((c) => ({ value: c, label: t(`categories.${c}`) }))}
            error={error(errors.category)}
            value={values.category}
            onChange={(e) => onChange({ category: e.target.value as Category | '' })}
          />
          <RadioCardsField
            name="type"
            label={t('addProperty.fields.type')}
            required
            options={LISTING_TYPES.map((value) => ({ value, label: t(`listingTypes.${value}`) }))}
            error={error(errors.type)}
            value={values.type}
            onChange={(type: ListingType) => onChange({ type })}
          />
        </div>
        <ComparableRange values={values} onGoToLocation={onGoToLocation} />
        <div className="form__row">
          <MoneyField
            name="price"
            label={t('addProperty.fields.price')}
            required
            unit={values.type === 'rent' ? t('addProperty.perMonth') : undefined}
            error={error(errors.price)}
            value={priceCents(values)}
            onChange={(cents) => onChange({ price: priceText(cents) })}
          />
          <SwitchField
            boxed
            name="availableNow"
            label={t('addProperty.fields.availableNow')}
            help={t('addProperty.help.availableNow')}
            checked={values.availableNow}
            onChange={(e) => onChange({ availableNow: e.target.checked })}
          />
        </div>
      </section>

      <section className="card stack wizard-card" aria-labelledby="wizard-size">
        <h2 id="wizard-size" className="row wizard-card__title">
          {t('addProperty.sections.size')}
        </h2>
        <div className="columns wizard-grid-4">
          {number('bedrooms', true)}
          {number('bathrooms', true)}
          {number('area', true, 'm²')}
          {number('yearBuilt', values.type !== '' && values.type !== 'rent')}
        </div>
      </section>

      {photos}
    </div>
  );
}
