import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import './status-page.css';

type Props = {
  /** Key under pages.* (the document title) and the keys of the page's title and text. */
  page: string;
  titleKey: string;
  textKey: string;
  /** The big mark above the title: '404', or an icon. */
  mark: ReactNode;
  children: ReactNode;
};

/** A whole-page status (not found, error): mark, title, text and the ways on. */
export function StatusPage({ page, titleKey, textKey, mark, children }: Props) {
  const { t } = useTranslation();
  usePageMeta(t(`pages.${page}`), t(textKey));
  return (
    <section className="stack status-page" aria-labelledby="status-title">
      {mark}
      <h1 id="status-title" className="status-page__title">
        {t(titleKey)}
      </h1>
      <p className="status-page__text">{t(textKey)}</p>
      <div className="cluster status-page__actions">{children}</div>
    </section>
  );
}
