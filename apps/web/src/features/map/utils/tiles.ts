import L from './leaflet.ts';

const OSM_TEMPLATE = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';

/** Tile URL template: VITE_MAP_TILE_URL, by default OpenStreetMap's. */
export const TILE_URL: string = (import.meta.env.VITE_MAP_TILE_URL as string | undefined) || OSM_TEMPLATE;

/** The base layer; `onError` runs when tiles fail (offline, blocked), so the page can say so. */
export function tileLayer(onError: () => void, onLoad: () => void): L.TileLayer {
  const layer = L.tileLayer(TILE_URL, {
    maxZoom: 19,
    attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>',
  });
  layer.on('tileerror', onError);
  layer.on('tileload', onLoad);
  return layer;
}

/**
 * Adds the base layer to a map and reports whether its tiles fail: true once a tile errors before
 * any has loaded, false again as soon as one loads (the 'Error loading map' notice follows it).
 */
export function addBaseLayer(map: L.Map, setTilesFailed: (failed: boolean) => void): void {
  let loaded = false;
  tileLayer(
    () => {
      if (!loaded) setTilesFailed(true);
    },
    () => {
      loaded = true;
      setTilesFailed(false);
    },
  ).addTo(map);
}
