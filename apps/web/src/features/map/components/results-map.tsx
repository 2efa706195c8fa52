import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TPropertyCard } from '@immora/shared/properties';
import L from '../utils/leaflet.ts';
import 'leaflet.markercluster';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import { addBaseLayer } from '../utils/tiles.ts';
import {
  BELGIUM_CENTER,
  BELGIUM_ZOOM,
  bboxToLatLngs,
  boundsToBbox,
  latLngsToPolygon,
  polygonToLatLngs,
} from '../utils/geo.ts';
import { markerIcon, popupContent } from '../utils/markers.ts';
import { MapNotice } from './map-notice.tsx';
import { COLORS } from '../../../lib/design-tokens.ts';
import './map.css';
import { cardTitle } from '@immora/shared/listing-title';

export type ResultsMapProps = {
  items: TPropertyCard[];
  bbox: string | undefined;
  polygon: string | undefined;
  searchAsMove: boolean;
  onSearchAsMoveChange: (on: boolean) => void;
  /** The visible box after the user moved or zoomed (debounced). */
  onBoundsChange: (bbox: string) => void;
  onPolygonChange: (polygon: string | undefined) => void;
  onOpen: (id: string) => void;
  highlightId?: string | null;
};

const MOVE_DEBOUNCE_MS = 450;

type Pin = { marker: L.Marker; item: TPropertyCard; signature: string };

/** What a pin shows: a pin with the same signature need not be drawn again. */
function pinSignature(item: TPropertyCard, language: string): string {
  return [language, item.type, item.price, item.latitude, item.longitude, cardTitle(item, language)].join('|');
}

