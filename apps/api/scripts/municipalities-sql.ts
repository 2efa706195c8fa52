/**
 * Prints the data part of migration 0051 (decision 082) from the committed data file: every
 * municipality into `cities` (a municipality the table already holds by name, e.g. from the demo
 * seed, keeps its row and gains its NIS code and German name) and every postal code into
 * `postal_codes`. Run: `npx tsx scripts/municipalities-sql.ts` in apps/api.
 */
import { BELGIAN_MUNICIPALITIES, type BelgianMunicipality } from '../src/db/seed/data/belgian-municipalities.ts';
import { CITIES } from '../src/db/seed/data/cities.ts';
import { municipalityName } from '../src/db/seed/data/municipality-names.ts';

/**
 * The centres the project already held for the demo's municipalities (db/seed/data/cities.ts):
 * the source's, the mean of the address points, are far off for several in Wallonia (decision 082).
 */
const KNOWN_CENTRES = new Map(CITIES.map((c) => [c.name, { latitude: c.latitude, longitude: c.longitude }]));

const text = (s: string | null | undefined) => (s == null ? 'NULL' : `'${s.replace(/'/g, "''")}'`);
const array = (list: string[]) => `ARRAY[${list.map(text).join(', ')}]`;

/**
 * The municipality's own postal code: the lowest whose places name it, else its lowest; a round
 * code first (1210 for Saint-Josse-ten-Noode, not the special 1006).
 */
function mainPostalCode(m: BelgianMunicipality) {
  const own = new Set(Object.values(m.names).map((n) => n.toLowerCase()));
  const round = (code: string) => (code.endsWith('0') ? 0 : 1);
  const codes = [...m.postalCodes].sort((a, b) => round(a.code) - round(b.code) || a.code.localeCompare(b.code));
  return (codes.find((p) => p.places.some((place) => own.has(place.toLowerCase()))) ?? codes[0]!).code;
}

const cityValues = BELGIAN_MUNICIPALITIES.map((m) => {
  const centre = KNOWN_CENTRES.get(municipalityName(m)) ?? m;
  return `  (${[
    text(municipalityName(m)),
    text(m.names.nl),
    text(m.names.fr ?? m.names.nl),
    text(m.names.de),
    text(m.nis),
    text(mainPostalCode(m)),
    text(m.province),
    `'${m.region}'::region`,
    centre.latitude,
    centre.longitude,
  ].join(', ')})`;
});
const postalValues = BELGIAN_MUNICIPALITIES.flatMap((m) =>
  m.postalCodes.map((p) => `  (${text(p.code)}, ${text(m.nis)}, ${array(p.places)})`),
);

console.log(`-- Every Belgian municipality and postal code (decision 082), from
-- apps/api/src/db/seed/data/belgian-municipalities.json: FPS BOSA BeST Address, CC BY 4.0; Walloon centres from GeoNames, CC BY 4.0.
-- Printed by apps/api/scripts/municipalities-sql.ts.
INSERT INTO "cities" ("name", "name_nl", "name_fr", "name_de", "nis_code", "postal_code", "province", "region", "latitude", "longitude") VALUES
${cityValues.join(',\n')}
ON CONFLICT ("name") DO UPDATE SET "nis_code" = EXCLUDED."nis_code", "name_de" = EXCLUDED."name_de";
--> statement-breakpoint
INSERT INTO "postal_codes" ("code", "city_id", "places")
SELECT v.code, c.id, v.places FROM (VALUES
${postalValues.join(',\n')}
) AS v(code, nis, places) JOIN "cities" c ON c.nis_code = v.nis;`);
