import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon.tsx';

type Props = { page: number; pages: number; onChange: (page: number) => void };

/** Previous / 'Page X of Y' / Next (spec 2 §9: current page of total). */
export function Pagination({ page, pages, onChange }: Props) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav className="pro-pagination" aria-label={t('search.pagination')}>
      <button
        type="button"
        className="btn btn--ghost btn--small"
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
      >
        <Icon name="chevronLeft" size={16} />
        {t('search.previous')}
      </button>
      <span className="pro-pagination__status">{t('search.pageOf', { page, pages })}</span>
      <button
        type="button"
        className="btn btn--ghost btn--small"
        disabled={page >= pages}
        onClick={() => onChange(page + 1)}
      >
        {t('search.next')}
        <Icon name="chevronRight" size={16} />
      </button>
    </nav>
  );
}
