import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/dashboard/page-header.tsx';
import { LanguageSwitcher } from '../../components/language-switcher.tsx';
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { KIT_SECTIONS } from './sections/index.ts';
import './kit-page.css';

/**
 * /dev/kit, in development builds only (the router adds it under import.meta.env.DEV): every
 * component of the working-area kit in its states, in the language chosen here.
 */
export default function KitPage() {
  const { t } = useTranslation();
  usePageMeta(t('devKit.title'));
  return (
    <main className="kit-page" aria-labelledby="kit-title">
      <PageHeader id="kit-title" title={t('devKit.title')} lead={t('devKit.lead')} actions={<LanguageSwitcher />} />
      <nav aria-label={t('devKit.title')}>
        <ul className="kit-page__toc">
          {KIT_SECTIONS.map((section) => (
            <li key={section.id}>
              <a href={`#kit-${section.id}`}>{t(section.titleKey)}</a>
            </li>
          ))}
        </ul>
      </nav>
      {KIT_SECTIONS.map(({ id, titleKey, Component }) => (
        <section key={id} id={`kit-${id}`} className="kit-page__section" aria-labelledby={`kit-${id}-title`}>
          <h2 id={`kit-${id}-title`}>{t(titleKey)}</h2>
          <Component />
        </section>
      ))}
    </main>
  );
}
