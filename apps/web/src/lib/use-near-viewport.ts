import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * True once the element has come within `margin` of the viewport, and from then on. Lets a page
 * start a heavy part (the listing's map: Leaflet and its tiles) only when the visitor gets near
 * it, instead of while the first screen is still loading. Where the browser has no
 * IntersectionObserver, it is true at once; on the server (its first screen, decision 045) never.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '300px'): boolean {
  const [near, setNear] = useState(() => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}

/**
 * A ref for a section below the first screen and whether it is within a screen's height of being
 * seen: the home page's sections ask for their data only then, so a phone's first visit loads and
 * draws the hero alone until the visitor scrolls.
 */
export function useNearNextScreen<T extends Element>(): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  return [ref, useNearViewport(ref, '100% 0px')];
}
