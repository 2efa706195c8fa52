import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import type { TEstimate } from '@immora/shared/estimates';
import { RetryButton, StatePanel } from '../../../components/state-panel.tsx';
import { errorKey } from '../api/estimate-error.ts';
import { EstimateResult } from './estimate-result.tsx';

type Props = {
  /** Whether the form holds facts to estimate yet. */
  asked: boolean;
  query: UseQueryResult<TEstimate>;
};

/** What stands beside the form: how to start, the wait, the answer, or what went wrong. */
export function EstimateOutcome({ asked, query }: Props) {
  const { t } = useTranslation('estimate');
  if (!asked) {
    return (
      <div className="card estimate-empty">
        <StatePanel icon="chart" title={t('empty.title')} text={t('empty.text')} level={2} />
      </div>
    );
  }
  if (query.isPending) {
    return (
      <div className="card stack estimate-loading" role="status" aria-live="polite" aria-busy="true">
        <span className="visually-hidden">{t('loading')}</span>
        <span className="skeleton skeleton--line estimate-loading__eyebrow" />
        <span className="skeleton estimate-loading__figure" />
        <span className="skeleton estimate-loading__chart" />
        <span className="skeleton skeleton--line" />
        <span className="skeleton skeleton--line" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="card estimate-error">
        <StatePanel icon="alert" title={t('errorTitle')} text={t(errorKey(query.error))} alert level={2}>
          {errorKey(query.error) === 'errors.failed' && <RetryButton onRetry={() => void query.refetch()} />}
        </StatePanel>
      </div>
    );
  }
  return (
    <div className="card estimate-answer" aria-live="polite">
      <EstimateResult answer={query.data} />
    </div>
  );
}