/** The search map: price markers (clustered), popups, search-as-I-move and a drawn area. */
export default function ResultsMap(props: ResultsMapProps) {
  const { items, bbox, polygon, searchAsMove, highlightId } = props;
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const node = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const cluster = useRef<L.MarkerClusterGroup | null>(null);
  const pins = useRef(new Map<string, Pin>());
  const highlighted = useRef<string | null>(null);
  const areaLayer = useRef<L.Polygon | null>(null);
  const draftLayer = useRef<L.LayerGroup | null>(null);
  const programmatic = useRef(false);
  const lastEmitted = useRef<string | undefined>(bbox);
  const [tilesFailed, setTilesFailed] = useState(false);
  const [draft, setDraft] = useState<L.LatLng[] | null>(null);
  const drawing = draft !== null;

  const moved = useEffectEvent(() => {
    if (!map.current || !searchAsMove || drawing) return;
    const next = boundsToBbox(map.current.getBounds());
    lastEmitted.current = next;
    props.onBoundsChange(next);
  });
  const clicked = useEffectEvent((event: L.LeafletMouseEvent) => {
    if (drawing) setDraft((points) => [...(points ?? []), event.latlng]);
  });
  const open = useEffectEvent((id: string) => props.onOpen(id));

  /** Moves the view without it counting as the user's move. */
  const fit = (action: (m: L.Map) => void) => {
    if (!map.current) return;
    programmatic.current = true;
    try {
      action(map.current);
    } finally {
      programmatic.current = false;
    }
  };

  // Create the map once.
  useEffect(() => {
    if (!node.current) return undefined;
    const m = L.map(node.current, { zoomControl: true, scrollWheelZoom: true, attributionControl: true });
    m.setView(BELGIUM_CENTER, BELGIUM_ZOOM, { animate: false });
    addBaseLayer(m, setTilesFailed);
    const group = L.markerClusterGroup({ showCoverageOnHover: false, maxClusterRadius: 48, spiderfyOnMaxZoom: true });
    group.addTo(m);
    let timer: number | undefined;
    m.on('moveend', () => {
      if (programmatic.current) return;
      window.clearTimeout(timer);
      timer = window.setTimeout(moved, MOVE_DEBOUNCE_MS);
    });
    m.on('click', clicked);
    map.current = m;
    cluster.current = group;
    return () => {
      window.clearTimeout(timer);
      m.remove();
      map.current = null;
      cluster.current = null;
      pins.current = new Map();
    };
  }, []);

  // The view follows the search: the address's box, else the drawn area, else the results. It runs
  // before the pins are placed, so they are clustered once, at the zoom they are seen at.
  const resultKey = items.map((i) => i.id).join(',');
  useEffect(() => {
    if (bbox) {
      if (bbox !== lastEmitted.current) {
        lastEmitted.current = bbox;
        fit((m) => m.fitBounds(bboxToLatLngs(bbox), { animate: false }));
      }
      return;
    }
    lastEmitted.current = undefined;
    if (polygon) {
      fit((m) => m.fitBounds(L.latLngBounds(polygonToLatLngs(polygon)), { animate: false, padding: [24, 24] }));
      return;
    }
    if (items.length === 0) return;
    const bounds = L.latLngBounds(items.map((i) => [i.latitude, i.longitude] as [number, number]));
    fit((m) => m.fitBounds(bounds, { animate: false, padding: [48, 48], maxZoom: 14 }));
    // resultKey stands for the items' identity.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [bbox, polygon, resultKey]);

  // Markers for the current results page. A pin whose listing, price and language are unchanged
  // stays as it is: replacing every pin on each answer (the same page fetched again, a map move)
  // made them flicker, and an audit could meet pins that were no longer in the page.
  useEffect(() => {
    const group = cluster.current;
    if (!group) return;
    const perMonth = t('property.perMonth');
    const next = new Map<string, Pin>();
    const added: L.Marker[] = [];
    for (const item of items) {
      const signature = pinSignature(item, language);
      const kept = pins.current.get(item.id);
      if (kept?.signature === signature) {
        pins.current.delete(item.id);
        kept.item = item;
        next.set(item.id, kept);
        continue;
      }
      const marker = L.marker([item.latitude, item.longitude], {
        icon: markerIcon(item, language, item.id === highlighted.current),
        title: cardTitle(item, language),
        riseOnHover: true,
      });
      const pin: Pin = { marker, item, signature };
      marker.bindPopup(() => popupContent(pin.item, language, perMonth, open), {
        className: 'map-popup',
        maxWidth: 260,
        minWidth: 240,
      });
      next.set(item.id, pin);
      added.push(marker);
    }
    group.removeLayers([...pins.current.values()].map((pin) => pin.marker));
    group.addLayers(added);
    pins.current = next;
  }, [items, language, t]);

  // The highlighted card's pin stands out: only the pins whose highlight changes get a new icon.
  useEffect(() => {
    const next = highlightId ?? null;
    const previous = highlighted.current;
    if (next === previous) return;
    highlighted.current = next;
    for (const id of [previous, next]) {
      const pin = id ? pins.current.get(id) : undefined;
      pin?.marker.setIcon(markerIcon(pin.item, language, id === next));
    }
  }, [highlightId, language]);

  // The drawn area from the address.
  useEffect(() => {
    areaLayer.current?.remove();
    areaLayer.current = null;
    if (!polygon || !map.current) return;
    areaLayer.current = L.polygon(polygonToLatLngs(polygon), {
      color: COLORS.accent,
      weight: 2,
      fillOpacity: 0.08,
      interactive: false,
    }).addTo(map.current);
  }, [polygon]);

  // The area being drawn.
  useEffect(() => {
    draftLayer.current?.remove();
    draftLayer.current = null;
    const m = map.current;
    if (!m) return;
    if (drawing) m.doubleClickZoom.disable();
    else m.doubleClickZoom.enable();
    if (!draft?.length) return;
    const layer = L.layerGroup();
    L.polyline([...draft, ...(draft.length > 2 ? [draft[0]!] : [])], {
      color: COLORS.accent,
      weight: 2,
      dashArray: '6 6',
      interactive: false,
    }).addTo(layer);
    for (const point of draft) {
      L.circleMarker(point, { radius: 5, color: COLORS.accent, fillColor: '#fff', fillOpacity: 1, weight: 2 }).addTo(
        layer,
      );
    }
    layer.addTo(m);
    draftLayer.current = layer;
  }, [draft, drawing]);

  const finish = () => {
    if (draft && draft.length >= 3) props.onPolygonChange(latLngsToPolygon(draft));
    setDraft(null);
  };

  return (
    <div className={`results-map${drawing ? ' results-map--drawing' : ''}`}>
      <div
        ref={node}
        className="results-map__canvas"
        data-testid="results-map"
        aria-label={t('search.map.label')}
        role="region"
      />
      <div className="cluster results-map__controls">
        <label className="row-inline map-chip map-chip--check">
          <input
            type="checkbox"
            checked={searchAsMove}
            onChange={(e) => props.onSearchAsMoveChange(e.target.checked)}
          />
          {t('search.map.searchAsMove')}
        </label>
        {drawing ? (
          <>
            <span className="row-inline map-chip map-chip--hint" role="status">
              {t('search.map.drawHint', { count: draft.length })}
            </span>
            <button
              type="button"
              className="row-inline map-chip map-chip--primary"
              disabled={draft.length < 3}
              onClick={finish}
            >
              {t('search.map.finish')}
            </button>
            <button type="button" className="row-inline map-chip" onClick={() => setDraft(null)}>
              {t('search.map.cancel')}
            </button>
          </>
        ) : (
          <>
            <button type="button" className="row-inline map-chip" onClick={() => setDraft([])}>
              {t('search.map.draw')}
            </button>
            {polygon && (
              <button type="button" className="row-inline map-chip" onClick={() => props.onPolygonChange(undefined)}>
                {t('search.map.clear')}
              </button>
            )}
          </>
        )}
      </div>
      {tilesFailed && <MapNotice />}
    </div>
  );
}
