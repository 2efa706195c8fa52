import { fireEvent, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OPEN_ACCOUNT_EVENT } from '../../../lib/open-account-modal.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import nl from '../../../i18n/locales/nl/common.json';
import { ok, routeFetch } from '../../my-properties/components/my-property.fixture.ts';
import { PricingPage } from './pricing-page.tsx';
import { STARTER } from './starter-plan.fixture.ts';

const popup = () => document.querySelector('.swal2-popup');

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18next.changeLanguage('en');
});

describe('PricingPage', () => {
  it.each([
    ['en', 'Please log in to subscribe to plans.', 'Login'],
    ['nl', nl.pricing.signIn, nl.favourites.login],
  ])(
    'tells a guest who clicks Buy now to log in (spec 2 §8, %s), and Login opens the sign-in dialog',
    async (language, text, login) => {
      i18next.addResourceBundle('nl', 'common', nl, true, true);
      await i18next.changeLanguage(language);
      vi.stubGlobal('fetch', routeFetch({ 'GET /api/plans': ok([STARTER]) }).fetchMock);
      const opened = vi.fn();
      window.addEventListener(OPEN_ACCOUNT_EVENT, opened);
      renderRoute(<PricingPage />, '/pricing');
      fireEvent.click(await screen.findByRole('button', { name: i18next.t('pricing.buy') }));
      await waitFor(() => expect(popup()?.textContent).toContain(text));
      expect(opened).not.toHaveBeenCalled();
      fireEvent.click(screen.getByRole('button', { name: login }));
      await waitFor(() => expect(opened).toHaveBeenCalledOnce());
      window.removeEventListener(OPEN_ACCOUNT_EVENT, opened);
    },
  );
});
