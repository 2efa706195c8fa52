import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { CONTACT_MESSAGES, ZContactRequest } from '@immora/shared/properties';
import type { TContactRequest } from '@immora/shared/properties';
import { TextField } from '../../../components/form/text-field.tsx';
import { Icon } from '../../../components/icon.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useSendContact } from '../api/send-contact.ts';

const KEY_BY_TEXT = new Map<string, string>(Object.entries(CONTACT_MESSAGES).map(([key, text]) => [text, key]));

/** 'Contact the advertiser' (POST /api/properties/:id/contact), validated with ZContactRequest. */
export default function ContactForm({ propertyId, title }: { propertyId: string; title: string }) {
  const { t } = useTranslation();
  const send = useSendContact(propertyId);
  const message = (text: string | undefined) => {
    if (!text) return undefined;
    const key = KEY_BY_TEXT.get(text);
    return key ? t(`property.contact.errors.${key}`) : text;
  };
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<TContactRequest>({
    resolver: zodResolver(ZContactRequest),
    defaultValues: { name: '', email: '', phone: '', message: t('property.contact.defaultMessage', { title }) },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await send.mutateAsync({ ...values, phone: values.phone || undefined });
      reset({ name: '', email: '', phone: '', message: '' });
    } catch (error) {
      if (error instanceof ApiError && error.fields) {
        for (const [field, text] of Object.entries(error.fields)) {
          if (field === 'name' || field === 'email' || field === 'phone' || field === 'message') {
            setError(field, { message: text });
          }
        }
      }
    }
  });

  const failure =
    send.error instanceof ApiError
      ? send.error.status === 429
        ? t('property.contact.tooMany')
        : send.error.fields
          ? null
          : message(send.error.message)
      : send.error
        ? t('property.contact.failed')
        : null;

  return (
    <form
      className="stack form contact-form"
      noValidate
      aria-label={t('property.contact.title')}
      onSubmit={(event) => void onSubmit(event)}
    >
      {send.isSuccess && (
        <p className="notice notice--success" role="status">
          <Icon name="check" size={18} />
          {t('property.contact.sent')}
        </p>
      )}
      <TextField
        label={t('property.contact.name')}
        autoComplete="name"
        error={message(errors.name?.message)}
        {...register('name')}
      />
      <TextField
        label={t('property.contact.email')}
        type="email"
        autoComplete="email"
        error={message(errors.email?.message)}
        {...register('email')}
      />
      <TextField
        label={t('property.contact.phone')}
        type="tel"
        autoComplete="tel"
        error={message(errors.phone?.message)}
        {...register('phone')}
      />
      <div className="stack field">
        <label htmlFor={`${propertyId}-message`} className="field__label">
          {t('property.contact.message')}
        </label>
        <textarea
          id={`${propertyId}-message`}
          className="field__input contact-form__message"
          rows={4}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={errors.message ? `${propertyId}-message-error` : undefined}
          {...register('message')}
        />
        {errors.message && (
          <p id={`${propertyId}-message-error`} className="field__error" role="alert">
            {message(errors.message.message)}
          </p>
        )}
      </div>
      {failure && (
        <p className="notice notice--error" role="alert">
          {failure}
        </p>
      )}
      <button type="submit" className="btn btn--primary" disabled={isSubmitting}>
        <Icon name="mail" size={16} />
        {isSubmitting ? t('property.contact.sending') : t('property.contact.send')}
      </button>
    </form>
  );
}
