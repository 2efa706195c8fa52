import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { matchesChatSearch, type TChat } from '@immora/shared/chat';
import { Avatar } from '../../../components/avatar.tsx';
import { Icon } from '../../../components/icon.tsx';

type Props = {
  chats: TChat[] | null;
  selfId: string;
  selectedId: string | null;
  onSelect: (chatId: string) => void;
};

/** The other person of a one-on-one chat, for the avatar and the online dot. */
export const otherOf = (chat: TChat, selfId: string) => chat.participants.find((p) => p.id !== selfId);

/** The chat list: search (spec 2 §5), last message, unread badge and online dot. */
export function ChatList({ chats, selfId, selectedId, onSelect }: Props) {
  const { t } = useTranslation('chat');
  const [search, setSearch] = useState('');
  const shown = chats?.filter((c) => matchesChatSearch(c, search, selfId)) ?? [];
  return (
    <div className="stack chat-list">
      <label className="chat-search">
        <Icon name="search" size={16} />
        <span className="visually-hidden">{t('searchLabel')}</span>
        <input
          type="search"
          value={search}
          placeholder={t('searchPlaceholder')}
          onChange={(e) => setSearch(e.target.value)}
        />
      </label>
      {chats && chats.length === 0 && <p className="chat-muted">{t('empty')}</p>}
      {chats && chats.length > 0 && shown.length === 0 && <p className="chat-muted">{t('noMatch')}</p>}
      <ul className="chat-list__items" aria-label={t('listLabel')}>
        {shown.map((chat) => {
          const other = otherOf(chat, selfId);
          const isOnline = chat.isGroupChat ? false : Boolean(other?.isOnline);
          const last = chat.lastMessage;
          return (
            <li key={chat.id}>
              <button
                type="button"
                className={`chat-item${chat.id === selectedId ? ' chat-item--active' : ''}`}
                aria-current={chat.id === selectedId ? 'true' : undefined}
                data-testid="chat-item"
                onClick={() => onSelect(chat.id)}
              >
                <span className="chat-item__avatar">
                  <Avatar name={chat.name} src={chat.isGroupChat ? null : (other?.profilePicture ?? null)} />
                  {isOnline && <span className="chat-dot" role="img" aria-label={t('online')} title={t('online')} />}
                </span>
                <span className="chat-item__text">
                  <span className="chat-item__name">{chat.name}</span>
                  <span className="chat-item__last">
                    {last
                      ? last.sender.id === selfId
                        ? t('fromYou', { text: last.content })
                        : last.content
                      : t('noMessages')}
                  </span>
                </span>
                {chat.unreadMessages > 0 && (
                  <span
                    className="chat-badge"
                    data-testid="unread-badge"
                    aria-label={t('unread', { count: chat.unreadMessages })}
                  >
                    {chat.unreadMessages}
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
