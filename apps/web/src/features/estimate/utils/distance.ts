import { formatNumber } from '../../../lib/format.ts';

/** A distance as read on a map: '350 m' under a kilometre, '1.2 km' under ten, '14 km' beyond. */
export function formatDistance(metres: number, language: string): string {
  if (metres < 1000) return `${formatNumber(Math.round(metres / 10) * 10, language)}\u00a0m`;
  const km = metres < 10_000 ? Math.round(metres / 100) / 10 : Math.round(metres / 1000);
  return `${formatNumber(km, language)}\u00a0km`;
}
