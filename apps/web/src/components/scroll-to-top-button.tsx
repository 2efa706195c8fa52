import { useTranslation } from 'react-i18next';
import { useScrolledPast } from '../lib/use-scrolled-past.ts';
import { Icon } from './icon.tsx';
import './scroll-to-top-button.css';

export const SCROLL_TOP_THRESHOLD = 100;

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
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      <Icon name="arrowUp" size={22} strokeWidth={2.2} />
    </button>
  );
}
