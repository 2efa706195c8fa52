import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RetryButton, StatePanel } from '../../../components/state-panel.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { useEditableListing } from '../api/get-listing.ts';
import { myPropertiesPath } from '../utils/role-paths.ts';
import type { ListingRole } from '../utils/role-paths.ts';
import { ListingWizard } from './listing-wizard.tsx';
import '../../../components/form/form.css';
import '../../../components/property-card.css';
import './add-property.css';

/**
 * Add property (dashboard-add-property, pseller-add-property, agency-add-property); with `?id=` it
 * reopens a draft or a published listing of the user.
 */
export default function AddPropertyPage({ role }: { role: ListingRole }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id');
  const listing = useEditableListing(id);
  usePageMeta(id ? t('addProperty.editTitle') : t('addProperty.title'));

  if (id && listing.isPending)
    return (
      <div className="stack wizard wizard--loading" aria-busy="true" aria-live="polite">
        <p className="visually-hidden">{t('addProperty.loading')}</p>
        <div className="skeleton skeleton--line" style={{ width: '40%', height: 28 }} />
        <div className="skeleton" style={{ height: 64, borderRadius: 12 }} />
        <div className="skeleton" style={{ height: 360, borderRadius: 16 }} />
      </div>
    );

  if (id && listing.isError) {
    const error = listing.error;
    const missing = error instanceof ApiError && (error.status === 404 || error.status === 403 || error.status === 400);
    return (
      <StatePanel
        icon="alert"
        alert
        level={1}
        title={missing ? t('addProperty.notFound') : t('addProperty.loadError')}
        text={missing ? t('addProperty.notFoundText') : undefined}
      >
        {!missing && <RetryButton onRetry={() => void listing.refetch()} />}
        <Link to={myPropertiesPath(role)} className="btn btn--ghost">
          {t('addProperty.toMyProperties')}
        </Link>
      </StatePanel>
    );
  }

  return <ListingWizard role={role} listing={id ? (listing.data ?? null) : null} />;
}
