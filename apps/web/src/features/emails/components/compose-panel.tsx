import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  EMAIL_MESSAGES,
  EMAIL_PLACEHOLDERS,
  ZEmailSendRequest,
  type TEmailPreview,
  type TEmailRecipient,
} from '@immora/shared/emails';
import { SelectField } from '../../../components/form/select-field.tsx';
import { TextareaField } from '../../../components/form/textarea-field.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { Icon } from '../../../components/icon.tsx';
import { closeAlert, showAlert, showLoading } from '../../../lib/alerts.ts';
import { useEmailTemplates } from '../api/email-templates.ts';
import { usePreviewEmail, useSendEmail } from '../api/send-email.ts';
import { usePlaceholderInsert } from '../hooks/use-placeholder-insert.ts';
import { useEmailMessage } from '../utils/email-message.ts';
import { recipientKey } from '../utils/recipient-key.ts';
import { EmailPreview } from './email-preview.tsx';
import { PlaceholderButtons } from './placeholder-buttons.tsx';
import { RecipientPicker } from './recipient-picker.tsx';

const ALL_TEMPLATES = { page: 1, pageSize: 100, sort: 'name', order: 'asc' };
type Problems = Partial<Record<'recipients' | 'subject' | 'body', string>>;

/** Compose: recipients, a template or a subject and body with placeholders, a preview, Send (spec 1 §4 feedback). */
export function ComposePanel() {
  const { t } = useTranslation('emails');
  const message = useEmailMessage();
  const templates = useEmailTemplates(ALL_TEMPLATES);
  const send = useSendEmail();
  const previewing = usePreviewEmail();
  const [recipients, setRecipients] = useState<TEmailRecipient[]>([]);
  const [templateId, setTemplateId] = useState('');
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [previewFor, setPreviewFor] = useState('');
  const [preview, setPreview] = useState<TEmailPreview | null>(null);
  const [previewError, setPreviewError] = useState<string | null>(null);
  const { ref: bodyBox, insert } = usePlaceholderInsert(body, setBody);

  const chooseTemplate = (id: string) => {
    setTemplateId(id);
    const template = templates.data?.items.find((item) => item.id === id);
    if (template) {
      setSubject(template.subject);
      setBody(template.body);
      setProblems((p) => ({ ...p, subject: undefined, body: undefined }));
    }
  };

  /** The request the form holds, checked by the shared schema; its messages land on the fields. */
  const request = () => {
    const checked = ZEmailSendRequest.safeParse({
      subject,
      body,
      recipients: recipients.map(({ kind, id }) => ({ kind, id })),
    });
    if (checked.success) {
      setProblems({});
      return checked.data;
    }
    const next: Problems = {};
    for (const issue of checked.error.issues) {
      const field = String(issue.path[0]) as keyof Problems;
      if (field in { recipients: 1, subject: 1, body: 1 } && !next[field]) next[field] = message(issue.message);
    }
    setProblems(next);
    return null;
  };

  const showPreview = async () => {
    const target = recipients.find((r) => recipientKey(r) === previewFor) ?? recipients[0];
    setPreviewError(null);
    if (!target) {
      setProblems((p) => ({ ...p, recipients: message('Please choose at least one recipient') }));
      return;
    }
    try {
      setPreview(await previewing.mutateAsync({ subject, body, recipient: { kind: target.kind, id: target.id } }));
    } catch (error) {
      setPreview(null);
      setPreviewError(message((error as Error).message, t('compose.previewFailed')) ?? t('compose.previewFailed'));
    }
  };

  const submit = async () => {
    const body = request();
    if (!body) return;
    await showLoading(t('compose.sending'));
    try {
      const result = await send.mutateAsync(body);
      await closeAlert();
      if (result.skipped.length > 0)
        await showAlert({
          icon: 'warning',
          title: t('compose.skippedTitle'),
          text: t('compose.skippedText', {
            count: result.skipped.length,
            list: result.skipped.map((r) => r.email).join(', '),
          }),
        });
      else if (result.failed > 0)
        await showAlert({
          icon: 'warning',
          title: t('compose.partlyTitle'),
          text: t('compose.partlyText', { failed: result.failed, count: result.queued }),
        });
      else await showAlert({ icon: 'success', title: t('compose.sentTitle'), text: t('compose.sentText') });
      setRecipients([]);
      setPreview(null);
    } catch (error) {
      await closeAlert();
      await showAlert({
        icon: 'error',
        title: t('compose.failedTitle'),
        text:
          (error as Error).message === EMAIL_MESSAGES.stoppedRecipients(recipients.length)
            ? t('compose.allStopped', { count: recipients.length })
            : (message((error as Error).message, t('compose.failedText')) ?? t('compose.failedText')),
      });
    }
  };

  return (
    <form
      className="compose form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <section className="card panel stack compose__recipients" aria-label={t('compose.recipients')}>
        <RecipientPicker
          selected={recipients}
          onChange={(next) => {
            setRecipients(next);
            setProblems((p) => ({ ...p, recipients: undefined }));
          }}
          error={problems.recipients}
        />
      </section>
      <section className="card panel stack compose__message" aria-label={t('compose.message')}>
        <SelectField
          label={t('compose.template')}
          placeholder={t('compose.noTemplate')}
          options={(templates.data?.items ?? []).map((tpl) => ({ value: tpl.id, label: tpl.name }))}
          value={templateId}
          onChange={(event) => chooseTemplate(event.target.value)}
        />
        <TextField
          label={t('fields.subject')}
          name="subject"
          required
          maxLength={200}
          value={subject}
          error={problems.subject}
          onChange={(event) => setSubject(event.target.value)}
        />
        <div className="stack compose__body">
          <PlaceholderButtons onInsert={insert} />
          <TextareaField
            ref={bodyBox}
            label={t('fields.body')}
            name="body"
            required
            rows={10}
            maxLength={10_000}
            value={body}
            error={problems.body}
            help={t('compose.placeholdersHelp', { list: EMAIL_PLACEHOLDERS.map((p) => `{{${p}}}`).join(' ') })}
            onChange={(event) => setBody(event.target.value)}
          />
        </div>
        <div className="cluster compose__actions">
          {recipients.length > 1 && (
            <SelectField
              label={t('compose.previewFor')}
              className="compose__preview-for"
              options={recipients.map((r) => ({ value: recipientKey(r), label: r.name }))}
              value={previewFor || recipientKey(recipients[0]!)}
              onChange={(event) => setPreviewFor(event.target.value)}
            />
          )}
          <button
            type="button"
            className="btn btn--ghost"
            onClick={() => void showPreview()}
            disabled={previewing.isPending}
          >
            <Icon name="eye" size={16} />
            {t('compose.preview')}
          </button>
          <button type="submit" className="btn btn--primary" disabled={send.isPending}>
            <Icon name="mail" size={16} />
            {t('compose.send')}
          </button>
        </div>
        {previewError && <p className="notice notice--error">{previewError}</p>}
        {preview && <EmailPreview preview={preview} onClose={() => setPreview(null)} />}
      </section>
    </form>
  );
}
