import { useTranslation } from 'react-i18next';
import type { TMessageStatus } from '@immora/shared/chat';

/** ✓ sent, ✓✓ delivered, blue ✓✓ seen. */
export function MessageTicks({ status }: { status: TMessageStatus }) {
  const { t } = useTranslation('chat');
  return (
    <span
      className={`chat-ticks chat-ticks--${status}`}
      data-testid="ticks"
      data-status={status}
      title={t(`status.${status}`)}
    >
      <span aria-hidden="true">{status === 'sent' ? '✓' : '✓✓'}</span>
      <span className="visually-hidden">{t(`status.${status}`)}</span>
    </span>
  );
}
