import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/dashboard/page-header.tsx';
import { Icon } from '../../../components/icon.tsx';
import { toast } from '../../../components/toast/toast-store.ts';
import { useChatMessage } from '../utils/use-chat-message.ts';
import { useSession } from '../../../lib/session-context.ts';
import { useChat, type ChatSession } from '../hooks/use-chat.ts';
import { ChatList } from './chat-list.tsx';
import { ChatThread } from './chat-thread.tsx';
import { GroupDialog } from './group-dialog.tsx';
import './chat.css';

/** /dashboard-message (individual) and /agency-message (agency): the chat (spec 2 §2, §4, §5). */
export default function ChatPage() {
  const { session } = useSession();
  if (!session) return null;
  return <ChatScreen session={session} />;
}

function ChatScreen({ session }: { session: ChatSession }) {
  const { t } = useTranslation('chat');
  const message = useChatMessage();
  // Every refusal in the reader's language: the server's known answers, else 'Something went wrong!'.
  const refused = useCallback(
    (error?: string) => {
      toast(message(error, t('failed')) ?? t('failed'), 'error');
    },
    [message, t],
  );
  const chat = useChat(session, refused);
  const [group, setGroup] = useState<'new' | 'edit' | null>(null);
  const [picking, setPicking] = useState('');
  const selected = chat.chats?.find((c) => c.id === chat.selectedId) ?? null;
  const isAgency = session.role === 'agency';
  const failed = (error: unknown) => refused((error as Error).message);

  return (
    <section className="stack chat-page" aria-labelledby="chat-title">
      <PageHeader
        id="chat-title"
        title={t('title')}
        lead={t('lead')}
        actions={
          <div className="cluster">
            {!chat.connected && <span className="chat-muted">{t('reconnecting')}</span>}
            {isAgency && (
              <button type="button" className="btn btn--primary" onClick={() => setGroup('new')}>
                <Icon name="plus" size={16} />
                {t('newGroup')}
              </button>
            )}
          </div>
        }
      />
      <div className={`chat-layout${selected ? ' chat-layout--thread' : ''}`}>
        <aside className="stack chat-aside">
          <label className="stack chat-new">
            <span className="chat-muted">{t('newChat')}</span>
            <select
              className="field__input"
              value={picking}
              onChange={(e) => {
                const id = e.target.value;
                setPicking('');
                if (id) chat.startChat(id).catch(failed);
              }}
            >
              <option value="">{t('newChatPlaceholder')}</option>
              {chat.contacts.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </label>
          <ChatList chats={chat.chats} selfId={session.id} selectedId={chat.selectedId} onSelect={chat.select} />
        </aside>
        {selected ? (
          <ChatThread
            key={selected.id}
            chat={selected}
            selfId={session.id}
            messages={chat.thread?.messages ?? []}
            hasOlder={chat.thread?.hasOlder ?? false}
            readOnly={!chat.canWrite(selected)}
            onBack={() => chat.select(null)}
            onSend={chat.send}
            onLoadOlder={chat.loadOlder}
            onEditGroup={() => setGroup('edit')}
            onDelete={() => chat.deleteChat(selected.id).catch(failed)}
            onLeave={() => chat.leaveGroup(selected.id).catch(failed)}
          />
        ) : (
          <div className="chat-placeholder">
            <Icon name="mail" size={32} />
            <p>{t('selectChat')}</p>
          </div>
        )}
      </div>
      {group && (
        <GroupDialog
          contacts={chat.contacts}
          {...(group === 'edit' && selected
            ? {
                initial: {
                  name: selected.name,
                  members: selected.participants.map((p) => p.id).filter((id) => id !== session.id),
                },
              }
            : {})}
          onSave={async (name, members) => {
            if (group === 'edit' && selected) await chat.updateGroup(selected.id, name, members);
            else await chat.createGroup(name, members);
            toast(group === 'edit' ? t('groupSaved') : t('groupCreated'));
          }}
          onClose={() => setGroup(null)}
        />
      )}
    </section>
  );
}
