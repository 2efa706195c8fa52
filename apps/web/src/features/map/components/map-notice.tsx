import { useTranslation } from 'react-i18next';

/** Shown over a map whose tiles failed to load; markers still work on the plain background. */
export function MapNotice() {
  const { t } = useTranslation();
  return (
    <p className="map-notice" role="status">
      {t('search.map.error')}
    </p>
  );
}
