import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TFavourite } from '@immora/shared/favourites';
import { RetryButton, StatePanel } from '../../../components/state-panel.tsx';
import { Icon } from '../../../components/icon.tsx';
import { ResponsivePhoto } from '../../../components/responsive-photo.tsx';
import { formatEuro } from '../../../lib/format.ts';
import { showAlert } from '../../../lib/alerts.ts';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { useSession } from '../../../lib/session-context.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../hooks/use-favourite-action.ts';
import { useFavourites, useSetFavourite } from '../api/favourites.ts';
import './favourites-page.css';

/** My favourites (buyer /user-my-favourites, individual /dashboard-my-favourites). */
export default function FavouritesPage() {
  const { t } = useTranslation();
  const { session } = useSession();
  const token = session?.token ?? null;
  const { data, isPending, isError, refetch } = useFavourites(token);
  const remove = useSetFavourite(token);
  usePageMeta(t('favourites.title'));

  const confirmDelete = async (favourite: TFavourite) => {
    const answer = await showAlert({
      icon: 'warning',
      title: t('favourites.deleteTitle'),
      text: t('favourites.deleteText', { title: favourite.property.title }),
      showCancelButton: true,
      confirmButtonText: t('favourites.deleteConfirm'),
      cancelButtonText: t('favourites.cancel'),
    });
    if (!answer.isConfirmed) return;
    remove.mutate(
      { id: favourite.property.id, on: false },
      {
        onSuccess: () => toast(t('favourites.removed')),
        onError: (error) => toast(error instanceof ApiError ? error.message : t('favourites.failed'), 'error'),
      },
    );
  };

  return (
    <section className="dash-page" aria-labelledby="favourites-title">
      <header className="dash-page__head">
        <div>
          <h1 id="favourites-title" className="dash-page__title">
            {t('favourites.title')}
          </h1>
          <p className="dash-page__lead">{t('favourites.lead')}</p>
        </div>
        {data && data.length > 0 && (
          <span className="dash-page__count">{t('favourites.count', { count: data.length })}</span>
        )}
      </header>

      {isPending && (
        <ul className="fav-list" aria-hidden="true">
          {Array.from({ length: 3 }, (_, i) => (
            <li key={i} className="fav-card fav-card--skeleton">
              <div className="fav-card__media skeleton" />
              <div className="fav-card__body">
                <div className="skeleton skeleton--line" style={{ width: '60%' }} />
                <div className="skeleton skeleton--line" style={{ width: '40%' }} />
              </div>
            </li>
          ))}
        </ul>
      )}

      {isError && (
        <StatePanel icon="alert" alert level={2} title={t('favourites.errorTitle')}>
          <RetryButton onRetry={() => void refetch()} />
        </StatePanel>
      )}

      {data && data.length === 0 && (
        <StatePanel icon="heart" level={2} title={t('favourites.emptyTitle')} text={t('favourites.emptyText')}>
          <Link to="/properties" className="btn btn--primary">
            {t('favourites.explore')}
          </Link>
        </StatePanel>
      )}

      {data && data.length > 0 && (
        <ul className="fav-list">
          {data.map((favourite) => (
            <FavouriteCard
              key={favourite.property.id}
              favourite={favourite}
              onDelete={() => void confirmDelete(favourite)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function FavouriteCard({ favourite, onDelete }: { favourite: TFavourite; onDelete: () => void }) {
  const { t, i18n } = useTranslation();
  const p = favourite.property;
  const image = p.thumbnail ?? p.coverPhoto;
  return (
    <li className="fav-card" data-testid="favourite-card">
      <Link to={`/single-v1/${p.id}`} className="fav-card__media" tabIndex={-1} aria-hidden="true">
        {image ? (
          <ResponsivePhoto
            variants={p.coverVariants}
            src={image}
            alt=""
            width={320}
            height={180}
            sizes="(min-width: 640px) 320px, 100vw"
          />
        ) : (
          <Icon name="home" size={32} />
        )}
        <span className={`badge badge--${p.type}`}>{t(`listingTypes.${p.type}`)}</span>
      </Link>
      <div className="fav-card__body">
        <h2 className="fav-card__title">
          <Link to={`/single-v1/${p.id}`}>{p.title}</Link>
        </h2>
        <p className="fav-card__city">
          <Icon name="pin" size={14} />
          {p.city}
        </p>
        <ul className="fav-card__facts">
          <li>
            <Icon name="bed" size={16} />
            {t('favourites.beds', { count: p.bedrooms })}
          </li>
          <li>
            <Icon name="bath" size={16} />
            {t('favourites.baths', { count: p.bathrooms })}
          </li>
          <li>
            <Icon name="area" size={16} />
            {p.area} m²
          </li>
        </ul>
      </div>
      <div className="fav-card__side">
        <p className="fav-card__price">
          {formatEuro(p.price, i18n.resolvedLanguage ?? 'en')}
          {p.type === 'rent' && <span>{t('property.perMonth')}</span>}
        </p>
        <div className="fav-card__actions">
          <Link to={`/single-v1/${p.id}`} className="btn btn--ghost btn--small">
            {t('favourites.view')}
          </Link>
          <button
            type="button"
            className="btn btn--ghost btn--small btn--danger"
            onClick={onDelete}
            aria-label={t('favourites.deleteLabel', { title: p.title })}
          >
            <Icon name="trash" size={16} />
            {t('favourites.delete')}
          </button>
        </div>
      </div>
    </li>
  );
}
