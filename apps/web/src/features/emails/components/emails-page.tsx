import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/dashboard/page-header.tsx';
import { Tabs } from '../../../components/dashboard/tabs.tsx';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { ComposePanel } from './compose-panel.tsx';
import { SentPanel } from './sent-panel.tsx';
import { TemplatesPanel } from './templates-panel.tsx';
import './emails.css';

const TABS = ['compose', 'templates', 'sent'] as const;

/** /dashboard-emails and /agency-emails (issue 15): write to leads and customers; tabs Compose, Templates, Sent. */
export default function EmailsPage() {
  const { t } = useTranslation('emails');
  const id = useId();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab = TABS.find((name) => name === asked) ?? 'compose';
  const title = t('title');
  usePageMeta(title);
  return (
    <section className="stack dash-page emails-page" aria-labelledby={`${id}-title`}>
      <PageHeader id={`${id}-title`} title={title} lead={t('lead')} />
      <Tabs
        label={title}
        selected={tab}
        // Each tab's list keeps its own paging and filters: a new tab starts clean.
        onSelect={(next) => setParams(next === 'compose' ? {} : { tab: next })}
        tabs={[
          { id: 'compose', label: t('tabs.compose'), panel: <ComposePanel /> },
          { id: 'templates', label: t('tabs.templates'), panel: <TemplatesPanel /> },
          { id: 'sent', label: t('tabs.sent'), panel: <SentPanel /> },
        ]}
      />
    </section>
  );
}
