import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { TPlan } from '@immora/shared/plans';
import nl from '../../../i18n/locales/nl/common.json';
import el from '../../../i18n/locales/el/common.json';
import fr from '../../../i18n/locales/fr/common.json';
import { PlanCard } from './plan-card.tsx';
import { STARTER } from './starter-plan.fixture.ts';

function renderCard(plan: TPlan) {
  return render(
    <MemoryRouter>
      <PlanCard plan={plan} billing="monthly" action={{ kind: 'link', to: '/register', label: 'Join' }} />
    </MemoryRouter>,
  );
}

describe('PlanCard', () => {
  afterEach(async () => {
    await i18next.changeLanguage('en');
  });

  it.each([
    ['nl', nl, /per maand/],
    ['el', el, /τον μήνα/],
    ['fr', fr, /\/\smois/],
  ] as const)('shows a plan in %s with no English text', async (language, bundle, perMonth) => {
    i18next.addResourceBundle(language, 'common', bundle, true, true);
    await i18next.changeLanguage(language);
    const { container } = renderCard(STARTER);
    const text = container.textContent ?? '';
    expect(text).toContain(bundle.pricing.plans['individual-starter'].description);
    expect(text).toMatch(perMonth);
    for (const english of [STARTER.description, ...STARTER.features]) expect(text).not.toContain(english);
    expect(text).not.toMatch(/per month/);
  });

  it("shows the API's texts for a plan the translations don't know yet", () => {
    renderCard({ ...STARTER, code: 'individual-new', name: 'Newcomer', description: 'A plan added later.' });
    expect(screen.getByRole('heading', { name: 'Newcomer' })).toBeTruthy();
    expect(screen.getByText('A plan added later.')).toBeTruthy();
    expect(screen.getByText('10 credits per month')).toBeTruthy();
  });
});
