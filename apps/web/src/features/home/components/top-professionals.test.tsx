import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/render-route.tsx';
import { TopProfessionals } from './top-professionals.tsx';

const agency = { id: 'ag-1', name: 'Ghent Homes', logo: null, city: 'Gent', agents: 2, listings: 7 };
const agent = {
  id: 'pe-1',
  name: 'An Peeters',
  profilePicture: null,
  agency: { id: 'ag-1', name: 'Ghent Homes' },
  city: 'Brugge',
  listings: 1,
};

function answerPros() {
  const page = (items: unknown[]) => new Response(JSON.stringify({ success: true, data: { items, total: 1 } }));
  vi.stubGlobal('fetch', async (url: string) => (url.startsWith('/api/agencies') ? page([agency]) : page([agent])));
}

afterEach(() => vi.unstubAllGlobals());

describe("the home page's top professionals (one card per agency and agent)", () => {
  it("sends a guest to the directory searched on the card's name", async () => {
    answerPros();
    renderRoute(<TopProfessionals />);
    const agencyCard = await screen.findByTestId('home-agency');
    expect(agencyCard.getAttribute('href')).toBe('/agency?q=Ghent%20Homes');
    expect(agencyCard.textContent).toContain('Gent');
    const agentCard = screen.getByTestId('home-agent');
    expect(agentCard.getAttribute('href')).toBe('/agents?q=An%20Peeters');
    expect(agentCard.textContent).toContain('Ghent Homes');
    expect(agentCard.textContent).toContain('Brugge');
  });

  it('sends a signed-in user to the profile', async () => {
    document.cookie = 'authToken=t; path=/';
    answerPros();
    renderRoute(<TopProfessionals />);
    expect((await screen.findByTestId('home-agency')).getAttribute('href')).toBe('/agency-single/ag-1');
    expect(screen.getByTestId('home-agent').getAttribute('href')).toBe('/agent-single/pe-1');
  });
});
