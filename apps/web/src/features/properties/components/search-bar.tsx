import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CATEGORIES, LISTING_TYPES } from '@immora/shared/listing';
import type { Category, ListingType } from '@immora/shared/listing';
import { Icon } from '../../../components/icon.tsx';
import type { SearchFilters } from '../utils/search-params.ts';

type Props = {
  filters: SearchFilters;
  lockType: boolean;
  lockCategory: boolean;
  onSearch: (next: Partial<SearchFilters>) => void;
};

/** Compact filter row; the full filter panel and map arrive with the marketplace issue. */
export function SearchBar({ filters, lockType, lockCategory, onSearch }: Props) {
  const { t } = useTranslation();
  const [type, setType] = useState<ListingType | ''>(filters.type ?? '');
  const [category, setCategory] = useState<Category | ''>(filters.category ?? '');
  const [city, setCity] = useState(filters.city ?? '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({
      type: type || undefined,
      category: category || undefined,
      city: city.trim() || undefined,
      q: filters.q,
      page: 1,
    });
  };

  return (
    <form className="search-bar" role="search" onSubmit={submit}>
      <label className="search-bar__field search-bar__field--grow">
        <span className="visually-hidden">{t('search.city')}</span>
        <Icon name="pin" size={18} />
        <input
          value={city}
          onChange={(e) => setCity(e.target.value)}
          placeholder={t('search.cityPlaceholder')}
          maxLength={80}
        />
      </label>
      {!lockType && (
        <label className="search-bar__field">
          <span className="visually-hidden">{t('search.type')}</span>
          <select value={type} onChange={(e) => setType(e.target.value as ListingType | '')}>
            <option value="">{t('search.anyType')}</option>
            {LISTING_TYPES.map((value) => (
              <option key={value} value={value}>
                {t(`listingTypes.${value}`)}
              </option>
            ))}
          </select>
        </label>
      )}
      {!lockCategory && (
        <label className="search-bar__field">
          <span className="visually-hidden">{t('search.category')}</span>
          <select value={category} onChange={(e) => setCategory(e.target.value as Category | '')}>
            <option value="">{t('search.anyCategory')}</option>
            {CATEGORIES.map((value) => (
              <option key={value} value={value}>
                {t(`categories.${value}`)}
              </option>
            ))}
          </select>
        </label>
      )}
      <button type="submit" className="btn btn--primary">
        {t('search.submit')}
      </button>
    </form>
  );
}
