import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '@immora/shared/languages';
import { REPORT_REASONS, REPORT_TEXT_MAX, ZReportRequest, type TReportReason } from '@immora/shared/trust';
import { DialogAlert, FormDialog, FormDialogActions } from '../dialog/form-dialog.tsx';
import { EmailField } from '../form/email-field.tsx';
import { RadioCardsField } from '../form/radio-cards-field.tsx';
import { TextareaField } from '../form/textarea-field.tsx';
import { Icon } from '../icon.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useSession } from '../../lib/session-context.ts';
import { useSendReport } from './send-report.ts';
import { useTrustMessage } from './use-trust-message.ts';
import './report.css';

export type ReportTarget = { kind: 'listing' | 'profile'; id: string; label: string };

type Errors = Partial<Record<'reason' | 'text' | 'email', string>>;

/**
 * "Report this listing" (issue 36): a reason, an optional text, an e-mail for a guest (to be told
 * the decision) and the contact form's honeypot; sent, it says so and stays until closed.
 */
export function ReportDialog({ target, onClose }: { target: ReportTarget; onClose: () => void }) {
  const { t, i18n } = useTranslation('trust');
  const { session } = useSession();
  const message = useTrustMessage();
  const send = useSendReport();
  const [reason, setReason] = useState<TReportReason | ''>('');
  const [text, setText] = useState('');
  const [email, setEmail] = useState('');
  const [website, setWebsite] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const guest = !session;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const body = {
      target: { kind: target.kind, id: target.id },
      reason: reason || undefined,
      ...(text.trim() ? { text } : {}),
      ...(guest ? { email } : {}),
      language: isLanguage(i18n.language) ? i18n.language : 'en',
      ...(website ? { website } : {}),
    };
    const parsed = ZReportRequest.safeParse(body);
    const next: Errors = {};
    if (!parsed.success)
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'reason' || field === 'text' || field === 'email') && !next[field])
          next[field] = message(issue.message);
      }
    if (guest && !email.trim()) next.email = t('messages.emailRequired');
    setErrors(next);
    if (Object.keys(next).length > 0 || !parsed.success) return;
    try {
      await send.mutateAsync(parsed.data);
      setDone(true);
    } catch (error) {
      if (error instanceof ApiError && error.fields) {
        setErrors(Object.fromEntries(Object.entries(error.fields).map(([k, v]) => [k, message(v)])) as Errors);
        return;
      }
      setFailure(error instanceof ApiError ? (message(error.message) ?? t('report.failed')) : t('report.failed'));
    }
  };

  const title = t(target.kind === 'listing' ? 'report.titleListing' : 'report.titleProfile');
  return (
    <FormDialog
      title={title}
      subtitle={target.label}
      icon="shield"
      onClose={onClose}
      onSubmit={(event) => {
        if (!done) return void submit(event);
        event.preventDefault();
        onClose();
      }}
      footer={
        done ? (
          <button type="submit" className="btn btn--primary">
            {t('report.close')}
          </button>
        ) : (
          <FormDialogActions
            onCancel={onClose}
            submitLabel={t('report.send')}
            pendingLabel={t('report.sending')}
            pending={send.isPending}
            icon="alert"
          />
        )
      }
    >
      {done ? (
        <div className="notice notice--success report-dialog__done" role="status" data-testid="report-sent">
          <Icon name="check" size={18} />
          <span>{t('messages.reported')}</span>
        </div>
      ) : (
        <>
          <p className="note">{t('report.intro')}</p>
          <RadioCardsField
            name="report-reason"
            label={t('report.reason')}
            required
            layout="stack"
            options={REPORT_REASONS.map((value) => ({ value, label: t(`reasons.${value}`) }))}
            value={reason}
            onChange={setReason}
            error={errors.reason}
          />
          <TextareaField
            label={t('report.text')}
            help={t('report.textHelp')}
            rows={3}
            maxLength={REPORT_TEXT_MAX}
            value={text}
            error={errors.text}
            onChange={(event) => setText(event.target.value)}
          />
          {guest && (
            <EmailField
              label={t('report.email')}
              help={t('report.emailHelp')}
              required
              autoComplete="email"
              value={email}
              error={errors.email}
              onChange={(event) => setEmail(event.target.value)}
            />
          )}
          {/* The honeypot, hidden like the contact and valuation forms': a bot that fills it sends nothing. */}
          <div className="report-dialog__trap" aria-hidden="true">
            <label>
              {t('report.trap')}
              <input
                type="text"
                name="website"
                tabIndex={-1}
                autoComplete="off"
                value={website}
                onChange={(event) => setWebsite(event.target.value)}
              />
            </label>
          </div>
          {failure && <DialogAlert>{failure}</DialogAlert>}
        </>
      )}
    </FormDialog>
  );
}
