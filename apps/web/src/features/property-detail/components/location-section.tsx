import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { PanelSection } from '../../../components/panel-section.tsx';
import { WhenNear } from '../../../components/when-near.tsx';
import { MarketLink } from '../../../components/market-link.tsx';

const MiniMap = lazy(() => import('../../map/components/mini-map.tsx'));

type Props = {
  latitude: number;
  longitude: number;
  label: string;
  /** The listing's municipality: a link to its market page. */ city: string;
};

/**
 * The listing's location card. The map (Leaflet, its stylesheet and tiles) loads when the card
 * comes near the screen: on a phone it is far below the first screen, and loading it at once
 * delayed the page's main photo and kept the main thread busy.
 */
export function LocationSection({ latitude, longitude, label, city }: Props) {
  const { t } = useTranslation();
  return (
    <PanelSection id="location-title" title={t('property.location')} aside={<MarketLink city={city} />}>
      <WhenNear placeholder={<div className="mini-map skeleton" />}>
        <MiniMap latitude={latitude} longitude={longitude} label={label} />
      </WhenNear>
    </PanelSection>
  );
}
