import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TChat, TChatMessage } from '@immora/shared/chat';
import { ConfirmDialog } from '../../../components/dialog/confirm-dialog.tsx';
import { Icon } from '../../../components/icon.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { Composer } from './composer.tsx';
import { otherOf } from './chat-list.tsx';
import { MessageTicks } from './message-ticks.tsx';

type Props = {
  chat: TChat;
  selfId: string;
  messages: TChatMessage[];
  hasOlder: boolean;
  /** A one-on-one chat with someone the user may no longer message: readable only. */
  readOnly: boolean;
  onBack: () => void;
  onSend: (content: string) => void;
  onLoadOlder: () => Promise<void>;
  onEditGroup: () => void;
  onDelete: () => Promise<void>;
  onLeave: () => Promise<void>;
};

/** One chat: its head (who, online, group actions), the messages with ticks, older ones on scroll up, the composer. */
export function ChatThread({
  chat,
  selfId,
  messages,
  hasOlder,
  readOnly,
  onBack,
  onSend,
  onLoadOlder,
  onEditGroup,
  onDelete,
  onLeave,
}: Props) {
  const { t, i18n } = useTranslation('chat');
  const [confirm, setConfirm] = useState<'delete' | 'leave' | null>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const loadingOlder = useRef(false);
  const lastId = messages.at(-1)?.id;
  const other = otherOf(chat, selfId);
  const isAdmin = chat.groupAdmin === selfId;

  // New messages scroll into view; older pages keep the reader where they were.
  useEffect(() => {
    const el = scroller.current;
    if (el && !loadingOlder.current) el.scrollTop = el.scrollHeight;
  }, [lastId]);

  const older = async () => {
    const el = scroller.current;
    if (!el || loadingOlder.current) return;
    loadingOlder.current = true;
    const fromBottom = el.scrollHeight - el.scrollTop;
    await onLoadOlder();
    requestAnimationFrame(() => {
      el.scrollTop = el.scrollHeight - fromBottom;
      loadingOlder.current = false;
    });
  };

  const status = chat.isGroupChat
    ? t('members', { count: chat.participants.length })
    : other?.isOnline
      ? t('online')
      : t('offline');

  return (
    <section className="chat-thread" aria-label={chat.name}>
      <header className="chat-thread__head">
        <button type="button" className="icon-btn chat-back" aria-label={t('back')} onClick={onBack}>
          <Icon name="chevronLeft" size={18} />
        </button>
        <div className="chat-thread__who">
          <h2 className="chat-thread__name" data-testid="thread-name">
            {chat.name}
          </h2>
          <span className="chat-muted" data-testid="thread-status">
            {status}
            {chat.isGroupChat && chat.groupAdmin && (
              <>
                {' · '}
                {t('admin', { name: chat.participants.find((p) => p.id === chat.groupAdmin)?.name ?? '' })}
              </>
            )}
          </span>
        </div>
        <div className="cluster chat-thread__actions">
          {chat.isGroupChat && isAdmin && (
            <button type="button" className="btn btn--ghost btn--sm" onClick={onEditGroup}>
              <Icon name="pencil" size={16} />
              {t('editGroup')}
            </button>
          )}
          {chat.isGroupChat && (
            <button type="button" className="btn btn--ghost btn--sm" onClick={() => setConfirm('leave')}>
              <Icon name="logout" size={16} />
              {t('leaveGroup')}
            </button>
          )}
          {(!chat.isGroupChat || isAdmin) && (
            <button type="button" className="btn btn--ghost btn--sm" onClick={() => setConfirm('delete')}>
              <Icon name="trash" size={16} />
              {t('deleteChat')}
            </button>
          )}
        </div>
      </header>
      <div
        className="chat-thread__messages"
        ref={scroller}
        onScroll={(e) => {
          if (hasOlder && e.currentTarget.scrollTop < 40) void older();
        }}
      >
        {hasOlder && (
          <button type="button" className="btn btn--ghost btn--sm chat-older" onClick={() => void older()}>
            {t('loadOlder')}
          </button>
        )}
        {messages.length === 0 && <p className="chat-muted chat-thread__empty">{t('noMessages')}</p>}
        <ol className="chat-messages">
          {messages.map((m) => {
            const mine = m.sender.id === selfId;
            return (
              <li key={m.id} className={`chat-message${mine ? ' chat-message--mine' : ''}`} data-testid="message">
                {chat.isGroupChat && !mine && <span className="chat-message__sender">{m.sender.name}</span>}
                <span className="chat-message__text">{m.content}</span>
                <span className="chat-message__meta">
                  <time dateTime={m.createdAt}>{formatDateTime(m.createdAt, i18n.language)}</time>
                  {mine && <MessageTicks status={m.status} />}
                </span>
              </li>
            );
          })}
        </ol>
      </div>
      {readOnly ? (
        <p className="chat-muted chat-readonly" role="note">
          {t('readOnly')}
        </p>
      ) : (
        <Composer onSend={onSend} />
      )}
      <ConfirmDialog
        open={confirm !== null}
        title={confirm === 'leave' ? t('leaveTitle') : t('deleteTitle')}
        confirmLabel={confirm === 'leave' ? t('leaveGroup') : t('deleteChat')}
        tone="danger"
        onCancel={() => setConfirm(null)}
        onConfirm={async () => {
          await (confirm === 'leave' ? onLeave() : onDelete());
          setConfirm(null);
        }}
      >
        {confirm === 'leave' ? t('leaveText', { name: chat.name }) : t('deleteText', { name: chat.name })}
      </ConfirmDialog>
    </section>
  );
}
