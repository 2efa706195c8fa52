import { Suspense, useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { LoadingScreen } from './loading-screen.tsx';
import { PAGE_PENDING_ATTRIBUTE, pageShown } from '../lib/app-ready.ts';

const pending = { [PAGE_PENDING_ATTRIBUTE]: '' };

/** Tells `lib/app-ready.ts` when the boundary's page is on screen, hydrated or rendered. */
function PageShown() {
  const marker = useRef<HTMLTemplateElement>(null);
  useEffect(() => pageShown(marker.current), []);
  return <template ref={marker} {...pending} />;
}

/**
 * The boundary around a page whose code or first answer may still be on its way: the loading
 * screen meanwhile. Each carries an inert `<template>` marker, pending in the fallback and until
 * the page is shown, so the app knows when every page boundary on screen is done (decision 046).
 */
export function PageSuspense({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <>
          <LoadingScreen />
          <template {...pending} />
        </>
      }
    >
      {children}
      <PageShown />
    </Suspense>
  );
}
