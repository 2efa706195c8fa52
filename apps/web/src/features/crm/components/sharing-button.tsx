import { useTranslation } from 'react-i18next';
import type { TCrmHolder } from '@immora/shared/crm-area';
import { RowButton } from '../../../components/data-table/row-button.tsx';

type Props = { holder: TCrmHolder; busy: boolean; onToggle: (holder: TCrmHolder) => void };

/** 'Stop sharing' (a holder that sees the data) or 'Enable sharing' (one that was stopped). */
export function SharingButton({ holder, busy, onToggle }: Props) {
  const { t } = useTranslation('crm');
  const sharing = holder.status === 'sharing';
  return (
    <RowButton
      icon={sharing ? 'lock' : 'share'}
      tone={sharing ? 'danger' : 'primary'}
      label={t(sharing ? 'dashboard.stop' : 'dashboard.enable')}
      name={t(sharing ? 'dashboard.stopLabel' : 'dashboard.enableLabel', { name: holder.name })}
      disabled={busy}
      onClick={() => onToggle(holder)}
    />
  );
}
