import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { useTranslation } from 'react-i18next';
import { showAlert } from '../../../lib/alerts.ts';

/**
 * Warns before leaving with unsaved edits: the browser's own prompt on reload or close, a
 * confirmation on a link to another page (changes of the query, such as `?id=`, pass). Returns a
 * ref to set when leaving is intended (after publishing).
 */
export function useUnsavedChangesGuard(dirty: boolean) {
  const { t } = useTranslation();
  const leaving = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !leaving.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (leaving.current) return;
      event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void showAlert({
      icon: 'warning',
      title: t('addProperty.leave.title'),
      text: t('addProperty.leave.text'),
      showCancelButton: true,
      confirmButtonText: t('addProperty.leave.confirm'),
      cancelButtonText: t('addProperty.leave.stay'),
    }).then((answer) => {
      if (answer.isConfirmed) blocker.proceed();
      else blocker.reset();
    });
  }, [blocker, t]);

  return leaving;
}
