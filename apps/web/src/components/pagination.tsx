import { useTranslation } from 'react-i18next';
import { Icon } from './icon.tsx';
import { pageNumbers } from './page-numbers.ts';
import './pagination.css';

type Props = { page: number; pages: number; onChange: (page: number) => void };

/** 'Page X of Y' with previous, next and the page numbers (spec 2 §9: current page of total). */
export function Pagination({ page, pages, onChange }: Props) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav className="pagination" aria-label={t('search.pagination')}>
      <button
        type="button"
        className="btn btn--ghost btn--small"
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
      >
        <Icon name="chevronLeft" size={16} />
        {t('search.previous')}
      </button>
      <ol className="pagination__pages">
        {pageNumbers(page, pages).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              <button
                type="button"
                className="pagination__page"
                aria-current={p === page ? 'page' : undefined}
                aria-label={t('search.goToPage', { page: p })}
                onClick={() => onChange(p)}
              >
                {p}
              </button>
            </li>
          ),
        )}
      </ol>
      <button
        type="button"
        className="btn btn--ghost btn--small"
        disabled={page >= pages}
        onClick={() => onChange(page + 1)}
      >
        {t('search.next')}
        <Icon name="chevronRight" size={16} />
      </button>
      <span className="pagination__status" aria-live="polite">
        {t('search.pageOf', { page, pages })}
      </span>
    </nav>
  );
}
