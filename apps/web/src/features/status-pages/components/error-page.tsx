import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon.tsx';
import { StatusPage } from './status-page.tsx';

/** Generic failure target (/error), e.g. of the Google calendar flow. */
export function ErrorPage() {
  const { t } = useTranslation();
  return (
    <StatusPage
      page="error"
      titleKey="errorPage.title"
      textKey="errorPage.text"
      mark={
        <span className="icon-tile icon-tile--danger status-page__icon" aria-hidden="true">
          <Icon name="alert" size={36} />
        </span>
      }
    >
      <Link to="/" className="btn btn--primary">
        <Icon name="home" size={16} />
        {t('notFound.home')}
      </Link>
    </StatusPage>
  );
}
