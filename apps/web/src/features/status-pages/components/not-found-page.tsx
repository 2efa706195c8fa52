import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon.tsx';
import { StatusPage } from './status-page.tsx';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <StatusPage
      page="notFound"
      titleKey="notFound.title"
      textKey="notFound.text"
      mark={
        <p className="status-page__code" aria-hidden="true">
          404
        </p>
      }
    >
      <Link to="/properties" className="btn btn--ghost">
        <Icon name="search" size={16} />
        {t('notFound.search')}
      </Link>
    </StatusPage>
  );
}
