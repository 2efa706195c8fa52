import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { RetryButton, StatePanel } from '../../../components/state-panel.tsx';
import { ProfileSection } from './profile-section.tsx';

type Props<T> = {
  id: string;
  title: string;
  lead?: string;
  query: UseQueryResult<T>;
  loading: string;
  loadFailed: string;
  children: (data: T) => ReactNode;
};

/** A profile section that shows its own query: a spinner, the failure with a retry, then its content. */
export function LoadedSection<T>({ id, title, lead, query, loading, loadFailed, children }: Props<T>) {
  return (
    <ProfileSection id={id} title={title} lead={lead}>
      {query.isPending ? (
        <p className="row profile-section__loading" role="status">
          <span className="spinner" aria-hidden="true" />
          {loading}
        </p>
      ) : query.isError ? (
        <StatePanel icon="alert" title={loadFailed} alert>
          <RetryButton onRetry={() => void query.refetch()} />
        </StatePanel>
      ) : (
        children(query.data)
      )}
    </ProfileSection>
  );
}
