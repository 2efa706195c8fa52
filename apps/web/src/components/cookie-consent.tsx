import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useInBrowser } from './browser-only.tsx';
import { Icon } from './icon.tsx';
import './cookie-consent.css';

export const COOKIE_CONSENT_KEY = 'cookieConsent';
type Choice = 'accepted' | 'declined';

function storedChoice(): Choice | null {
  try {
    const value = localStorage.getItem(COOKIE_CONSENT_KEY);
    return value === 'accepted' || value === 'declined' ? value : null;
  } catch {
    return null;
  }
}

/**
 * Cookie-consent sheet shown on every page until a choice is made. Non-blocking.
 *
 * The answer is in the browser's storage, which the server cannot read: on a page the server draws
 * (decision 045) the sheet is drawn `data-drawn`, hidden by its style sheet until the page's start
 * script has found no answer and set `<html data-cookie-sheet="open">` (`boot/app-start.ts`), so
 * it is seen before the app has started, and on a read-mostly page before it ever does (decision
 * 089). The start script also keeps an answer given before the app has taken over, and hides the
 * sheet at once (its buttons' `data-cookie-choice`). Once in the browser, the app shows it or not
 * from the storage itself.
 */
export function CookieConsent() {
  const { t } = useTranslation();
  const inBrowser = useInBrowser();
  const [chosen, setChosen] = useState<Choice | null>(null);
  // Read again once in the browser: the start script may have kept an answer given before the app took over.
  const choice = chosen ?? (inBrowser ? storedChoice() : null);
  const shown = !inBrowser || !choice;

  // Lets floating controls (scroll-to-top) sit above the sheet while it is shown.
  useEffect(() => {
    if (!inBrowser || choice) return undefined;
    document.documentElement.dataset.cookieSheet = 'open';
    return () => {
      delete document.documentElement.dataset.cookieSheet;
    };
  }, [inBrowser, choice]);

  if (!shown) return null;

  const choose = (value: Choice) => {
    try {
      localStorage.setItem(COOKIE_CONSENT_KEY, value);
    } catch {
      // storage unavailable: hide for this visit only
    }
    setChosen(value);
  };

  return (
    <div
      className="row cookie-consent"
      role="dialog"
      aria-modal="false"
      aria-labelledby="cookie-consent-title"
      aria-describedby="cookie-consent-text"
      data-drawn={inBrowser ? undefined : ''}
    >
      <span className="cookie-consent__icon" aria-hidden="true">
        <Icon name="cookie" size={28} />
      </span>
      <div className="cookie-consent__body">
        <h2 id="cookie-consent-title" className="cookie-consent__title">
          {t('cookies.title')}
        </h2>
        <p id="cookie-consent-text" className="cookie-consent__text">
          {t('cookies.text')} <Link to="/privacy-policy">{t('cookies.learnMore')}</Link>
        </p>
      </div>
      <div className="cookie-consent__actions">
        <button
          type="button"
          className="btn btn--ghost"
          data-cookie-choice="declined"
          onClick={() => choose('declined')}
        >
          {t('cookies.decline')}
        </button>
        <button
          type="button"
          className="btn btn--primary"
          data-cookie-choice="accepted"
          onClick={() => choose('accepted')}
        >
          {t('cookies.accept')}
        </button>
      </div>
    </div>
  );
}
