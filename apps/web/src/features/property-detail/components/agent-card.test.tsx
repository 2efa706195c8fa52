import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TPropertyDetail } from '@immora/shared/properties';
import { AgentCard } from './agent-card.tsx';

const contact: TPropertyDetail['contact'] = {
  kind: 'agent',
  id: '6f1c2f9e-2b7a-4c53-9a51-0c2f3f7f2a12',
  name: 'Julien Lambert',
  picture: null,
  phone: '32497603545',
  email: 'julien.lambert@demo.immora.be',
  agency: null,
  verified: false,
};

describe('AgentCard', () => {
  it('shows the advertiser’s phone in its readable Belgian form, as a tel: link', () => {
    render(<AgentCard contact={contact} />);
    const link = screen.getByRole('link', { name: '+32 497 60 35 45' });
    expect(link.getAttribute('href')).toBe('tel:+32497603545');
  });

  it('shows no phone link when the advertiser has no phone', () => {
    render(<AgentCard contact={{ ...contact, phone: null }} />);
    expect(screen.queryByRole('link', { name: /\+32/ })).toBeNull();
  });
});
