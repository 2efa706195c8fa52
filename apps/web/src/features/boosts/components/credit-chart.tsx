import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TCreditSummary } from '@immora/shared/credits';
import { Chart } from '../../../components/dashboard/chart.tsx';
import { formatDate } from '../../../lib/format.ts';

/**
 * The balance after each credit movement (plans granting credits, boosts spending them), oldest
 * first, and today's. The ledger holds only the latest movements, so the balances are counted back
 * from today's.
 */
export function creditBalance(ledger: TCreditSummary['ledger'], remaining: number, now: number) {
  const newestFirst = [...ledger].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  let balance = remaining;
  const points = newestFirst.map((entry) => {
    const point = { x: Date.parse(entry.createdAt), y: balance };
    balance -= entry.delta;
    return point;
  });
  return [...points.reverse(), { x: now, y: remaining }];
}

/** The credit balance over time, as a chart with its figures. */
export function CreditChart({ ledger, remaining }: { ledger: TCreditSummary['ledger']; remaining: number }) {
  const { t, i18n } = useTranslation();
  // 'Today' is when the dashboard opened.
  const [now] = useState(() => Date.now());
  const series = useMemo(
    () => [{ label: t('credits.balance'), points: creditBalance(ledger, remaining, now) }],
    [ledger, remaining, now, t],
  );
  return (
    <Chart
      title={t('credits.chartTitle')}
      series={series}
      formatX={(x) => formatDate(new Date(x).toISOString(), i18n.resolvedLanguage ?? 'en')}
      height={180}
    />
  );
}
