import { useId } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { EPC_LABELS, ZClassifiedRequest } from '@immora/shared/classifieds';
import { CATEGORIES } from '@immora/shared/listing';
import { TextField } from '../../../components/form/text-field.tsx';
import { Icon } from '../../../components/icon.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { showAlert } from '../../../lib/alerts.ts';
import { useMessage } from '../../../lib/message-key.ts';
import { useCities } from '../api/get-cities.ts';
import { useCreateClassified } from '../api/create-classified.ts';
import { classifiedMessageKey } from '../utils/classified-message.ts';

type Input = z.input<typeof ZClassifiedRequest>;
type Output = z.output<typeof ZClassifiedRequest>;
type Field = keyof Input;

const DEFAULTS: Partial<Input> = {
  title: '',
  description: '',
  category: 'apartments',
  type: 'rent',
  city: '',
  address: '',
  bedrooms: 1,
  bathrooms: 1,
  availableNow: true,
};
const FIELDS = new Set<string>(Object.keys(ZClassifiedRequest.shape));
const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);

/** 'Place a classified': the essentials of a listing, published at once (POST /api/classifieds). */
export function ClassifiedForm() {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const serverMessage = useMessage();
  const cities = useCities();
  const create = useCreateClassified();
  const {
    register,
    handleSubmit,
    control,
    reset,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<Input, unknown, Output>({ resolver: zodResolver(ZClassifiedRequest), defaultValues: DEFAULTS });
  const type = useWatch({ control, name: 'type' });
  const busy = isSubmitting || create.isPending;

  const message = (text: string | undefined) => {
    if (!text) return undefined;
    const key = classifiedMessageKey(text);
    return key ? t(`advertise.form.messages.${key}`) : serverMessage(text);
  };

  const onSubmit = handleSubmit(async (values) => {
    create.reset();
    const body = values.type === 'sale' ? values : { ...values, epcLabel: undefined };
    try {
      const created = await create.mutateAsync(body);
      const result = await showAlert({
        icon: 'success',
        title: message(created.message) ?? t('advertise.form.messages.published'),
        text: t('advertise.form.publishedText'),
        confirmButtonText: t('advertise.form.view'),
        showCancelButton: true,
        cancelButtonText: t('advertise.form.another'),
      });
      if (result.isConfirmed) {
        void navigate(`/single-v1/${created.id}`);
        return;
      }
      reset(DEFAULTS);
      setFocus('title');
    } catch (error) {
      if (error instanceof ApiError && error.fields) {
        for (const [field, text] of Object.entries(error.fields)) {
          if (FIELDS.has(field)) setError(field as Field, { type: 'server', message: text });
        }
      }
    }
  });

  const failure = create.error instanceof ApiError ? create.error : create.error ? new ApiError(0, 'ERROR', '') : null;
  const rent = type === 'rent';

  return (
    <form
      className="form ad-form"
      noValidate
      aria-label={t('advertise.form.title')}
      onSubmit={(event) => void onSubmit(event)}
      aria-busy={busy}
    >
      <TextField
        label={t('advertise.form.fields.title')}
        maxLength={120}
        placeholder={t('advertise.form.placeholders.title')}
        error={message(errors.title?.message)}
        {...register('title')}
      />
      <div className="field">
        <label htmlFor={`${id}-description`} className="field__label">
          {t('advertise.form.fields.description')}
        </label>
        <textarea
          id={`${id}-description`}
          className="field__input ad-form__textarea"
          rows={6}
          maxLength={5000}
          placeholder={t('advertise.form.placeholders.description')}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={errors.description ? `${id}-description-error` : undefined}
          {...register('description')}
        />
        {errors.description && (
          <p id={`${id}-description-error`} className="field__error" role="alert">
            {message(errors.description.message)}
          </p>
        )}
      </div>

      <div className="form__row">
        <fieldset className="choice">
          <legend>{t('advertise.form.fields.type')}</legend>
          <div className="choice__options">
            {(['rent', 'sale'] as const).map((value) => (
              <label key={value} className="choice__option ad-form__choice" data-active={type === value}>
                <input type="radio" value={value} {...register('type')} />
                {t(`listingTypes.${value}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="field">
          <label htmlFor={`${id}-category`} className="field__label">
            {t('advertise.form.fields.category')}
          </label>
          <select id={`${id}-category`} className="field__input" {...register('category')}>
            {CATEGORIES.map((value) => (
              <option key={value} value={value}>
                {t(`categories.${value}`)}
              </option>
            ))}
          </select>
        </div>
      </div>

      <div className="form__row">
        <TextField
          label={t(rent ? 'advertise.form.fields.rentPrice' : 'advertise.form.fields.price')}
          type="number"
          inputMode="decimal"
          min={1}
          step="any"
          error={message(errors.price?.message)}
          end={<span className="ad-form__unit">{rent ? t('advertise.form.perMonth') : '€'}</span>}
          {...register('price', { valueAsNumber: true })}
        />
        {type === 'sale' && (
          <div className="field">
            <label htmlFor={`${id}-epc`} className="field__label">
              {t('advertise.form.fields.epcLabel')}
            </label>
            <select
              id={`${id}-epc`}
              className="field__input"
              required
              aria-invalid={errors.epcLabel ? true : undefined}
              aria-describedby={errors.epcLabel ? `${id}-epc-error` : `${id}-epc-hint`}
              {...register('epcLabel', { setValueAs: blankToUndefined })}
            >
              <option value="">{t('advertise.form.chooseLabel')}</option>
              {EPC_LABELS.map((label) => (
                <option key={label} value={label}>
                  {label}
                </option>
              ))}
            </select>
            {errors.epcLabel ? (
              <p id={`${id}-epc-error`} className="field__error" role="alert">
                {message(errors.epcLabel.message)}
              </p>
            ) : (
              <p id={`${id}-epc-hint`} className="ad-form__hint">
                {t('advertise.form.epcHint')}
              </p>
            )}
          </div>
        )}
      </div>

      <div className="form__row">
        <TextField
          label={t('advertise.form.fields.city')}
          list={`${id}-cities`}
          autoComplete="off"
          maxLength={80}
          placeholder={t('advertise.form.placeholders.city')}
          error={message(errors.city?.message)}
          {...register('city')}
        />
        <datalist id={`${id}-cities`}>
          {cities.data?.map((city) => (
            <option key={city.id} value={city.name} />
          ))}
        </datalist>
        <TextField
          label={t('advertise.form.fields.address')}
          autoComplete="street-address"
          maxLength={200}
          placeholder={t('advertise.form.placeholders.address')}
          error={message(errors.address?.message)}
          {...register('address')}
        />
      </div>

      <div className="form__row ad-form__counts">
        <TextField
          label={t('advertise.form.fields.bedrooms')}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          error={message(errors.bedrooms?.message)}
          {...register('bedrooms', { valueAsNumber: true })}
        />
        <TextField
          label={t('advertise.form.fields.bathrooms')}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          error={message(errors.bathrooms?.message)}
          {...register('bathrooms', { valueAsNumber: true })}
        />
        <TextField
          label={t('advertise.form.fields.area')}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          error={message(errors.area?.message)}
          end={<span className="ad-form__unit">m²</span>}
          {...register('area', { valueAsNumber: true })}
        />
      </div>

      <label className="ad-form__check">
        <input type="checkbox" {...register('availableNow')} />
        {t('advertise.form.fields.availableNow')}
      </label>

      {failure && (
        <div className="ad-form__alert" role="alert">
          <Icon name="shield" size={18} />
          <p>
            {message(failure.message) || t('advertise.form.genericError')}
            {failure.status === 403 && (
              <>
                {' '}
                <Link to="/pricing">{t('advertise.form.seePlans')}</Link>
              </>
            )}
          </p>
        </div>
      )}

      <button type="submit" className="btn btn--primary ad-form__submit" disabled={busy}>
        {busy ? <span className="ad-form__spinner" aria-hidden="true" /> : <Icon name="check" size={18} />}
        {t(busy ? 'advertise.form.publishing' : 'advertise.form.submit')}
      </button>
    </form>
  );
}
