import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useSubscribeNewsletter } from '../api/subscribe-newsletter.ts';
import { messageKey, validateNewsletter } from '../api/validate-newsletter.ts';
import './newsletter-form.css';

type Feedback = { kind: 'success' | 'error'; text: string } | null;

/** Footer newsletter box, wired to POST /api/newsletter. */
export function NewsletterForm() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [email, setEmail] = useState('');
  const [checking, setChecking] = useState(false);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const mutation = useSubscribeNewsletter();
  const busy = checking || mutation.isPending;

  const translate = async (message: string, fallbackKey?: string) => {
    const key = (await messageKey(message)) ?? fallbackKey;
    return key ? t(`newsletter.messages.${key}`) : message;
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setChecking(true);
    setFeedback(null);
    const language = i18n.resolvedLanguage ?? 'en';
    try {
      const result = await validateNewsletter({ email, language });
      if (!result.ok) {
        setFeedback({ kind: 'error', text: await translate(result.message) });
        return;
      }
      setChecking(false);
      await mutation.mutateAsync(result.value);
      setFeedback({ kind: 'success', text: t('newsletter.messages.subscribed') });
      setEmail('');
    } catch (error) {
      if (error instanceof ApiError) {
        const fallback = error.status === 409 ? 'duplicate' : error.status === 0 ? 'network' : undefined;
        const text = error.status === 0 ? t('newsletter.messages.network') : await translate(error.message, fallback);
        setFeedback({ kind: 'error', text: text || t('newsletter.messages.failed') });
      } else {
        setFeedback({ kind: 'error', text: t('newsletter.messages.failed') });
      }
    } finally {
      setChecking(false);
    }
  };

  return (
    <form className="newsletter" noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="newsletter__title">
        {t('newsletter.title')}
      </h2>
      <p className="newsletter__lead">{t('newsletter.lead')}</p>
      <div className="newsletter__row">
        <label htmlFor={`${id}-email`} className="visually-hidden">
          {t('newsletter.emailLabel')}
        </label>
        <Icon name="mail" size={18} className="newsletter__icon" />
        <input
          id={`${id}-email`}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          className="newsletter__input"
          placeholder={t('newsletter.placeholder')}
          value={email}
          aria-invalid={feedback?.kind === 'error'}
          aria-describedby={feedback ? `${id}-feedback` : undefined}
          onChange={(event) => setEmail(event.target.value)}
        />
        <button type="submit" className="btn btn--primary newsletter__button" disabled={busy}>
          {busy ? t('newsletter.sending') : t('newsletter.subscribe')}
        </button>
      </div>
      {feedback && (
        <p
          id={`${id}-feedback`}
          role={feedback.kind === 'error' ? 'alert' : 'status'}
          className={`newsletter__feedback newsletter__feedback--${feedback.kind}`}
        >
          <Icon name={feedback.kind === 'error' ? 'alert' : 'check'} size={16} />
          {feedback.text}
        </p>
      )}
    </form>
  );
}
