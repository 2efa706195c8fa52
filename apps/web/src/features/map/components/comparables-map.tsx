import { useEffect, useEffectEvent, useRef, useState } from 'react';
import L from '../utils/leaflet.ts';
import { addBaseLayer } from '../utils/tiles.ts';
import { MapNotice } from './map-notice.tsx';
import './map.css';

export type ComparablePin = {
  id: string;
  latitude: number;
  longitude: number;
  /** What the pin's tooltip and popup say (title, price). */
  label: string;
  /** The listing page, or null when it is no longer public. */
  path: string | null;
};

type Props = {
  /** The estimated property's point. */
  latitude: number;
  longitude: number;
  label: string;
  /** In the list's order: pin n is the list's nth comparable. */
  comparables: readonly ComparablePin[];
  onOpen: (path: string) => void;
  /** The map region's name. */
  ariaLabel: string;
};

/** The estimate's comparables as numbered pins around the property's own pin (the /estimate page). */
export default function ComparablesMap({ latitude, longitude, label, comparables, onOpen, ariaLabel }: Props) {
  const node = useRef<HTMLDivElement>(null);
  const [tilesFailed, setTilesFailed] = useState(false);
  const open = useEffectEvent((path: string) => onOpen(path));

  useEffect(() => {
    if (!node.current) return undefined;
    const m = L.map(node.current, { scrollWheelZoom: false });
    addBaseLayer(m, setTilesFailed);
    const home = document.createElement('span');
    home.className = 'home-pin';
    L.marker([latitude, longitude], {
      icon: L.divIcon({ className: 'home-pin-wrap', html: home, iconSize: [36, 36], iconAnchor: [18, 36] }),
      title: label,
      zIndexOffset: 1000,
    }).addTo(m);
    const points: L.LatLngTuple[] = [[latitude, longitude]];
    comparables.forEach((c, index) => {
      const pin = document.createElement('span');
      pin.className = 'price-pin price-pin--sale';
      pin.textContent = String(index + 1);
      const marker = L.marker([c.latitude, c.longitude], {
        icon: L.divIcon({ className: 'price-pin-wrap', html: pin, iconSize: undefined, iconAnchor: [0, 0] }),
        title: `${index + 1}. ${c.label}`,
        alt: `${index + 1}. ${c.label}`,
      }).addTo(m);
      const popup = document.createElement(c.path ? 'a' : 'span');
      popup.className = 'map-card__title';
      popup.textContent = `${index + 1}. ${c.label}`;
      if (c.path && popup instanceof HTMLAnchorElement) {
        const path = c.path;
        popup.href = path;
        popup.addEventListener('click', (event) => {
          event.preventDefault();
          open(path);
        });
      }
      marker.bindPopup(popup);
      points.push([c.latitude, c.longitude]);
    });
    m.fitBounds(L.latLngBounds(points), { padding: [28, 28], maxZoom: 15, animate: false });
    return () => {
      m.remove();
    };
  }, [latitude, longitude, label, comparables]);

  return (
    <div className="mini-map comparables-map">
      <div ref={node} className="mini-map__canvas" aria-label={ariaLabel} role="region" />
      {tilesFailed && <MapNotice />}
    </div>
  );
}
