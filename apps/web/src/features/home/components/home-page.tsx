import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon.tsx';
import { ResponsivePhoto } from '../../../components/responsive-photo.tsx';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { formatNumber } from '../../../lib/format.ts';
import { LANGUAGES } from '../../../lib/language.ts';
import { HeroSearch } from './hero-search.tsx';
import { LatestListings } from './latest-listings.tsx';
import { CategoryTiles } from './category-tiles.tsx';
import { FeaturedListings } from './featured-listings.tsx';
import { TopProfessionals } from './top-professionals.tsx';
import { FromTheBlog } from './from-the-blog.tsx';
import { JoinProCta } from './join-pro-cta.tsx';
import { useStats } from '../api/get-stats.ts';
import { HERO_SIZE, HERO_SIZES, HERO_VARIANTS } from '../utils/hero-photo.ts';
import './home-page.css';

const FACTS = ['listings', 'professionals', 'cities', 'languages'] as const;

/** The site's counts under the search: their own component, so their answer redraws them alone. */
function HeroFacts() {
  const { t, i18n } = useTranslation();
  const stats = useStats();
  const language = i18n.resolvedLanguage ?? 'en';
  const value = (fact: (typeof FACTS)[number]) => {
    if (fact === 'languages') return formatNumber(LANGUAGES.length, language);
    return stats.data ? formatNumber(stats.data[fact], language) : '–';
  };
  return (
    <ul className="cluster hero__facts" aria-busy={stats.isPending}>
      {FACTS.map((fact) => (
        <li key={fact}>
          <strong>{value(fact)}</strong>
          <span>{t(`home.hero.facts.${fact}.label`)}</span>
        </li>
      ))}
    </ul>
  );
}

export function HomePage() {
  const { t } = useTranslation();
  const [heroFailed, setHeroFailed] = useState(false);
  usePageMeta(t('home.metaTitle'), t('home.metaDescription'));
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        {!heroFailed && (
          <ResponsivePhoto
            className="hero__image"
            variants={HERO_VARIANTS}
            src={HERO_VARIANTS[0]?.jpeg ?? ''}
            alt=""
            width={HERO_SIZE.width}
            height={HERO_SIZE.height}
            sizes={HERO_SIZES}
            priority
            onError={() => setHeroFailed(true)}
          />
        )}
        <div className="hero__shade" aria-hidden="true" />
        <div className="container hero__content">
          <span className="row-inline hero__eyebrow">
            <Icon name="pin" size={16} />
            {t('home.hero.eyebrow')}
          </span>
          <h1 id="hero-title" className="hero__title">
            {t('home.hero.title')}
          </h1>
          <p className="hero__lead">{t('home.hero.lead')}</p>
          <HeroSearch />
          <HeroFacts />
        </div>
      </section>
      <FeaturedListings />
      <LatestListings />
      <CategoryTiles />
      <TopProfessionals />
      <FromTheBlog />
      <JoinProCta />
    </>
  );
}
