import { useTranslation } from 'react-i18next';
import { useSetVerification } from '../api/set-verification.ts';
import { ReasonDialog } from './reason-dialog.tsx';

type Props = {
  userId: string;
  name: string;
  licenceNumber: string | null;
  /** true: confirm the number; false: withdraw the confirmation. */
  verified: boolean;
  onClose: () => void;
};

/** Confirm (or withdraw) a professional's BIV/IPI number after checking it on the register (decision 077). */
export function VerifyDialog({ userId, name, licenceNumber, verified, onClose }: Props) {
  const { t } = useTranslation('staff');
  const set = useSetVerification();
  const key = verified ? 'verify' : 'unverify';
  return (
    <ReasonDialog
      title={t(`professionals.${key}.title`)}
      subtitle={name}
      icon="shield"
      submitLabel={t(`professionals.${key}.submit`)}
      success={t(`professionals.${key}.done`, { name })}
      send={(reason) => set.mutateAsync({ userId, verified, reason })}
      onClose={onClose}
    >
      <p>{t(`professionals.${key}.text`)}</p>
      <p>
        <strong>{t('professionals.licence')}</strong> {licenceNumber ?? t('professionals.noLicence')}
      </p>
    </ReasonDialog>
  );
}
