import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { APPEAL_TEXT_MAX, ZAppealRequest } from '@immora/shared/trust';
import { TextareaField } from '../form/textarea-field.tsx';
import { useTrustMessage } from './use-trust-message.ts';

type FieldProps = { value: string; error: string | undefined; onChange: (text: string) => void };

/** The one answer to a decision (decision 076): what happens to it, and the text with its counter. */
export function AppealTextField({ value, error, onChange }: FieldProps) {
  const { t } = useTranslation('trust');
  return (
    <>
      <p className="note">{t('appeal.intro')}</p>
      <TextareaField
        label={t('appeal.text')}
        required
        rows={5}
        maxLength={APPEAL_TEXT_MAX}
        value={value}
        error={error}
        onChange={(event) => onChange(event.target.value)}
      />
    </>
  );
}

/**
 * An appeal's text, checked as the server checks it (the shared schema): `check()` answers the
 * text to send, or null after showing why it cannot be sent. Used by the signed-in appeal dialog
 * and the suspension e-mail's appeal page (decision 081).
 */
export function useAppealText() {
  const message = useTrustMessage();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const check = () => {
    const parsed = ZAppealRequest.safeParse({ text });
    setError(parsed.success ? undefined : message(parsed.error.issues[0]?.message));
    return parsed.success ? parsed.data.text : null;
  };
  return { check, field: { value: text, error, onChange: setText } satisfies FieldProps };
}
