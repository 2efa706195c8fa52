import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon.tsx';
import { NumberField } from '../../../components/form/number-field.tsx';
import { RadioCardsField } from '../../../components/form/radio-cards-field.tsx';
import { SelectField } from '../../../components/form/select-field.tsx';
import { SwitchField } from '../../../components/form/switch-field.tsx';
import { geocodeAddress } from '../../../lib/geocode.ts';
import { estimateFormErrors } from '../utils/estimate-params.ts';
import type { EstimateForm as Values, EstimateFormErrors } from '../utils/estimate-params.ts';
import {
  ESTIMATE_FORM_CATEGORIES,
  ESTIMATE_FORM_EPC_LABELS,
  ESTIMATE_FORM_TRANSACTIONS,
} from '../utils/estimate-vocabulary.ts';
import { AddressField } from './address-field.tsx';

type Props = {
  initial: Values;
  /** The facts to estimate, with the address's point when the geocoder found it. */
  onSubmit: (values: Values) => void;
  /** An estimate is being computed. */
  busy: boolean;
};

type NumberName = 'livingArea' | 'bedrooms' | 'bathrooms' | 'yearBuilt';

const round = (n: number) => String(Math.round(n * 1e6) / 1e6);

/** Focuses the first field the form flagged. */
function focusFirst(errors: EstimateFormErrors) {
  const first = Object.keys(errors)[0];
  if (!first) return;
  requestAnimationFrame(() => {
    document
      .querySelector<HTMLElement>(`.estimate-form [data-field="${first}"] :is(input, select)`)
      ?.focus({ preventScroll: false });
  });
}

/** The property's address (found with the wizard's geocoder) and its facts. */
export function EstimateForm({ initial, onSubmit, busy }: Props) {
  const { t } = useTranslation('estimate');
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<EstimateFormErrors>({});
  const [locating, setLocating] = useState(false);
  const change = (patch: Partial<Values>) => {
    setValues((v) => ({ ...v, ...patch }));
    const touched = Object.keys(patch);
    if (touched.some((k) => k in errors))
      setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !touched.includes(k))));
  };
  const error = (key: keyof Values) => (errors[key] ? t(errors[key]) : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = estimateFormErrors(values);
    if (Object.keys(found).length > 0) {
      setErrors(found);
      focusFirst(found);
      return;
    }
    if (values.latitude && values.longitude) {
      onSubmit(values);
      return;
    }
    setLocating(true);
    try {
      const [best] = await geocodeAddress(`${values.address.trim()}, Belgium`);
      if (!best) {
        const notFound = { address: 'errors.addressNotFound' };
        setErrors(notFound);
        focusFirst(notFound);
        return;
      }
      const located = {
        ...values,
        address: best.label,
        latitude: round(best.latitude),
        longitude: round(best.longitude),
      };
      setValues(located);
      onSubmit(located);
    } catch {
      // The geocoder is out of reach: the API finds the address itself.
      onSubmit(values);
    } finally {
      setLocating(false);
    }
  };

  const number = (name: NumberName, required: boolean, unit?: string) => (
    <NumberField
      name={name}
      label={t(`fields.${name}`)}
      required={required}
      unit={unit}
      error={error(name)}
      value={values[name]}
      onChange={(e) => change({ [name]: e.target.value })}
    />
  );
  const working = busy || locating;

  return (
    <form
      className="card stack estimate-form"
      noValidate
      onSubmit={(e) => void submit(e)}
      aria-labelledby="estimate-form-title"
    >
      <h2 id="estimate-form-title" className="panel__title">
        {t('form.title')}
      </h2>
      <AddressField
        value={values.address}
        located={Boolean(values.latitude && values.longitude)}
        error={error('address')}
        onChange={(address) => change({ address, latitude: '', longitude: '' })}
      />
      <div className="estimate-form__row">
        <SelectField
          name="category"
          label={t('fields.category')}
          required
          placeholder={t('form.choose')}
          options={ESTIMATE_FORM_CATEGORIES.map((c) => ({ value: c, label: t(`categories.${c}`, { ns: 'common' }) }))}
          error={error('category')}
          value={values.category}
          onChange={(e) => change({ category: e.target.value })}
        />
        <RadioCardsField
          name="transaction"
          label={t('fields.transaction')}
          required
          options={ESTIMATE_FORM_TRANSACTIONS.map((value) => ({ value, label: t(`transactions.${value}`) }))}
          error={error('transaction')}
          value={values.transaction as (typeof ESTIMATE_FORM_TRANSACTIONS)[number]}
          onChange={(transaction) => change({ transaction })}
        />
      </div>
      <div className="estimate-form__grid">
        {number('livingArea', true, 'm²')}
        {number('bedrooms', true)}
        {number('bathrooms', true)}
        {number('yearBuilt', false)}
      </div>
      <div className="estimate-form__row">
        <SelectField
          name="epcLabel"
          label={t('fields.epcLabel')}
          help={t('form.epcHelp')}
          placeholder={t('form.unknown')}
          options={ESTIMATE_FORM_EPC_LABELS.map((l) => ({ value: l, label: l }))}
          error={error('epcLabel')}
          value={values.epcLabel}
          onChange={(e) => change({ epcLabel: e.target.value })}
        />
        <div className="stack estimate-form__switches">
          <SwitchField
            name="garden"
            label={t('fields.garden')}
            checked={values.garden}
            onChange={(e) => change({ garden: e.target.checked })}
          />
          <SwitchField
            name="parking"
            label={t('fields.parking')}
            checked={values.parking}
            onChange={(e) => change({ parking: e.target.checked })}
          />
        </div>
      </div>
      <button type="submit" className="btn btn--primary estimate-form__submit" disabled={working} aria-busy={working}>
        <Icon name="chart" size={18} />
        {working ? t('form.working') : t('form.submit')}
      </button>
      <p className="note">{t('form.scope')}</p>
    </form>
  );
}
