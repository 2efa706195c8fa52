import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Overlay } from '../../../components/overlay.tsx';
import { Icon } from '../../../components/icon.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useCreateSavedSearch } from '../../saved-searches/api/saved-searches.ts';
import { filterChips } from '../../saved-searches/utils/filter-chips.ts';
import { toast } from '../../favourites/hooks/use-favourite-action.ts';
import '../../../components/chips.css';

type Props = { open: boolean; onClose: () => void; filters: Record<string, string>; suggestedTitle: string };

/** 'Save search': a title for the current filters (POST /api/saved-searches). */
export function SaveSearchDialog({ open, onClose, filters, suggestedTitle }: Props) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [title, setTitle] = useState(suggestedTitle);
  const [error, setError] = useState<string | null>(null);
  const create = useCreateSavedSearch();
  const chips = filterChips(filters, t, i18n.resolvedLanguage ?? 'en');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = title.trim();
    if (!text) {
      setError(t('savedSearch.titleRequired'));
      return;
    }
    setError(null);
    create.mutate(
      { title: text, filters },
      {
        onSuccess: () => {
          onClose();
          toast(t('savedSearch.saved'));
        },
        onError: (e) => setError(e instanceof ApiError ? e.message : t('savedSearch.failed')),
      },
    );
  };

  return (
    <Overlay open={open} onClose={onClose} labelledBy={`${id}-title`} className="save-search">
      <form onSubmit={submit} className="stack save-search__form" noValidate>
        <div className="bar save-search__head">
          <h2 id={`${id}-title`} className="title-xl">
            {t('savedSearch.dialogTitle')}
          </h2>
          <button type="button" className="icon-btn" aria-label={t('savedSearch.close')} onClick={onClose}>
            <Icon name="close" size={18} />
          </button>
        </div>
        <p className="save-search__lead">{t('savedSearch.dialogText')}</p>
        {chips.length > 0 && (
          <ul className="cluster chip-list">
            {chips.map((chip) => (
              <li key={chip} className="pill pill--muted chip">
                {chip}
              </li>
            ))}
          </ul>
        )}
        <label className="stack save-search__field">
          <span>{t('savedSearch.title')}</span>
          <input
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            maxLength={100}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
        </label>
        {error && (
          <p id={`${id}-error`} className="save-search__error" role="alert">
            {error}
          </p>
        )}
        <div className="save-search__actions">
          <button type="button" className="btn btn--ghost" onClick={onClose}>
            {t('savedSearch.cancel')}
          </button>
          <button type="submit" className="btn btn--primary" disabled={create.isPending}>
            {t('savedSearch.save')}
          </button>
        </div>
      </form>
    </Overlay>
  );
}
