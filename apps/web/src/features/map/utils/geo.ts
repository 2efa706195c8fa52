import type { LatLngBounds } from 'leaflet';

const round = (n: number) => Number(n.toFixed(5));
const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, n));

/** "west,south,east,north" of a map view, clamped to valid degrees. */
export function boundsToBbox(bounds: LatLngBounds): string {
  const west = clamp(round(bounds.getWest()), -180, 180);
  const east = clamp(round(bounds.getEast()), -180, 180);
  const south = clamp(round(bounds.getSouth()), -90, 90);
  const north = clamp(round(bounds.getNorth()), -90, 90);
  return [west, south, east, north].join(',');
}

/** [[south, west], [north, east]] for Leaflet. */
export function bboxToLatLngs(bbox: string): [[number, number], [number, number]] {
  const [w, s, e, n] = bbox.split(',').map(Number) as [number, number, number, number];
  return [
    [s, w],
    [n, e],
  ];
}

/** "lng,lat;lng,lat;…" ↔ Leaflet [lat, lng] points. */
export function polygonToLatLngs(polygon: string): [number, number][] {
  return polygon.split(';').map((pair) => {
    const [lng, lat] = pair.split(',').map(Number) as [number, number];
    return [lat, lng];
  });
}

export function latLngsToPolygon(points: readonly { lat: number; lng: number }[]): string {
  return points.map((p) => `${round(p.lng)},${round(p.lat)}`).join(';');
}

/** The map's first view: the whole of Belgium. */
export const BELGIUM_CENTER: [number, number] = [50.64, 4.67];
export const BELGIUM_ZOOM = 8;
