import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/dashboard/page-header.tsx';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import './agency-team.css';

type Props = {
  title: string;
  lead: string;
  /** The list's total and the key of its count ('agents.count': '3 agents'); no count while empty. */
  total: number | undefined;
  countKey: string;
  actions?: ReactNode;
  children: ReactNode;
};

/** The frame of a team list screen: the page's title, lead, count and actions above its table. */
export function TeamListPage({ title, lead, total, countKey, actions, children }: Props) {
  const { t } = useTranslation('agency');
  const id = useId();
  usePageMeta(title);
  return (
    <section className="stack dash-page" aria-labelledby={`${id}-title`}>
      <PageHeader
        id={`${id}-title`}
        title={title}
        lead={lead}
        count={total ? t(countKey, { count: total }) : undefined}
        actions={actions}
      />
      {children}
    </section>
  );
}
