import type { ReactNode } from 'react';
import type { IconName } from '../../../components/icon.tsx';
import { AuthCard } from './auth-card.tsx';

type Props = {
  title: string;
  icon: IconName;
  /** What runs while the code is exchanged ('Signing you in with Google…'). */
  pending: string;
  /** The failure shown instead, or null while pending. */
  failure: string | null;
  /** Shown under the failure (a way on). */
  children?: ReactNode;
};

/** The card of a provider's callback page: a spinner while its code is exchanged, else the failure. */
export function CallbackCard({ title, icon, pending, failure, children }: Props) {
  if (failure === null) {
    return (
      <AuthCard title={title} icon={icon}>
        <p className="row auth-card__status" role="status">
          <span className="spinner" aria-hidden="true" />
          {pending}
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={title} icon="alert" tone="danger">
      <p className="auth-card__error" role="alert">
        {failure}
      </p>
      {children}
    </AuthCard>
  );
}
