import type { TCity } from '@immora/shared/properties';

/** Lower case without accents or surrounding spaces: 'Liège ' → 'liege'. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

const names = (city: TCity) => [city.name, city.nameNl, city.nameFr].map(fold);

/** A typed place: its municipality, and the postal code it was typed with or named by, if any. */
export type CityMatch = { city: TCity; postalCode?: string };

/**
 * The municipality a typed text names (decision 082): a postal code alone or followed by a name
 * ('1050', '9040 Sint-Amandsberg', '1050 Ixelles', a suggestion as `citySuggestions` writes it),
 * a municipality's name in English, Dutch or French, or a place one of its postal codes names
 * ('Marloie' → Marche-en-Famenne). A code that two municipalities share (1050: Brussels and
 * Ixelles) gives the one a following name names, else the one whose own code it is.
 */
export function matchCity(cities: readonly TCity[], text: string): CityMatch | undefined {
  const typed = fold(text);
  if (!typed) return undefined;
  const coded = /^(\d{4})(?:\s+(.+))?$/.exec(typed);
  if (coded) {
    const [, code = '', rest] = coded;
    const serving = cities.filter((c) => c.postalCodes.some((p) => p.code === code));
    const named = rest
      ? serving.find(
          (c) =>
            names(c).includes(rest) || c.postalCodes.some((p) => p.code === code && p.places.map(fold).includes(rest)),
        )
      : undefined;
    const city = named ?? serving.find((c) => c.postalCode === code) ?? serving[0];
    return city ? { city, postalCode: code } : undefined;
  }
  const city = cities.find((c) => names(c).includes(typed));
  if (city) return { city };
  for (const c of cities) {
    const place = c.postalCodes.find((p) => p.places.map(fold).includes(typed));
    if (place) return { city: c, postalCode: place.code };
  }
  return undefined;
}

/**
 * The suggestions of a city field: every municipality's name, then each of its postal codes with
 * its name ('1050 Ixelles'), labelled with the places the code names besides the municipality
 * ('9040 Ghent': Sint-Amandsberg), so typing a postal code or a village finds its municipality.
 */
export function citySuggestions(cities: readonly TCity[]): { value: string; label?: string }[] {
  return [
    ...cities.map((c) => ({ value: c.name })),
    ...cities.flatMap((c) => {
      const own = names(c);
      return c.postalCodes.map((p) => {
        const places = p.places.filter((place) => !own.includes(fold(place)));
        return { value: `${p.code} ${c.name}`, ...(places.length ? { label: places.join(', ') } : {}) };
      });
    }),
  ];
}
