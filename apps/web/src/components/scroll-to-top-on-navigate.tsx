import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Every change of route path scrolls the page to the top (spec 1 §2). Not the first page: it
 * opens at the top anyway, and a visitor may already have scrolled a server-drawn screen
 * (decision 045) before the app started.
 */
export function ScrollToTopOnNavigate() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
