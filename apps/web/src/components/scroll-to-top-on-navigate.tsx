import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Every change of route path scrolls the page to the top (spec 1 §2). */
export function ScrollToTopOnNavigate() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
