import { memo, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useCities } from '../lib/get-cities.ts';
import { citySuggestions } from '../lib/city-match.ts';

/** True once a field that uses the datalist `id` has had the focus. */
function useListWanted(id: string): boolean {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted) return undefined;
    const uses = (target: EventTarget | null) =>
      target instanceof HTMLInputElement && target.getAttribute('list') === id;
    const focused = (event: FocusEvent) => {
      if (uses(event.target)) setWanted(true);
    };
    document.addEventListener('focusin', focused);
    // The field may have the focus already (a visitor quicker than the app's start).
    if (uses(document.activeElement)) queueMicrotask(() => setWanted(true));
    return () => document.removeEventListener('focusin', focused);
  }, [id, wanted]);
  return wanted;
}

/**
 * The `<datalist>` of a city field (the home search, the search filters, the wizard and the
 * classified form): every municipality and every postal code with its municipality and places
 * (`citySuggestions`). A couple of thousand options, drawn in a deferred render once the field is
 * first focused and the list is there, without drawing the form again: drawn as the page loaded,
 * they were two thousand elements of a phone's start that most visits never open (issue 37).
 */
export const CityOptions = memo(function CityOptions({ id }: { id: string }) {
  const wanted = useListWanted(id);
  const cities = useDeferredValue(useCities().data);
  const options = useMemo(() => (wanted && cities ? citySuggestions(cities) : []), [wanted, cities]);
  return (
    <datalist id={id}>
      {options.map((o) => (
        <option key={o.value} value={o.value} label={o.label} />
      ))}
    </datalist>
  );
});
