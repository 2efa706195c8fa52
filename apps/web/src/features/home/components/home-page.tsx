import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon.tsx';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { HeroSearch } from './hero-search.tsx';
import { LatestListings } from './latest-listings.tsx';
import { CategoryTiles } from './category-tiles.tsx';
import { JoinProCta } from './join-pro-cta.tsx';
import './home-page.css';

const HERO_IMAGE = '/uploads/seed/hero.jpg';
const FACTS = ['listings', 'agencies', 'languages'] as const;

export function HomePage() {
  const { t } = useTranslation();
  const [heroFailed, setHeroFailed] = useState(false);
  usePageMeta(t('home.metaTitle'), t('home.metaDescription'));
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        {!heroFailed && (
          <img
            className="hero__image"
            src={HERO_IMAGE}
            alt=""
            fetchPriority="high"
            decoding="async"
            onError={() => setHeroFailed(true)}
          />
        )}
        <div className="hero__shade" aria-hidden="true" />
        <div className="container hero__content">
          <span className="hero__eyebrow">
            <Icon name="pin" size={16} />
            {t('home.hero.eyebrow')}
          </span>
          <h1 id="hero-title" className="hero__title">
            {t('home.hero.title')}
          </h1>
          <p className="hero__lead">{t('home.hero.lead')}</p>
          <HeroSearch />
          <ul className="hero__facts">
            {FACTS.map((fact) => (
              <li key={fact}>
                <strong>{t(`home.hero.facts.${fact}.value`)}</strong>
                <span>{t(`home.hero.facts.${fact}.label`)}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <LatestListings />
      <CategoryTiles />
      <JoinProCta />
    </>
  );
}
