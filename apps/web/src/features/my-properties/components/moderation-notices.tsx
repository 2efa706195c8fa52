import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MyProperty } from '@immora/shared/listing-form';
import type { TListingModeration } from '@immora/shared/listing-moderation';
import { Icon } from '../../../components/icon.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useOwnerCase } from '../api/owner-case.ts';
import { AppealDialog } from './appeal-dialog.tsx';

type Moderated = { id: string; title: string; moderation: TListingModeration };

/** One listing's notice: what staff decided and why, and the appeal (once) or its state. */
function ModerationNotice({ listing }: { listing: Moderated }) {
  const { t, i18n } = useTranslation('trust');
  const { moderation } = listing;
  const owned = useOwnerCase(moderation.caseId);
  const [appealing, setAppealing] = useState(false);
  const hidden = moderation.state === 'hidden';
  const appeal = owned.data?.appeal;
  return (
    <div
      className={`notice notice--${hidden ? 'error' : 'warning'} moderation-notice`}
      role="status"
      data-testid="moderation-notice"
    >
      <Icon name="alert" size={18} />
      <div className="stack moderation-notice__body">
        <strong>{t(hidden ? 'notice.hidden' : 'notice.correction', { title: listing.title })}</strong>
        <p>
          <span className="moderation-notice__label">{t('notice.reason')}</span> {moderation.reason}
        </p>
        {appeal ? (
          <p className="note" data-testid="appeal-state">
            {t('notice.appealed', { date: formatDate(appeal.appealedAt, i18n.resolvedLanguage ?? 'en') })}
          </p>
        ) : owned.data?.canAppeal ? (
          <button
            type="button"
            className="btn btn--ghost btn--small moderation-notice__appeal"
            onClick={() => setAppealing(true)}
          >
            <Icon name="mail" size={16} />
            {t('notice.appeal')}
          </button>
        ) : null}
      </div>
      {appealing && (
        <AppealDialog caseId={moderation.caseId} listingTitle={listing.title} onClose={() => setAppealing(false)} />
      )}
    </div>
  );
}

/**
 * Above My properties (issue 36): a notice for each listing of the page that staff asked to
 * correct or hid, with the reason and the one appeal.
 */
export function ModerationNotices({ rows }: { rows: readonly MyProperty[] }) {
  const { t } = useTranslation('common');
  const moderated = rows.flatMap((row) =>
    row.moderation ? [{ id: row.id, title: row.title || t('myProperties.untitled'), moderation: row.moderation }] : [],
  );
  if (moderated.length === 0) return null;
  return (
    <div className="stack moderation-notices">
      {moderated.map((listing) => (
        <ModerationNotice key={listing.id} listing={listing} />
      ))}
    </div>
  );
}
