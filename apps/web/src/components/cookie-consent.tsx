import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
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

/** Cookie-consent sheet shown on every page until a choice is made. Non-blocking. */
export function CookieConsent() {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<Choice | null>(storedChoice);

  // Lets floating controls (scroll-to-top) sit above the sheet while it is shown.
  useEffect(() => {
    if (choice) return undefined;
    document.documentElement.dataset.cookieSheet = 'open';
    return () => {
      delete document.documentElement.dataset.cookieSheet;
    };
  }, [choice]);

  if (choice) return null;

  const choose = (value: Choice) => {
    try {
      localStorage.setItem(COOKIE_CONSENT_KEY, value);
    } catch {
      // storage unavailable: hide for this visit only
    }
    setChoice(value);
  };

  return (
    <div
      className="row cookie-consent"
      role="dialog"
      aria-modal="false"
      aria-labelledby="cookie-consent-title"
      aria-describedby="cookie-consent-text"
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
        <button type="button" className="btn btn--ghost" onClick={() => choose('declined')}>
          {t('cookies.decline')}
        </button>
        <button type="button" className="btn btn--primary" onClick={() => choose('accepted')}>
          {t('cookies.accept')}
        </button>
      </div>
    </div>
  );
}
