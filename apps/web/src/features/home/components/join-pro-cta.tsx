import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon.tsx';

const POINTS = ['publish', 'crm', 'leads'] as const;

export function JoinProCta() {
  const { t } = useTranslation();
  return (
    <section className="section" aria-labelledby="join-pro-title">
      <div className="container">
        <div className="join-pro">
          <div className="join-pro__text">
            <span className="eyebrow eyebrow--on-dark">{t('home.pro.eyebrow')}</span>
            <h2 id="join-pro-title" className="join-pro__title">
              {t('home.pro.title')}
            </h2>
            <p className="join-pro__lead">{t('home.pro.lead')}</p>
            <ul className="join-pro__points">
              {POINTS.map((point) => (
                <li key={point}>
                  <Icon name="check" size={18} strokeWidth={2.4} />
                  {t(`home.pro.points.${point}`)}
                </li>
              ))}
            </ul>
          </div>
          <div className="cluster join-pro__actions">
            <Link to="/register" className="btn btn--primary">
              {t('header.joinAsPro')}
              <Icon name="arrowRight" size={16} />
            </Link>
            <Link to="/pricing" className="btn btn--light">
              {t('home.pro.plans')}
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
