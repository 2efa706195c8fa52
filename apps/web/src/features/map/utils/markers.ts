import type { TPropertyCard } from '@immora/shared/properties';
import L from './leaflet.ts';
import { formatEuro, formatShortEuro } from '../../../lib/format.ts';
import { cardTitle } from '@immora/shared/listing-title';

export function markerIcon(item: TPropertyCard, language: string, active: boolean): L.DivIcon {
  const label = document.createElement('span');
  label.className = `price-pin price-pin--${item.type}${active ? ' price-pin--active' : ''}`;
  label.textContent = formatShortEuro(item.price, language);
  return L.divIcon({ className: 'price-pin-wrap', html: label, iconSize: undefined, iconAnchor: [0, 0] });
}

/** The popup card: photo, price, title, city; a click opens the listing in the app. */
export function popupContent(
  item: TPropertyCard,
  language: string,
  perMonth: string,
  onOpen: (id: string) => void,
): HTMLElement {
  const link = document.createElement('a');
  link.href = `/single-v1/${item.id}`;
  link.className = 'map-card';
  link.addEventListener('click', (event) => {
    event.preventDefault();
    onOpen(item.id);
  });
  const image = item.thumbnail ?? item.coverPhoto;
  if (image) {
    const img = document.createElement('img');
    img.src = image;
    img.alt = '';
    img.width = 240;
    img.height = 135;
    link.append(img);
  }
  const body = document.createElement('span');
  body.className = 'map-card__body';
  const price = document.createElement('strong');
  price.className = 'map-card__price';
  price.textContent = formatEuro(item.price, language);
  if (item.type === 'rent') {
    const per = document.createElement('small');
    per.textContent = perMonth;
    price.append(per);
  }
  const title = document.createElement('span');
  title.className = 'map-card__title';
  title.textContent = cardTitle(item, language);
  const meta = document.createElement('span');
  meta.className = 'map-card__meta';
  meta.textContent = `${item.city} · ${item.area} m²`;
  body.append(price, title, meta);
  link.append(body);
  return link;
}
