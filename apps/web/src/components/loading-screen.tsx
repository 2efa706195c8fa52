import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './loading-screen.css';

/** The loading screen of spec 1 §1 and §9. */
export const MESSAGES = [
  'Preparing your experience',
  'Loading properties',
  'Fetching the latest listings',
  'Almost there',
  'Setting up your dashboard',
] as const;
export const MESSAGE_KEYS = [
  'preparing',
  'loadingProperties',
  'fetchingListings',
  'almostThere',
  'settingUpDashboard',
] as const;
export const PARTICLES = 50;
export const ROTATE_MS = 3000;
export const ANIMATION_MS = 1200;

/** Deterministic pseudo-random layout so particles look scattered but render the same each time. */
const particles = Array.from({ length: PARTICLES }, (_, i) => {
  const r = (n: number) => (((Math.sin(i * 12.9898 + n * 78.233) * 43758.5453) % 1) + 1) % 1;
  return {
    left: `${(r(1) * 100).toFixed(2)}%`,
    top: `${(r(2) * 100).toFixed(2)}%`,
    size: `${(2 + r(3) * 5).toFixed(1)}px`,
    delay: `${(r(4) * 4).toFixed(2)}s`,
    duration: `${(4 + r(5) * 6).toFixed(2)}s`,
  };
});

export function LoadingScreen() {
  // useSuspense: false, because this screen is itself the fallback while translations load.
  const { t } = useTranslation('common', { useSuspense: false });
  const [index, setIndex] = useState(0);
  const key = MESSAGE_KEYS[index] ?? MESSAGE_KEYS[0];
  const message = t(`loading.messages.${key}`, { defaultValue: MESSAGES[index] ?? MESSAGES[0] });
  const prefix = t('loading.title', { defaultValue: 'Loading...' });

  useEffect(() => {
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % MESSAGES.length), ROTATE_MS);
    return () => window.clearInterval(timer);
  }, []);

  useEffect(() => {
    const previous = document.title;
    return () => {
      document.title = previous;
    };
  }, []);

  useEffect(() => {
    document.title = `${prefix} ${message}`;
  }, [prefix, message]);

  // The spacer holds a screen's height in the page flow under the fixed overlay, so the footer
  // stays below the fold while a page loads and is not shifted when the content arrives (CLS).
  return (
    <>
      <div className="loading-screen__spacer" aria-hidden="true" />
      <div
        className="loading-screen"
        role="status"
        aria-live="polite"
        data-testid="loading-screen"
        style={{ ['--loading-enter' as string]: `${ANIMATION_MS}ms` }}
      >
        <div className="loading-screen__particles" aria-hidden="true">
          {particles.map((p, i) => (
            <span
              key={i}
              className="loading-screen__particle"
              style={{
                left: p.left,
                top: p.top,
                width: p.size,
                height: p.size,
                animationDelay: p.delay,
                animationDuration: p.duration,
              }}
            />
          ))}
        </div>
        <div className="stack loading-screen__card">
          <svg className="loading-screen__mark" viewBox="0 0 64 64" width="64" height="64" aria-hidden="true">
            <path
              d="M12 31 32 14l20 17"
              fill="none"
              stroke="var(--color-accent)"
              strokeWidth="5"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
            <path d="M19 29v19h26V29" fill="none" stroke="#fff" strokeWidth="4" strokeLinejoin="round" />
          </svg>
          <p className="loading-screen__brand">Immora</p>
          <p className="loading-screen__message" data-testid="loading-message">
            {message}
          </p>
          <div className="loading-screen__bar" aria-hidden="true">
            <span />
          </div>
        </div>
      </div>
    </>
  );
}
