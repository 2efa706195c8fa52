import type { AreaProps } from './area-loaders.ts';
import { PlaceholderPage } from '../../components/placeholder-page.tsx';

/** Sign-in, sign-up, verification and OAuth callbacks (filled by the accounts issue). */
export default function AuthArea({ def }: AreaProps) {
  return <PlaceholderPage page={def.page} />;
}
