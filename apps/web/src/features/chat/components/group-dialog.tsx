import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TChatUser } from '@immora/shared/chat';
import { DialogAlert, FormDialog, FormDialogActions } from '../../../components/dialog/form-dialog.tsx';
import { MultiSelectField } from '../../../components/form/multi-select-field.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { useChatMessage } from '../utils/use-chat-message.ts';

type Props = {
  contacts: TChatUser[];
  initial?: { name: string; members: string[] };
  onSave: (name: string, members: string[]) => Promise<unknown>;
  onClose: () => void;
};

/** Creating a group (name and members) or editing it as its admin. */
export function GroupDialog({ contacts, initial, onSave, onClose }: Props) {
  const { t } = useTranslation('chat');
  const message = useChatMessage();
  const [name, setName] = useState(initial?.name ?? '');
  const [members, setMembers] = useState<string[]>(initial?.members ?? []);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const submit = async () => {
    if (!name.trim()) return setError(t('groupNameRequired'));
    if (members.length === 0) return setError(t('groupMembersRequired'));
    setPending(true);
    try {
      await onSave(name.trim(), members);
      onClose();
    } catch (e) {
      setError(message((e as Error).message, t('failed')) ?? t('failed'));
    } finally {
      setPending(false);
    }
  };
  return (
    <FormDialog
      title={initial ? t('editGroup') : t('newGroup')}
      icon="user"
      onClose={onClose}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      footer={
        <FormDialogActions
          onCancel={onClose}
          submitLabel={initial ? t('saveGroup') : t('createGroup')}
          pending={pending}
        />
      }
    >
      {error && <DialogAlert>{error}</DialogAlert>}
      <TextField
        label={t('groupName')}
        name="groupName"
        required
        value={name}
        onChange={(e) => setName(e.target.value)}
      />
      <MultiSelectField
        label={t('groupMembers')}
        name="members"
        required
        options={contacts.map((c) => ({ value: c.id, label: c.name }))}
        value={members}
        onChange={setMembers}
      />
    </FormDialog>
  );
}
