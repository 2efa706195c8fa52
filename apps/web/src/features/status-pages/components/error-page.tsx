import { Icon } from '../../../components/icon.tsx';
import { StatusPage } from './status-page.tsx';

/** Generic failure target (/error), e.g. of the Google calendar flow. */
export function ErrorPage() {
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
    />
  );
}
