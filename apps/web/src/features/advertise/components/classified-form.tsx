import { useId } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { EPC_LABELS, ZClassifiedRequest } from '@immora/shared/classifieds';
import { CATEGORIES } from '@immora/shared/listing';
import { MoneyField } from '../../../components/form/money-field.tsx';
import { centsToEuros } from '../../../components/form/money.ts';
import { NumberField } from '../../../components/form/number-field.tsx';
import { RadioCardsField } from '../../../components/form/radio-cards-field.tsx';
import { requestResolver } from '../../../components/form/request-resolver.ts';
import { SelectField } from '../../../components/form/select-field.tsx';
import { SwitchField } from '../../../components/form/switch-field.tsx';
import { TextareaField } from '../../../components/form/textarea-field.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { Icon } from '../../../components/icon.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { showAlert } from '../../../lib/alerts.ts';
import { useMessage } from '../../../lib/message-key.ts';
import { CityOptions } from '../../../components/city-options.tsx';
import { useFindCity } from '../../../lib/get-cities.ts';
import { useCreateClassified } from '../api/create-classified.ts';
import { classifiedMessageKey } from '../utils/classified-message.ts';

/** The request's fields, the price in cents (the form's money value). */
type Input = Omit<z.input<typeof ZClassifiedRequest>, 'price'> & { price: number | null };
type Output = z.output<typeof ZClassifiedRequest>;
type Field = keyof Input;

const DEFAULTS: Partial<Input> = {
  price: null,
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
  const findCity = useFindCity();
  const create = useCreateClassified();
  const {
    register,
    handleSubmit,
    control,
    reset,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<Input, unknown, Output>({
    resolver: requestResolver(ZClassifiedRequest, (values: Input) => ({
      ...values,
      price: centsToEuros(values.price),
    })),
    defaultValues: DEFAULTS,
  });
  const type = useWatch({ control, name: 'type' });
  const busy = isSubmitting || create.isPending;

  const message = (text: string | undefined) => {
    if (!text) return undefined;
    const key = classifiedMessageKey(text);
    return key ? t(`advertise.form.messages.${key}`) : serverMessage(text);
  };

  const onSubmit = handleSubmit(async (values) => {
    create.reset();
    // A postal code or a place typed or picked ('1050 Ixelles', 'Marloie') stands for its municipality.
    const city = (await findCity(values.city))?.city.name ?? values.city;
    const body = values.type === 'sale' ? { ...values, city } : { ...values, city, epcLabel: undefined };
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
      className="stack form ad-form"
      noValidate
      aria-label={t('advertise.form.title')}
      onSubmit={(event) => void onSubmit(event)}
      aria-busy={busy}
    >
      <TextField
        label={t('advertise.form.fields.title')}
        required
        maxLength={120}
        placeholder={t('advertise.form.placeholders.title')}
        error={message(errors.title?.message)}
        {...register('title')}
      />
      <TextareaField
        label={t('advertise.form.fields.description')}
        required
        rows={6}
        maxLength={5000}
        placeholder={t('advertise.form.placeholders.description')}
        error={message(errors.description?.message)}
        {...register('description')}
      />

      <div className="form__row">
        <Controller
          control={control}
          name="type"
          render={({ field }) => (
            <RadioCardsField
              {...field}
              label={t('advertise.form.fields.type')}
              required
              options={(['rent', 'sale'] as const).map((value) => ({ value, label: t(`listingTypes.${value}`) }))}
              error={message(errors.type?.message)}
            />
          )}
        />
        <SelectField
          label={t('advertise.form.fields.category')}
          required
          options={CATEGORIES.map((value) => ({ value, label: t(`categories.${value}`) }))}
          error={message(errors.category?.message)}
          {...register('category')}
        />
      </div>

      <div className="form__row">
        <Controller
          control={control}
          name="price"
          render={({ field }) => (
            <MoneyField
              {...field}
              label={t(rent ? 'advertise.form.fields.rentPrice' : 'advertise.form.fields.price')}
              required
              unit={rent ? t('advertise.form.perMonth') : undefined}
              error={message(errors.price?.message)}
            />
          )}
        />
        {type === 'sale' && (
          <SelectField
            label={t('advertise.form.fields.epcLabel')}
            required
            placeholder={t('advertise.form.chooseLabel')}
            options={EPC_LABELS.map((label) => ({ value: label, label }))}
            help={t('advertise.form.epcHint')}
            error={message(errors.epcLabel?.message)}
            {...register('epcLabel', { setValueAs: blankToUndefined })}
          />
        )}
      </div>

      <div className="form__row">
        <TextField
          label={t('advertise.form.fields.city')}
          required
          list={`${id}-cities`}
          autoComplete="off"
          maxLength={80}
          placeholder={t('advertise.form.placeholders.city')}
          error={message(errors.city?.message)}
          {...register('city')}
        />
        <CityOptions id={`${id}-cities`} />
        <TextField
          label={t('advertise.form.fields.address')}
          required
          autoComplete="street-address"
          maxLength={200}
          placeholder={t('advertise.form.placeholders.address')}
          error={message(errors.address?.message)}
          {...register('address')}
        />
      </div>

      <div className="form__row ad-form__counts">
        {(['bedrooms', 'bathrooms', 'area'] as const).map((name) => (
          <NumberField
            key={name}
            label={t(`advertise.form.fields.${name}`)}
            required={name !== 'area'}
            unit={name === 'area' ? 'm²' : undefined}
            error={message(errors[name]?.message)}
            {...register(name, { valueAsNumber: true })}
          />
        ))}
      </div>

      <SwitchField label={t('advertise.form.fields.availableNow')} {...register('availableNow')} />

      {failure && (
        <div className="notice notice--error ad-form__alert" role="alert">
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
