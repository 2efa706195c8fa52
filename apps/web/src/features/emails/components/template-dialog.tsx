import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ZEmailTemplateRequest, type TEmailTemplate, type TEmailTemplateRequest } from '@immora/shared/emails';
import { DialogAlert, FormDialog, FormDialogActions } from '../../../components/dialog/form-dialog.tsx';
import { TextareaField } from '../../../components/form/textarea-field.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { toast } from '../../../components/toast/toast-store.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useSaveTemplate } from '../api/email-templates.ts';
import { usePlaceholderInsert } from '../hooks/use-placeholder-insert.ts';
import { useEmailMessage } from '../utils/email-message.ts';
import { PlaceholderButtons } from './placeholder-buttons.tsx';

type Problems = Partial<Record<keyof TEmailTemplateRequest, string>>;

/** Add or edit a template: name, subject, body with placeholder buttons; the server's refusals land on the fields. */
export function TemplateDialog({ template, onClose }: { template: TEmailTemplate | null; onClose: () => void }) {
  const { t } = useTranslation('emails');
  const message = useEmailMessage();
  const save = useSaveTemplate();
  const [values, setValues] = useState<TEmailTemplateRequest>({
    name: template?.name ?? '',
    subject: template?.subject ?? '',
    body: template?.body ?? '',
  });
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const set = (key: keyof TEmailTemplateRequest) => (value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setProblems((p) => ({ ...p, [key]: undefined }));
  };
  const { ref: bodyRef, insert } = usePlaceholderInsert(values.body, set('body'));

  const submit = async () => {
    const checked = ZEmailTemplateRequest.safeParse(values);
    if (!checked.success) {
      const next: Problems = {};
      for (const issue of checked.error.issues) {
        const key = issue.path[0] as keyof Problems;
        next[key] ??= message(issue.message);
      }
      setProblems(next);
      return;
    }
    setFailure(null);
    try {
      await save.mutateAsync({ ...checked.data, ...(template ? { id: template.id } : {}) });
      toast(t(template ? 'templates.updated' : 'templates.created', { name: checked.data.name }));
      onClose();
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : undefined;
      if (fields && Object.keys(fields).length > 0)
        setProblems(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, message(v)])) as Problems);
      else setFailure(message((error as Error).message, t('templates.saveFailed')) ?? t('templates.saveFailed'));
    }
  };

  return (
    <FormDialog
      title={t(template ? 'templates.editTitle' : 'templates.addTitle')}
      icon="mail"
      size="wide"
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      footer={
        <FormDialogActions
          onCancel={onClose}
          submitLabel={t('templates.save')}
          pending={save.isPending}
          pendingLabel={t('templates.saving')}
          icon="check"
        />
      }
    >
      {failure && <DialogAlert>{failure}</DialogAlert>}
      <TextField
        label={t('fields.name')}
        name="name"
        required
        maxLength={80}
        value={values.name}
        error={problems.name}
        onChange={(event) => set('name')(event.target.value)}
      />
      <TextField
        label={t('fields.subject')}
        name="subject"
        required
        maxLength={200}
        value={values.subject}
        error={problems.subject}
        onChange={(event) => set('subject')(event.target.value)}
      />
      <PlaceholderButtons onInsert={insert} />
      <TextareaField
        ref={bodyRef}
        label={t('fields.body')}
        name="body"
        required
        rows={8}
        maxLength={10_000}
        value={values.body}
        error={problems.body}
        onChange={(event) => set('body')(event.target.value)}
      />
    </FormDialog>
  );
}
