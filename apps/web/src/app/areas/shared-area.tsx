import { useParams } from 'react-router';
import type { AreaProps } from './area-loaders.ts';
import { PlaceholderPage } from '../../components/placeholder-page.tsx';
import { AgentProfilePage } from '../../features/professionals/components/agent-profile-page.tsx';
import { AgencyProfilePage } from '../../features/professionals/components/agency-profile-page.tsx';
import SuccessPage from '../../features/cart/components/success-page.tsx';
import TestCheckoutPage from '../../features/cart/components/test-checkout-page.tsx';

/** Pages any signed-in role may open (payment success, the test checkout, agent and agency profiles). */
export default function SharedArea({ def }: AreaProps) {
  const { id = '' } = useParams();
  if (def.page === 'agentProfile') return <AgentProfilePage key={id} id={id} />;
  if (def.page === 'agencyProfile') return <AgencyProfilePage key={id} id={id} />;
  if (def.page === 'paymentSuccess') return <SuccessPage />;
  if (def.page === 'testCheckout') return <TestCheckoutPage key={id} id={id} />;
  return <PlaceholderPage page={def.page} />;
}
