import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon.tsx';
import type { DirectoryQuery } from '../utils/directory-params.ts';

type Props = { kind: 'agents' | 'agencies'; query: DirectoryQuery; onSearch: (next: Partial<DirectoryQuery>) => void };

/** Name and city boxes of a directory; submitting starts again at page 1. */
export function DirectorySearch({ kind, query, onSearch }: Props) {
  const { t } = useTranslation();
  const [q, setQ] = useState(query.q ?? '');
  const [city, setCity] = useState(query.city ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({ q, city, page: 1 });
  };
  return (
    <form
      className="cluster pro-search"
      role="search"
      aria-label={t(`professionals.${kind}.searchLabel`)}
      onSubmit={submit}
    >
      <label className="row pro-search__field pro-search__field--grow">
        <Icon name="search" size={18} />
        <span className="visually-hidden">{t(`professionals.${kind}.nameLabel`)}</span>
        <input
          type="search"
          name="q"
          value={q}
          maxLength={120}
          placeholder={t(`professionals.${kind}.namePlaceholder`)}
          onChange={(event) => setQ(event.target.value)}
        />
      </label>
      <label className="row pro-search__field">
        <Icon name="pin" size={18} />
        <span className="visually-hidden">{t('professionals.cityLabel')}</span>
        <input
          type="search"
          name="city"
          value={city}
          maxLength={80}
          placeholder={t('professionals.cityPlaceholder')}
          onChange={(event) => setCity(event.target.value)}
        />
      </label>
      <button type="submit" className="btn btn--primary">
        <Icon name="search" size={16} />
        {t('professionals.search')}
      </button>
    </form>
  );
}
