import { useLayoutEffect } from 'react';
import { FIRST_PAGE_LINK_ATTRIBUTE } from '@immora/shared/first-page-data';

/**
 * Removes the alternates and canonical the server wrote in a first page's head (the market pages',
 * decision 075) once the app writes its own (`active`): the server's serve readers and crawlers
 * without scripts, and the page never holds both. A layout effect: gone before the browser paints.
 */
export function useServerLinksReplaced(active: boolean) {
  useLayoutEffect(() => {
    if (!active) return;
    for (const link of document.head.querySelectorAll(`link[${FIRST_PAGE_LINK_ATTRIBUTE}]`)) link.remove();
  }, [active]);
}
