import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CATEGORIES } from '@immora/shared/listing';
import type { ListingType } from '@immora/shared/listing';
import { Icon } from '../../../components/icon.tsx';
import { CityOptions } from '../../../components/city-options.tsx';
import { useFindCity } from '../../../lib/get-cities.ts';

/** Rent / Buy / Auction map to the listing types rent / sale / auction. */
const MODES: readonly { key: 'rent' | 'buy' | 'auction'; type: ListingType }[] = [
  { key: 'rent', type: 'rent' },
  { key: 'buy', type: 'sale' },
  { key: 'auction', type: 'auction' },
];

export function HeroSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useId();
  const [type, setType] = useState<ListingType>('rent');
  const [category, setCategory] = useState('');
  const [city, setCity] = useState('');
  const findCity = useFindCity();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const params = new URLSearchParams({ type });
    if (category) params.set('category', category);
    // A postal code or a place ('1050', '9040 Ghent', 'Marloie') searches its municipality.
    if (city.trim()) params.set('city', (await findCity(city))?.city.name ?? city.trim());
    void navigate(`/properties?${params.toString()}`);
  };

  return (
    <form
      className="hero-search"
      role="search"
      aria-label={t('home.search.label')}
      onSubmit={(event) => void submit(event)}
    >
      <div className="hero-search__modes" role="radiogroup" aria-label={t('home.search.type')}>
        {MODES.map((mode) => (
          <label key={mode.key} className="hero-search__mode" data-active={type === mode.type}>
            <input
              type="radio"
              name={`${id}-type`}
              value={mode.type}
              checked={type === mode.type}
              onChange={() => setType(mode.type)}
              className="visually-hidden"
            />
            {t(`home.search.modes.${mode.key}`)}
          </label>
        ))}
      </div>
      <div className="cluster hero-search__fields">
        <label className="hero-search__field">
          <span className="hero-search__label">{t('home.search.category')}</span>
          <select value={category} onChange={(event) => setCategory(event.target.value)}>
            <option value="">{t('search.anyCategory')}</option>
            {CATEGORIES.map((value) => (
              <option key={value} value={value}>
                {t(`categories.${value}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="hero-search__field hero-search__field--grow">
          <span className="hero-search__label">{t('home.search.city')}</span>
          <input
            type="text"
            list={`${id}-cities`}
            value={city}
            maxLength={80}
            autoComplete="off"
            placeholder={t('home.search.cityPlaceholder')}
            onChange={(event) => setCity(event.target.value)}
          />
          <CityOptions id={`${id}-cities`} />
        </label>
        <button type="submit" className="btn btn--primary hero-search__submit">
          <Icon name="search" size={18} strokeWidth={2.2} />
          {t('home.search.submit')}
        </button>
      </div>
    </form>
  );
}
