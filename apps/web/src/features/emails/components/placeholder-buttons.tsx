import { useTranslation } from 'react-i18next';
import { EMAIL_PLACEHOLDERS, type EmailPlaceholder } from '@immora/shared/emails';

/** One button per placeholder: puts `{{name}}` into the message where the cursor is. */
export function PlaceholderButtons({ onInsert }: { onInsert: (placeholder: EmailPlaceholder) => void }) {
  const { t } = useTranslation('emails');
  return (
    <div className="cluster placeholder-buttons" role="group" aria-label={t('compose.placeholders')}>
      {EMAIL_PLACEHOLDERS.map((p) => (
        <button
          key={p}
          type="button"
          className="btn btn--ghost btn--small"
          title={t(`placeholders.${p}`)}
          onClick={() => onInsert(p)}
        >
          {`{{${p}}}`}
        </button>
      ))}
    </div>
  );
}
