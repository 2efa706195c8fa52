import { Outlet } from 'react-router';
import { ScrollToTopOnNavigate } from '../components/scroll-to-top-on-navigate.tsx';
import { ScrollToTopButton } from '../components/scroll-to-top-button.tsx';
import { CookieConsent } from '../components/cookie-consent.tsx';
import { Toaster } from '../components/toast/toaster.tsx';
import { SessionExpiryWatcher } from './session-expiry-watcher.tsx';

/** Behaviours common to every page (spec 1 §1, §2). */
export function AppShell() {
  return (
    <>
      <ScrollToTopOnNavigate />
      <Outlet />
      <ScrollToTopButton />
      <CookieConsent />
      <Toaster />
      <SessionExpiryWatcher />
    </>
  );
}
