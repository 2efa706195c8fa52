import { useTranslation } from 'react-i18next';
import type { TCaseAction } from '@immora/shared/trust';
import { useActOnCase } from '../api/act-on-case.ts';
import { ReasonDialog } from './reason-dialog.tsx';

type Props = { caseId: string; action: TCaseAction; label: string; onClose: () => void };

/** Dismiss, ask to correct, hide the listing, suspend the account or restore: each with its reason. */
export function CaseActionDialog({ caseId, action, label, onClose }: Props) {
  const { t } = useTranslation('staff');
  const act = useActOnCase(caseId);
  return (
    <ReasonDialog
      title={t(`actions.${action}.title`)}
      subtitle={label}
      icon={action === 'suspend_account' || action === 'hide_listing' ? 'lock' : 'shield'}
      submitLabel={t(`actions.${action}.submit`)}
      success={t(`actions.${action}.done`)}
      send={(reason) => act.mutateAsync({ action, reason })}
      onClose={onClose}
    >
      <p>{t(`actions.${action}.text`)}</p>
    </ReasonDialog>
  );
}
