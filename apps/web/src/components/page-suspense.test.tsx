import { act, render, screen } from '@testing-library/react';
import { lazy, type ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { APP_READY_ATTRIBUTE, APP_READY_EVENT } from '../lib/app-ready.ts';
import { PageSuspense } from './page-suspense.tsx';

/** A lazy page whose code arrives when the test says so. */
function lazyPage(text: string) {
  let arrive = () => {};
  const arrived = new Promise<{ default: () => ReactElement }>((resolve) => {
    arrive = () => resolve({ default: () => <p>{text}</p> });
  });
  return { Page: lazy(() => arrived), arrive: () => act(async () => arrive()) };
}

const isReady = () => document.documentElement.hasAttribute(APP_READY_ATTRIBUTE);

afterEach(() => document.documentElement.removeAttribute(APP_READY_ATTRIBUTE));

describe('PageSuspense', () => {
  it('says the app is ready once every page boundary on screen shows its page, not before', async () => {
    const area = lazyPage('Area');
    const page = lazyPage('Listing');
    let events = 0;
    document.addEventListener(APP_READY_EVENT, () => events++);
    render(
      <PageSuspense>
        <area.Page />
        <PageSuspense>
          <page.Page />
        </PageSuspense>
      </PageSuspense>,
    );
    expect(isReady()).toBe(false);

    await area.arrive();
    expect(screen.getByText('Area')).toBeTruthy();
    // The inner boundary still shows its loading screen: its page's code has not arrived.
    expect(isReady()).toBe(false);

    await page.arrive();
    expect(screen.getByText('Listing')).toBeTruthy();
    expect(isReady()).toBe(true);
    expect(events).toBe(1);
  });
});
