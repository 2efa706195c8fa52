import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon.tsx';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { formatLongDate } from '../../../lib/format.ts';
import { useLegalContent } from '../api/get-legal-content.ts';
import type { LegalBlock } from '../content/types.ts';
import './privacy.css';
import { PageHero } from '../../../components/page-hero.tsx';

function Block({ block }: { block: LegalBlock }) {
  if (typeof block === 'string') return <p>{block}</p>;
  return (
    <ul>
      {block.list.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** /privacy-policy: Privacy Policy and Terms of Use, with a table of contents and anchors. */
export function PrivacyPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const { hash } = useLocation();
  const { data, isError, refetch } = useLegalContent(language);
  usePageMeta({ title: t('privacy.title'), description: t('privacy.metaDescription') });

  // An address with #section arrives before the text: scroll once it is there.
  useEffect(() => {
    if (!data || !hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [data, hash]);

  const updated = data ? formatLongDate(`${data.updated}T12:00:00Z`, language) : null;

  return (
    <div className="legal-page">
      <PageHero eyebrow={t('privacy.eyebrow')} title={t('privacy.title')} lead={t('privacy.lead')}>
        {updated && (
          <p className="legal-hero__updated">
            <Icon name="calendar" size={16} />
            {t('privacy.updated', { date: updated })}
          </p>
        )}
      </PageHero>
      <div className="container legal-layout">
        {isError && (
          <div className="stack legal-state" role="alert">
            <Icon name="alert" size={28} />
            <p>{t('privacy.error')}</p>
            <button type="button" className="btn btn--dark" onClick={() => void refetch()}>
              {t('search.retry')}
            </button>
          </div>
        )}
        {!data && !isError && (
          <p className="stack legal-state" role="status">
            {t('privacy.loading')}
          </p>
        )}
        {data && (
          <>
            <nav className="legal-toc" aria-labelledby="legal-toc-title">
              <h2 id="legal-toc-title" className="legal-toc__title">
                {t('privacy.toc')}
              </h2>
              {data.parts.map((part) => (
                <div key={part.id} className="legal-toc__group">
                  <a href={`#${part.id}`} className="legal-toc__part">
                    {part.title}
                  </a>
                  <ol>
                    {part.sections.map((section) => (
                      <li key={section.id}>
                        <a href={`#${part.id}-${section.id}`}>{section.title}</a>
                      </li>
                    ))}
                  </ol>
                </div>
              ))}
            </nav>
            <div className="legal-body" lang={language}>
              {data.parts.map((part) => (
                <section key={part.id} id={part.id} className="legal-part" aria-labelledby={`${part.id}-title`}>
                  <h2 id={`${part.id}-title`} className="legal-part__title">
                    {part.title}
                  </h2>
                  <p className="legal-part__intro">{part.intro}</p>
                  {part.sections.map((section, index) => (
                    <section key={section.id} id={`${part.id}-${section.id}`} className="legal-section">
                      <h3>
                        <span aria-hidden="true">{index + 1}.</span> {section.title}
                      </h3>
                      {section.blocks.map((block, i) => (
                        <Block key={i} block={block} />
                      ))}
                    </section>
                  ))}
                </section>
              ))}
              <p className="row legal-contact">
                <Icon name="mail" size={18} />
                <span>
                  {t('privacy.contact')} <a href="mailto:privacy@immora.be">privacy@immora.be</a>
                </span>
              </p>
            </div>
          </>
        )}
      </div>
    </div>
  );
}
