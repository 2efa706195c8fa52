import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon.tsx';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import './status-page.css';

type Props = {
  /** Key under pages.* (the document title) and the keys of the page's title and text. */
  page: string;
  titleKey: string;
  textKey: string;
  /** The big mark above the title: '404', or an icon. */
  mark: ReactNode;
  /** Ways on besides the home page. */
  children?: ReactNode;
};

/** A whole-page status (not found, error): mark, title, text, the way home and any other ways on. */
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
      <div className="cluster status-page__actions">
        <Link to="/" className="btn btn--primary">
          <Icon name="home" size={16} />
          {t('notFound.home')}
        </Link>
        {children}
      </div>
    </section>
  );
}
