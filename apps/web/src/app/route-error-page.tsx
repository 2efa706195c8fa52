import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import './route-error-page.css';

/** Routing-error page (spec 1 §8): the heading, then the status and status text or the message. */
export function describeRouteError(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return '';
}

export function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation('common', { useSuspense: false });
  return (
    <main className="route-error" role="alert">
      <div className="route-error__card">
        <h1 className="route-error__title">
          {t('routeError.title', { defaultValue: 'Unexpected Application Error!' })}
        </h1>
        <p className="route-error__detail" data-testid="route-error-detail">
          {describeRouteError(error)}
        </p>
        <a href="/" className="btn btn--primary">
          {t('routeError.home', { defaultValue: 'Back to the home page' })}
        </a>
      </div>
    </main>
  );
}
