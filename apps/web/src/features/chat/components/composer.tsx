import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGE_MAX } from '@immora/shared/chat';
import { Icon } from '../../../components/icon.tsx';

/** Enter sends, Shift+Enter starts a new line. */
export function Composer({ onSend }: { onSend: (content: string) => void }) {
  const { t } = useTranslation('chat');
  const [text, setText] = useState('');
  const submit = () => {
    const content = text.trim();
    if (!content) return;
    onSend(content);
    setText('');
  };
  return (
    <form
      className="chat-composer"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <label className="visually-hidden" htmlFor="chat-composer">
        {t('typeMessage')}
      </label>
      <textarea
        id="chat-composer"
        rows={1}
        value={text}
        maxLength={MESSAGE_MAX}
        placeholder={t('typeMessage')}
        title={t('composerHint')}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey) {
            e.preventDefault();
            submit();
          }
        }}
      />
      <button type="submit" className="btn btn--primary" disabled={!text.trim()}>
        <Icon name="arrowRight" size={16} />
        {t('send')}
      </button>
    </form>
  );
}
