import { useTranslation } from 'react-i18next';
import type { FactKey } from '@immora/shared/listing-form';
import { Overlay } from '../../../components/overlay.tsx';
import { Icon } from '../../../components/icon.tsx';
import { formatEuro } from '../../../lib/format.ts';
import type { ListingPhoto } from '../api/photos.ts';
import { regionOf } from '../utils/form-values.ts';
import type { FormValues } from '../utils/form-values.ts';
import { FACT_KINDS, shownFacts } from '../utils/fact-fields.ts';

type Props = { open: boolean; onClose: () => void; values: FormValues; photos: ListingPhoto[] };

/** "Preview": the listing as its public page will show it, from what is typed now. */
export function ListingPreview({ open, onClose, values, photos }: Props) {
  const { t, i18n } = useTranslation();
  const cover = photos.find((p) => p.isCover) ?? photos[0];
  const price = Number(values.price.replace(',', '.'));
  const facts = shownFacts(regionOf(values)).filter((k) => values.facts[k].trim() !== '');
  const show = (key: FactKey) => {
    const v = values.facts[key];
    const kind = FACT_KINDS[key];
    if (kind.kind === 'yesNo') return t(`addProperty.${v === 'yes' ? 'yes' : 'no'}`);
    if (key.startsWith('flood')) return t(`property.facts.floodScore.${v}`);
    if (kind.kind === 'number' && kind.unit) return kind.unit === '€' ? `€ ${v}` : `${v} ${kind.unit}`;
    return v;
  };
  return (
    <Overlay open={open} onClose={onClose} labelledBy="preview-title" className="preview">
      <div className="preview__head">
        <p className="eyebrow">{t('addProperty.preview.eyebrow')}</p>
        <button type="button" className="icon-btn" onClick={onClose} aria-label={t('addProperty.preview.close')}>
          <Icon name="close" size={20} />
        </button>
      </div>
      <div className="preview__media">
        {cover ? (
          <img src={cover.url} alt={t('addProperty.preview.cover')} />
        ) : (
          <span className="stack preview__no-photo">
            <Icon name="home" size={40} />
            {t('addProperty.preview.noPhoto')}
          </span>
        )}
        {values.type && <span className={`badge badge--${values.type}`}>{t(`listingTypes.${values.type}`)}</span>}
        {photos.length > 1 && (
          <span className="photo-counter preview__count">
            {t('addProperty.preview.photos', { count: photos.length })}
          </span>
        )}
      </div>
      <div className="stack preview__body">
        <h2 id="preview-title" className="preview__title">
          {values.title.trim() || t('addProperty.preview.untitled')}
        </h2>
        <p className="row preview__place">
          <Icon name="pin" size={16} />
          {[values.address, [values.postalCode, values.city].filter(Boolean).join(' ')]
            .filter((s) => s.trim())
            .join(', ') || t('addProperty.preview.noAddress')}
        </p>
        <p className="preview__price">
          {Number.isFinite(price) && price > 0
            ? formatEuro(price, i18n.resolvedLanguage ?? 'en')
            : t('addProperty.preview.noPrice')}
          {values.type === 'rent' && <span>{t('property.perMonth')}</span>}
        </p>
        <ul className="cluster preview__facts">
          <li className="pill pill--plain">
            <Icon name="bed" size={18} />
            {t('addProperty.preview.bedrooms', { count: Number(values.bedrooms) || 0 })}
          </li>
          <li className="pill pill--plain">
            <Icon name="bath" size={18} />
            {t('addProperty.preview.bathrooms', { count: Number(values.bathrooms) || 0 })}
          </li>
          <li className="pill pill--plain">
            <Icon name="area" size={18} />
            {values.area || '–'} m²
          </li>
          {values.category && (
            <li className="pill pill--plain">
              <Icon name="building" size={18} />
              {t(`categories.${values.category}`)}
            </li>
          )}
          <li className="pill pill--plain">
            <Icon name="calendar" size={18} />
            {values.availableNow ? t('property.availableNow') : t('property.availableLater')}
          </li>
        </ul>
        {values.description.trim() && (
          <section>
            <h3 className="preview__section">{t('property.description')}</h3>
            {values.description.split(/\n{2,}/).map((para, i) => (
              <p key={i} className="preview__text">
                {para}
              </p>
            ))}
          </section>
        )}
        {values.amenities.length > 0 && (
          <section>
            <h3 className="preview__section">{t('property.amenities')}</h3>
            <ul className="cluster preview__tags">
              {values.amenities.map((a) => (
                <li key={a} className="pill pill--plain">
                  {t(`property.amenity.${a}`)}
                </li>
              ))}
            </ul>
          </section>
        )}
        {facts.length > 0 && (
          <section>
            <h3 className="preview__section">{t('property.facts.title')}</h3>
            <dl className="preview__dl">
              {facts.map((key) => (
                <div key={key}>
                  <dt>{t(`addProperty.facts.${key}.label`)}</dt>
                  <dd>{show(key)}</dd>
                </div>
              ))}
            </dl>
          </section>
        )}
      </div>
    </Overlay>
  );
}
