import { memo, useDeferredValue, useMemo } from 'react';
import { useCities } from '../lib/get-cities.ts';
import { citySuggestions } from '../lib/city-match.ts';

/**
 * The `<datalist>` of a city field (the home search, the search filters, the wizard and the
 * classified form): every municipality and every postal code with its municipality and places
 * (`citySuggestions`). A couple of thousand options, drawn in a deferred render when the list
 * arrives, without drawing the form again.
 */
export const CityOptions = memo(function CityOptions({ id }: { id: string }) {
  const cities = useDeferredValue(useCities().data);
  const options = useMemo(() => (cities ? citySuggestions(cities) : []), [cities]);
  return (
    <datalist id={id}>
      {options.map((o) => (
        <option key={o.value} value={o.value} label={o.label} />
      ))}
    </datalist>
  );
});
