import { useEffect, useRef } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon.tsx';
import type { IconName } from '../../../components/icon.tsx';
import { useSession } from '../../../lib/session-context.ts';
import { openAccountModal } from '../../../lib/open-account-modal.ts';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { ClassifiedForm } from './classified-form.tsx';
import './advertise.css';

/** Where each role places a full listing (photos, certificates, viewing slots). */
const ADD_PATH: Record<string, string> = {
  pseller: '/pseller-add-property',
  individual: '/dashboard-add-property',
  agency: '/agency-add-property',
};

const BENEFITS: readonly { key: string; icon: IconName }[] = [
  { key: 'reach', icon: 'globe' },
  { key: 'visits', icon: 'calendar' },
  { key: 'boost', icon: 'sparkle' },
];
const STEPS = ['account', 'describe', 'publish'] as const;

/** /advertise: the pitch and sign-in for guests; for sellers, the classified form. */
export function AdvertisePage() {
  const { t } = useTranslation();
  const { session } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  usePageMeta({ title: t('advertise.title'), description: t('advertise.metaDescription') });

  // Signing in from here comes back here (spec 1 §2: redirect=advertise).
  // The sign-in dialog must open on /advertise?redirect=advertise (spec 1 §2), and the header
  // closes its dialog on every navigation: the address changes first, the dialog opens after.
  const redirectOn = new URLSearchParams(location.search).get('redirect') === 'advertise';
  const pending = useRef(false);
  useEffect(() => {
    if (!pending.current || !redirectOn) return;
    pending.current = false;
    openAccountModal();
  }, [redirectOn]);
  const signIn = () => {
    if (redirectOn) {
      openAccountModal();
      return;
    }
    pending.current = true;
    void navigate('/advertise?redirect=advertise', { replace: true, preventScrollReset: true });
  };
  const target = session ? ADD_PATH[session.role] : undefined;

  return (
    <div className="ad-page">
      <section className="ad-hero">
        <div className="container ad-hero__inner">
          <div className="ad-hero__text">
            <span className="eyebrow eyebrow--on-dark">{t('advertise.eyebrow')}</span>
            <h1 className="ad-hero__title">{t('advertise.title')}</h1>
            <p className="ad-hero__lead">{t('advertise.lead')}</p>
          </div>
          <div className="prompt ad-panel" data-testid="advertise-panel">
            {!session && (
              <>
                <span className="icon-tile" aria-hidden="true">
                  <Icon name="user" size={24} />
                </span>
                <h2>{t('advertise.guest.title')}</h2>
                <p>{t('advertise.guest.text')}</p>
                <button type="button" className="btn btn--primary ad-panel__cta" onClick={signIn}>
                  <Icon name="key" size={16} />
                  {t('advertise.guest.login')}
                </button>
                <p className="ad-panel__small">
                  {t('advertise.guest.noAccount')} <Link to="/signup">{t('advertise.guest.signup')}</Link>
                  {' · '}
                  <Link to="/register">{t('advertise.guest.pro')}</Link>
                </p>
              </>
            )}
            {session && target && (
              <>
                <span className="icon-tile" aria-hidden="true">
                  <Icon name="home" size={24} />
                </span>
                <h2>{t('advertise.member.title')}</h2>
                <p>{t(`advertise.member.${session.role}`)}</p>
                <Link to={target} className="btn btn--primary ad-panel__cta">
                  <Icon name="arrowRight" size={16} />
                  {t('advertise.member.cta')}
                </Link>
                <p className="ad-panel__small">{t('advertise.member.note')}</p>
              </>
            )}
            {session && !target && (
              <>
                <span className="icon-tile" aria-hidden="true">
                  <Icon name="key" size={24} />
                </span>
                <h2>{t('advertise.buyer.title')}</h2>
                <p>{t('advertise.buyer.text')}</p>
                <Link to="/signup" className="btn btn--primary ad-panel__cta">
                  {t('advertise.buyer.cta')}
                </Link>
                <p className="ad-panel__small">
                  {t('advertise.buyer.pro')} <Link to="/register">{t('advertise.guest.pro')}</Link>
                </p>
              </>
            )}
          </div>
        </div>
      </section>
      {session && target && (
        <section className="section ad-form-section" aria-labelledby="classified-title">
          <div className="container">
            <div className="ad-form-card">
              <div className="ad-form-card__head">
                <span className="eyebrow">{t('advertise.form.eyebrow')}</span>
                <h2 id="classified-title" className="section__title">
                  {t('advertise.form.title')}
                </h2>
                <p className="section__lead">{t('advertise.form.lead')}</p>
              </div>
              <ClassifiedForm />
            </div>
          </div>
        </section>
      )}
      <section className="section">
        <div className="container">
          <ul className="ad-benefits">
            {BENEFITS.map(({ key, icon }) => (
              <li key={key}>
                <span className="ad-benefits__icon" aria-hidden="true">
                  <Icon name={icon} size={22} />
                </span>
                <h3>{t(`advertise.benefits.${key}.title`)}</h3>
                <p>{t(`advertise.benefits.${key}.text`)}</p>
              </li>
            ))}
          </ul>
          <h2 className="section__title ad-steps__title">{t('advertise.steps.title')}</h2>
          <ol className="ad-steps">
            {STEPS.map((step, index) => (
              <li key={step}>
                <span className="ad-steps__number" aria-hidden="true">
                  {index + 1}
                </span>
                <div>
                  <h3>{t(`advertise.steps.${step}.title`)}</h3>
                  <p>{t(`advertise.steps.${step}.text`)}</p>
                </div>
              </li>
            ))}
          </ol>
          <p className="ad-pricing-link">
            {t('advertise.pricing')} <Link to="/pricing">{t('advertise.pricingLink')}</Link>
          </p>
        </div>
      </section>
    </div>
  );
}
