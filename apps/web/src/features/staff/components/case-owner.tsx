import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TStaffCaseDetail } from '@immora/shared/trust';
import { formatDate } from '../../../lib/format.ts';
import { useAgentLicence } from '../api/get-agent-licence.ts';
import { StaffSection } from './staff-section.tsx';
import { VerifyDialog } from './verify-dialog.tsx';

type Owner = NonNullable<TStaffCaseDetail['owner']>;

/** The owner: who, how to reach them, and — an agent or agency — their BIV/IPI number to confirm. */
export function CaseOwner({ owner }: { owner: Owner }) {
  const { t, i18n } = useTranslation('staff');
  const language = i18n.resolvedLanguage ?? 'en';
  const professional = owner.role === 'individual' || owner.role === 'agency';
  const licence = useAgentLicence(owner.role === 'individual' ? owner.id : null);
  const [verifying, setVerifying] = useState<boolean | null>(null);
  const known = licence.data;
  return (
    <StaffSection id="case-owner" title={t('case.owner')}>
      <dl className="facts staff-facts">
        <div>
          <dt>{t('case.ownerName')}</dt>
          <dd>{owner.name || '—'}</dd>
        </div>
        <div>
          <dt>{t('case.ownerEmail')}</dt>
          <dd className="staff-break">{owner.email}</dd>
        </div>
        <div>
          <dt>{t('case.ownerPhone')}</dt>
          <dd>{owner.phone ?? '—'}</dd>
        </div>
        <div>
          <dt>{t('case.ownerRole')}</dt>
          <dd>{t(`roles.${owner.role}`, { ns: 'common', defaultValue: owner.role })}</dd>
        </div>
        <div>
          <dt>{t('case.ownerSince')}</dt>
          <dd>{formatDate(owner.createdAt, language)}</dd>
        </div>
        {known && (
          <div>
            <dt>{t('professionals.licence')}</dt>
            <dd data-testid="case-licence">
              {known.licenceNumber ?? t('professionals.noLicence')}
              {' · '}
              {t(known.verified ? 'professionals.confirmed' : 'professionals.unconfirmed')}
            </dd>
          </div>
        )}
      </dl>
      {owner.suspended && (
        <p className="notice notice--error" data-testid="case-owner-suspended">
          {t('case.suspended')}
        </p>
      )}
      {professional && (
        <div className="cluster">
          {known?.verified !== true && (
            <button type="button" className="btn btn--ghost btn--small" onClick={() => setVerifying(true)}>
              {t('professionals.verify.open')}
            </button>
          )}
          {known?.verified !== false && (
            <button type="button" className="btn btn--ghost btn--small" onClick={() => setVerifying(false)}>
              {t('professionals.unverify.open')}
            </button>
          )}
        </div>
      )}
      {verifying !== null && (
        <VerifyDialog
          userId={owner.id}
          name={owner.name}
          licenceNumber={known?.licenceNumber ?? null}
          verified={verifying}
          onClose={() => setVerifying(null)}
        />
      )}
    </StaffSection>
  );
}
