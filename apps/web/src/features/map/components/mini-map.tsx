import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import L from '../utils/leaflet.ts';
import { addBaseLayer } from '../utils/tiles.ts';
import { MapNotice } from './map-notice.tsx';
import './map.css';

type Props = { latitude: number; longitude: number; label: string };

/** A small map with one pin (the listing page). */
export default function MiniMap({ latitude, longitude, label }: Props) {
  const { t } = useTranslation();
  const node = useRef<HTMLDivElement>(null);
  const [tilesFailed, setTilesFailed] = useState(false);

  useEffect(() => {
    if (!node.current) return undefined;
    const m = L.map(node.current, { scrollWheelZoom: false }).setView([latitude, longitude], 14, { animate: false });
    addBaseLayer(m, setTilesFailed);
    const pin = document.createElement('span');
    pin.className = 'home-pin';
    L.marker([latitude, longitude], {
      icon: L.divIcon({ className: 'home-pin-wrap', html: pin, iconSize: [36, 36], iconAnchor: [18, 36] }),
      title: label,
    }).addTo(m);
    return () => {
      m.remove();
    };
  }, [latitude, longitude, label]);

  return (
    <div className="mini-map">
      <div ref={node} className="mini-map__canvas" aria-label={t('property.mapLabel')} role="region" />
      {tilesFailed && <MapNotice />}
    </div>
  );
}
