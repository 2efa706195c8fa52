import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageSuspense } from '../../components/page-suspense.tsx';
import { SiteHeader } from './public/site-header.tsx';
import { SiteFooter } from './public/site-footer.tsx';
import { LanguageAlternates } from './public/language-alternates.tsx';
import './public-layout.css';

/** Header, page and footer of the public site. */
export function PublicLayout() {
  const { t } = useTranslation();
  return (
    <div className="public-layout">
      <LanguageAlternates />
      <a href="#main" className="skip-link">
        {t('skipToContent')}
      </a>
      <SiteHeader />
      <main id="main" className="public-layout__main" tabIndex={-1}>
        <PageSuspense>
          <Outlet />
        </PageSuspense>
      </main>
      <SiteFooter />
    </div>
  );
}
