import type { AreaProps } from './area-loaders.ts';
import { PlaceholderPage } from '../../components/placeholder-page.tsx';

/** Pages any signed-in role may open (payment success, agent and agency profiles). */
export default function SharedArea({ def }: AreaProps) {
  return <PlaceholderPage page={def.page} />;
}
