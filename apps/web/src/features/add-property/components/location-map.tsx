import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Map as LeafletMap, Marker } from 'leaflet';
import L from '../../map/utils/leaflet.ts';
import { addBaseLayer } from '../../map/utils/tiles.ts';
import { BELGIUM_CENTER } from '../../map/utils/geo.ts';
import { MapNotice } from '../../map/components/map-notice.tsx';
import '../../map/components/map.css';

type Props = {
  latitude: number | null;
  longitude: number | null;
  /** The pin was dragged or the map clicked. */
  onPick: (latitude: number, longitude: number) => void;
};

/** The Location step's map: one draggable pin; a click moves it too. Loaded on demand (Leaflet). */
export default function LocationMap({ latitude, longitude, onPick }: Props) {
  const { t } = useTranslation();
  const node = useRef<HTMLDivElement>(null);
  const map = useRef<LeafletMap | null>(null);
  const marker = useRef<Marker | null>(null);
  const [tilesFailed, setTilesFailed] = useState(false);
  const pick = useEffectEvent((lat: number, lng: number) => onPick(lat, lng));
  const hasPoint = latitude !== null && longitude !== null;

  useEffect(() => {
    if (!node.current) return undefined;
    const m = L.map(node.current, { scrollWheelZoom: false }).setView(BELGIUM_CENTER, 8, { animate: false });
    addBaseLayer(m, setTilesFailed);
    m.on('click', (event: L.LeafletMouseEvent) => pick(event.latlng.lat, event.latlng.lng));
    map.current = m;
    return () => {
      m.remove();
      map.current = null;
      marker.current = null;
    };
  }, []);

  useEffect(() => {
    const m = map.current;
    if (!m) return;
    if (latitude === null || longitude === null) {
      marker.current?.remove();
      marker.current = null;
      return;
    }
    if (!marker.current) {
      const pin = document.createElement('span');
      pin.className = 'home-pin';
      marker.current = L.marker([latitude, longitude], {
        draggable: true,
        autoPan: true,
        keyboard: true,
        title: t('addProperty.location.pin'),
        icon: L.divIcon({ className: 'home-pin-wrap', html: pin, iconSize: [36, 36], iconAnchor: [18, 36] }),
      }).addTo(m);
      marker.current.on('dragend', () => {
        const at = marker.current?.getLatLng();
        if (at) pick(at.lat, at.lng);
      });
    } else marker.current.setLatLng([latitude, longitude]);
    if (!m.getBounds().pad(-0.2).contains([latitude, longitude]) || m.getZoom() < 13)
      m.setView([latitude, longitude], Math.max(m.getZoom(), 15), { animate: false });
  }, [latitude, longitude, t]);

  return (
    <div className="mini-map location-map" data-has-pin={hasPoint}>
      <div ref={node} className="mini-map__canvas" aria-label={t('addProperty.location.mapLabel')} role="region" />
      {tilesFailed && <MapNotice />}
    </div>
  );
}
