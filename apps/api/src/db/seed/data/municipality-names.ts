import type { BelgianMunicipality } from './belgian-municipalities.ts';

/** The German-speaking Community's municipalities: their own name is the German one. */
const GERMAN_SPEAKING = new Set(['63001', '63012', '63013', '63023', '63040', '63048', '63061', '63067', '63087']);

/**
 * The name a municipality goes by in English, which `cities.name` stores (decision 082): its
 * English exonym where one is established (Antwerp, Brussels, Ghent, Bruges, Ostend, Ypres),
 * else its name in its own language (French in Brussels, as the demo's communes always were).
 */
export function municipalityName(m: Pick<BelgianMunicipality, 'nis' | 'region' | 'names'>) {
  if (m.names.en) return m.names.en;
  if (GERMAN_SPEAKING.has(m.nis) && m.names.de) return m.names.de;
  if (m.region === 'flanders') return m.names.nl;
  return m.names.fr ?? m.names.nl;
}
