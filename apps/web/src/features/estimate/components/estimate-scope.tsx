import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon.tsx';

/** How the estimate is made and what it cannot do, in plain words. */
export function EstimateScope() {
  const { t } = useTranslation('estimate');
  return (
    <section className="container estimate-scope" aria-labelledby="estimate-scope-title">
      <h2 id="estimate-scope-title" className="panel__title">
        {t('scope.title')}
      </h2>
      <ul className="grid-auto estimate-scope__list">
        {(['comparables', 'adjustments', 'range', 'limits'] as const).map((key) => (
          <li key={key} className="card stack estimate-scope__item">
            <span className="icon-tile" aria-hidden="true">
              <Icon
                name={
                  key === 'limits' ? 'alert' : key === 'range' ? 'chart' : key === 'adjustments' ? 'filter' : 'home'
                }
                size={20}
              />
            </span>
            <h3>{t(`scope.${key}.title`)}</h3>
            <p>{t(`scope.${key}.text`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
