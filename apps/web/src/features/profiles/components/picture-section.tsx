import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TProfile } from '@immora/shared/profiles';
import { ConfirmDialog } from '../../../components/dialog/confirm-dialog.tsx';
import { useDialogSubmit } from '../../../components/dialog/use-dialog-submit.ts';
import { Icon } from '../../../components/icon.tsx';
import { ResponsivePhoto } from '../../../components/responsive-photo.tsx';
import { useDeletePicture, useUploadPicture } from '../api/save-profile.ts';
import { useProfileErrorToast } from '../utils/use-profile-message.ts';
import { ProfileSection } from './profile-section.tsx';

const AVATAR_SIZES = '160px';

/** The picture (an agency's logo): a preview, upload or replace, and delete after a confirmation. */
export function PictureSection({ profile }: { profile: TProfile }) {
  const { t } = useTranslation('profile');
  const failed = useProfileErrorToast();
  const upload = useUploadPicture();
  const remove = useDeletePicture();
  const input = useRef<HTMLInputElement>(null);
  const helpId = useId();
  const [confirming, setConfirming] = useState(false);
  const logo = profile.role === 'agency';
  const picture = profile.picture;
  const busy = upload.isPending || remove.isPending;

  const uploaded = useDialogSubmit({
    send: (file: File) => upload.mutateAsync(file),
    success: t('picture.uploaded'),
    onError: failed(t('picture.failed')),
  });
  const removed = useDialogSubmit({
    send: () => remove.mutateAsync(undefined),
    success: t('picture.deleted'),
    onError: failed(t('picture.failed')),
    onSettled: () => setConfirming(false),
  });

  return (
    <ProfileSection id="profile-picture" title={logo ? t('picture.logoTitle') : t('picture.title')}>
      <div className="profile-picture">
        <div className="profile-picture__frame" data-empty={picture ? undefined : true}>
          {picture ? (
            <ResponsivePhoto
              variants={picture.variants}
              src={picture.url}
              width={picture.variants[0]?.width ?? 480}
              height={picture.variants[0]?.height ?? 480}
              alt={logo ? t('picture.logoAlt') : t('picture.alt')}
              sizes={AVATAR_SIZES}
              className="profile-picture__image"
            />
          ) : (
            <Icon name={logo ? 'building' : 'user'} size={48} />
          )}
        </div>
        <div className="stack profile-picture__side">
          <p id={helpId} className="field__help">
            {t('picture.help')}
          </p>
          <div className="cluster profile-picture__actions">
            <input
              ref={input}
              type="file"
              accept="image/jpeg,image/png"
              className="visually-hidden"
              tabIndex={-1}
              aria-hidden="true"
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) void uploaded.run(file);
              }}
              data-testid="profile-picture-input"
            />
            <button
              type="button"
              className="btn btn--primary btn--small"
              aria-describedby={helpId}
              disabled={busy}
              onClick={() => input.current?.click()}
            >
              <Icon name="upload" size={16} />
              {upload.isPending ? t('picture.uploading') : picture ? t('picture.replace') : t('picture.choose')}
            </button>
            {picture && (
              <button
                type="button"
                className="btn btn--ghost btn--small"
                disabled={busy}
                onClick={() => setConfirming(true)}
              >
                <Icon name="trash" size={16} />
                {t('picture.delete')}
              </button>
            )}
          </div>
        </div>
      </div>
      <ConfirmDialog
        open={confirming}
        title={logo ? t('picture.deleteLogoTitle') : t('picture.deleteTitle')}
        confirmLabel={t('picture.delete')}
        pendingLabel={t('picture.deleting')}
        tone="danger"
        onConfirm={() => removed.run()}
        onCancel={() => setConfirming(false)}
      >
        {t('picture.deleteText')}
      </ConfirmDialog>
    </ProfileSection>
  );
}
