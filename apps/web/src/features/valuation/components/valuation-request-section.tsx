import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TEstimate, TEstimateInput } from '@immora/shared/estimates';
import { isLanguage } from '@immora/shared/languages';
import {
  VALUATION_MESSAGE_KEYS,
  ZValuationRequest,
  valuationEstimate,
  type TValuationRequest,
  type TValuationRequestResult,
} from '@immora/shared/valuation-requests';
import { EmailField } from '../../../components/form/email-field.tsx';
import { PhoneField } from '../../../components/form/phone-field.tsx';
import { requestResolver } from '../../../components/form/request-resolver.ts';
import { TextField } from '../../../components/form/text-field.tsx';
import { Icon } from '../../../components/icon.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useMessage } from '../../../lib/message-key.ts';
import { useValuationProfessionals } from '../api/get-valuation-professionals.ts';
import { useSendValuationRequest } from '../api/send-valuation-request.ts';
import { AUTO, ProfessionalPicker } from './professional-picker.tsx';
import './valuation-request-section.css';

type Props = {
  /** The facts the estimate was asked for (what `POST /api/estimates` received). */
  input: TEstimateInput;
  /** Its answer. */
  estimate: TEstimate;
};

type Values = { professionalId: string; name: string; email: string; phone: string; consent: boolean; website: string };
const FIELDS = ['name', 'email', 'phone', 'consent', 'professionalId'] as const;

/**
 * "Have an agent value it for free" under the estimate (decision 070): the short list of the
 * municipality's professionals to pick from (or let Immora choose), then name, e-mail, phone and
 * consent. Sent, it names who received the request.
 */
export function ValuationRequestSection({ input, estimate }: Props) {
  const { t, i18n } = useTranslation('valuation');
  const translate = useMessage();
  const lat = input.latitude ?? estimate.latitude;
  const lon = input.longitude ?? estimate.longitude;
  const professionals = useValuationProfessionals(lat != null && lon != null ? { lat, lon } : null);
  const send = useSendValuationRequest();
  const [sent, setSent] = useState<TValuationRequestResult | null>(null);
  const language = isLanguage(i18n.language) ? i18n.language : 'en';

  const toBody = (values: Values): TValuationRequest => ({
    facts: input,
    estimate: valuationEstimate(estimate),
    ...(values.professionalId !== AUTO ? { professionalId: values.professionalId } : {}),
    name: values.name,
    email: values.email,
    phone: values.phone,
    consent: values.consent as true,
    language,
    ...(values.website ? { website: values.website } : {}),
  });
  const form = useForm<Values, unknown, TValuationRequest>({
    resolver: requestResolver(ZValuationRequest, toBody),
    defaultValues: { professionalId: AUTO, name: '', email: '', phone: '', consent: false, website: '' },
  });
  const { register, handleSubmit, setError, control, formState } = form;

  const message = (text: string | undefined) => {
    if (!text) return undefined;
    const key = VALUATION_MESSAGE_KEYS[text as keyof typeof VALUATION_MESSAGE_KEYS];
    return key ? t(key) : translate(text);
  };

  const onSubmit = handleSubmit(async (body) => {
    try {
      setSent(await send.mutateAsync(body));
    } catch (error) {
      if (!(error instanceof ApiError) || !error.fields) return;
      for (const [field, text] of Object.entries(error.fields))
        if ((FIELDS as readonly string[]).includes(field))
          setError(field as (typeof FIELDS)[number], { message: text });
    }
  });

  const failure =
    send.error instanceof ApiError && !send.error.fields
      ? (message(send.error.message) ?? t('errors.failed'))
      : send.error && !(send.error instanceof ApiError)
        ? t('errors.failed')
        : null;

  const list = professionals.data;
  const m = list?.municipality;
  const place = m ? `${m.postalCode} ${language === 'nl' ? m.nameNl : language === 'fr' ? m.nameFr : m.name}` : '';

  return (
    <section className="card panel stack valuation-request" aria-labelledby="valuation-request-title">
      <h2 id="valuation-request-title" className="panel__title">
        {t('title')}
      </h2>
      {lat == null || lon == null ? (
        <p className="notice notice--info">{t('errors.location')}</p>
      ) : sent ? (
        <div className="notice notice--success valuation-request__sent" role="status">
          <Icon name="check" size={18} />
          <div className="stack">
            <strong>{t('sent.title')}</strong>
            <span>{t('sent.body', { name: sent.professional.name })}</span>
          </div>
        </div>
      ) : professionals.isPending ? (
        <div className="stack" aria-busy="true">
          <p className="note">{t('pick.loading')}</p>
          <div className="skeleton valuation-request__skeleton" />
          <div className="skeleton valuation-request__skeleton" />
        </div>
      ) : professionals.isError ? (
        <div className="notice notice--error valuation-request__retry" role="alert">
          <span>{t('pick.failed')}</span>
          <button type="button" className="btn btn--ghost btn--small" onClick={() => void professionals.refetch()}>
            <Icon name="refresh" size={16} />
            {t('pick.retry')}
          </button>
        </div>
      ) : !list || list.items.length === 0 ? (
        <p className="notice notice--info">{list?.municipality ? t('pick.none') : t('errors.noMunicipality')}</p>
      ) : (
        <form className="stack form valuation-request__form" noValidate onSubmit={(event) => void onSubmit(event)}>
          <p className="valuation-request__intro">{t('intro', { municipality: place })}</p>
          <Controller
            control={control}
            name="professionalId"
            render={({ field, fieldState }) => (
              <ProfessionalPicker
                professionals={list.items}
                value={field.value}
                onChange={field.onChange}
                error={message(fieldState.error?.message)}
              />
            )}
          />
          <div className="valuation-request__fields">
            <TextField
              label={t('form.name')}
              autoComplete="name"
              required
              error={message(formState.errors.name?.message)}
              {...register('name')}
            />
            <EmailField
              label={t('form.email')}
              required
              error={message(formState.errors.email?.message)}
              {...register('email')}
            />
            <PhoneField
              label={t('form.phone')}
              required
              error={message(formState.errors.phone?.message)}
              {...register('phone')}
            />
          </div>
          {/* The honeypot (decision 070): people never see it, a bot that fills it sends nothing. */}
          <div className="valuation-request__trap" aria-hidden="true">
            <label>
              {t('form.trap')}
              <input type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
            </label>
          </div>
          <div className="stack valuation-request__consent">
            <label className="choice__check">
              <input
                type="checkbox"
                aria-invalid={formState.errors.consent ? true : undefined}
                aria-describedby={formState.errors.consent ? 'valuation-consent-error' : undefined}
                {...register('consent')}
              />
              <span>{t('form.consent')}</span>
            </label>
            {formState.errors.consent && (
              <p id="valuation-consent-error" className="field__error" role="alert">
                {message(formState.errors.consent.message)}
              </p>
            )}
            <Link to="/privacy-policy" className="note valuation-request__privacy">
              {t('form.privacy')}
            </Link>
          </div>
          {failure && (
            <p className="notice notice--error" role="alert">
              {failure}
            </p>
          )}
          <button type="submit" className="btn btn--primary valuation-request__send" disabled={formState.isSubmitting}>
            <Icon name="mail" size={16} />
            {formState.isSubmitting ? t('form.sending') : t('form.send')}
          </button>
        </form>
      )}
    </section>
  );
}
