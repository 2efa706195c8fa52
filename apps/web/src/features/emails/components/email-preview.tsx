import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TEmailPreview } from '@immora/shared/emails';
import { Icon } from '../../../components/icon.tsx';

/** The message as its recipient will read it: address, subject and the text with the placeholders filled. */
export function EmailPreview({ preview, onClose }: { preview: TEmailPreview; onClose: () => void }) {
  const { t } = useTranslation('emails');
  const id = useId();
  return (
    <section className="stack email-preview" aria-labelledby={id} data-testid="email-preview">
      <div className="bar">
        <h3 id={id} className="email-preview__title">
          {t('compose.previewTitle')}
        </h3>
        <button type="button" className="icon-btn" aria-label={t('compose.closePreview')} onClick={onClose}>
          <Icon name="close" size={16} />
        </button>
      </div>
      <dl className="email-preview__head">
        <dt>{t('compose.to')}</dt>
        <dd>{preview.to}</dd>
        <dt>{t('fields.subject')}</dt>
        <dd>
          <strong>{preview.subject}</strong>
        </dd>
      </dl>
      <p className="email-preview__body">{preview.text}</p>
    </section>
  );
}
