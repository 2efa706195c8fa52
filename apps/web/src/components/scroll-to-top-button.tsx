import { useTranslation } from 'react-i18next';
import { useScrolledPast } from '../lib/use-scrolled-past.ts';
import { Icon } from './icon.tsx';
import './scroll-to-top-button.css';

export const SCROLL_TOP_THRESHOLD = 100;

/**
 * Smoothly to the top. A layout change while the smooth scroll runs (a section the app draws
 * below, a late image) can stop it part way; once it ends, the rest is done at once.
 */
function scrollToTop() {
  window.scrollTo({ top: 0, behavior: 'smooth' });
  window.addEventListener(
    'scrollend',
    () => {
      if (window.scrollY > 0) window.scrollTo({ top: 0 });
    },
    { once: true },
  );
}

/** Floating control shown after 100 px of scroll (spec 1 §2). */
export function ScrollToTopButton() {
  const { t } = useTranslation();
  const visible = useScrolledPast(SCROLL_TOP_THRESHOLD);
  if (!visible) return null;
  return (
    <button
      type="button"
      className="scroll-top"
      aria-label={t('scrollToTop')}
      title={t('scrollToTop')}
      onClick={scrollToTop}
    >
      <Icon name="arrowUp" size={22} strokeWidth={2.2} />
    </button>
  );
}
