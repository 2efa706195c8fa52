import { useEffect, useEffectEvent, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../lib/session-context.ts';
import { readExpiry } from '../lib/session.ts';
import { loadSwal } from '../lib/alerts.ts';

/** The expiry check runs every 59 seconds; the warning counts down 5 seconds (spec 1 §9). */
export const SESSION_CHECK_MS = 59_000;
export const EXPIRY_COUNTDOWN_S = 5;

declare global {
  interface Window {
    /** End-to-end tests shorten the check interval. */
    __IMMORA_SESSION_CHECK_MS?: number;
  }
}

function checkInterval(): number {
  const override = typeof window === 'undefined' ? undefined : window.__IMMORA_SESSION_CHECK_MS;
  return typeof override === 'number' && override > 0 ? override : SESSION_CHECK_MS;
}

/** When the stored expiry time has passed: 'Session Expired' with a countdown, then logout and home. */
export function SessionExpiryWatcher() {
  const { t } = useTranslation();
  const { session, logout } = useSession();
  const navigate = useNavigate();
  const warning = useRef(false);

  const expire = useEffectEvent(async () => {
    warning.current = true;
    const Swal = await loadSwal();
    const text = (seconds: number) => t('session.expiredText', { count: seconds });
    let ticker = 0;
    await Swal.fire({
      icon: 'warning',
      title: t('session.expiredTitle'),
      text: text(EXPIRY_COUNTDOWN_S),
      timer: EXPIRY_COUNTDOWN_S * 1000,
      timerProgressBar: true,
      showConfirmButton: false,
      allowOutsideClick: false,
      allowEscapeKey: false,
      didOpen: () => {
        ticker = window.setInterval(() => {
          const left = Math.max(0, Math.ceil((Swal.getTimerLeft() ?? 0) / 1000));
          const node = Swal.getHtmlContainer();
          if (node) node.textContent = text(left);
        }, 250);
      },
      willClose: () => window.clearInterval(ticker),
    });
    await logout();
    warning.current = false;
    await navigate('/');
  });

  useEffect(() => {
    if (!session) return undefined;
    const id = window.setInterval(() => {
      if (warning.current) return;
      const expiry = readExpiry();
      if (expiry !== null && Date.now() >= expiry) void expire();
    }, checkInterval());
    return () => window.clearInterval(id);
  }, [session]);

  return null;
}
