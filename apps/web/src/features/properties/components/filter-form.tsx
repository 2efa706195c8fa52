import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AMENITIES, CATEGORIES, LISTING_TYPES } from '@immora/shared/listing';
import type { Amenity, Category, ListingType } from '@immora/shared/listing';
import { Icon } from '../../../components/icon.tsx';
import { CityOptions } from '../../../components/city-options.tsx';
import { useFindCity } from '../../../lib/get-cities.ts';
import { countRefinements } from '@immora/shared/search-filters';
import type { SearchFilters } from '@immora/shared/search-filters';

type Props = {
  filters: SearchFilters;
  lockType: boolean;
  lockCategory: boolean;
  /** 'bar' on wide screens (extra filters fold out), 'drawer' inside the phone's Filters panel. */
  variant: 'bar' | 'drawer';
  onSearch: (next: SearchFilters) => void;
};

const COUNTS = [1, 2, 3, 4, 5];

const toNumber = (value: string): number | undefined => {
  const digits = value.replace(/[^\d]/g, '');
  return digits ? Number.parseInt(digits, 10) : undefined;
};

/** Every search filter; applied to the address on submit. */
export function FilterForm({ filters, lockType, lockCategory, variant, onSearch }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const findCity = useFindCity();
  const [where, setWhere] = useState(filters.city ?? filters.q ?? '');
  const [type, setType] = useState<ListingType | ''>(filters.type ?? '');
  const [category, setCategory] = useState<Category | ''>(filters.category ?? '');
  const [minPrice, setMinPrice] = useState(filters.minPrice?.toString() ?? '');
  const [maxPrice, setMaxPrice] = useState(filters.maxPrice?.toString() ?? '');
  const [bedrooms, setBedrooms] = useState(filters.bedrooms?.toString() ?? '');
  const [bathrooms, setBathrooms] = useState(filters.bathrooms?.toString() ?? '');
  const [minArea, setMinArea] = useState(filters.minArea?.toString() ?? '');
  const [maxArea, setMaxArea] = useState(filters.maxArea?.toString() ?? '');
  const [amenities, setAmenities] = useState<Amenity[]>(filters.amenities ?? []);
  const [availableNow, setAvailableNow] = useState(Boolean(filters.availableNow));
  const extraCount =
    (filters.bathrooms !== undefined ? 1 : 0) +
    (filters.minArea !== undefined || filters.maxArea !== undefined ? 1 : 0) +
    (filters.availableNow ? 1 : 0) +
    (filters.amenities?.length ?? 0);
  const [more, setMore] = useState(variant === 'drawer' || extraCount > 0);

  const toggleAmenity = (amenity: Amenity) =>
    setAmenities((list) => (list.includes(amenity) ? list.filter((a) => a !== amenity) : [...list, amenity]));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = where.trim();
    // A municipality's name, a postal code ('1050', '9040 Ghent') or a place ('Marloie') is a city filter.
    const city = (await findCity(text))?.city;
    let low = toNumber(minPrice);
    let high = toNumber(maxPrice);
    if (low !== undefined && high !== undefined && low > high) [low, high] = [high, low];
    let small = toNumber(minArea);
    let large = toNumber(maxArea);
    if (small !== undefined && large !== undefined && small > large) [small, large] = [large, small];
    const next: SearchFilters = {
      ...(type ? { type } : {}),
      ...(category ? { category } : {}),
      ...(text ? (city ? { city: city.name } : { q: text }) : {}),
      ...(low !== undefined ? { minPrice: low } : {}),
      ...(high !== undefined ? { maxPrice: high } : {}),
      ...(bedrooms ? { bedrooms: Number(bedrooms) } : {}),
      ...(bathrooms ? { bathrooms: Number(bathrooms) } : {}),
      ...(small !== undefined ? { minArea: small } : {}),
      ...(large !== undefined ? { maxArea: large } : {}),
      ...(amenities.length ? { amenities: AMENITIES.filter((a) => amenities.includes(a)) } : {}),
      ...(availableNow ? { availableNow: true } : {}),
      ...(filters.bbox ? { bbox: filters.bbox } : {}),
      ...(filters.polygon ? { polygon: filters.polygon } : {}),
      ...(filters.sort ? { sort: filters.sort } : {}),
      page: 1,
    };
    onSearch(next);
  };

  const reset = () => {
    setWhere('');
    setMinPrice('');
    setMaxPrice('');
    setBedrooms('');
    setBathrooms('');
    setMinArea('');
    setMaxArea('');
    setAmenities([]);
    setAvailableNow(false);
    if (!lockType) setType('');
    if (!lockCategory) setCategory('');
  };

  const countSelect = (value: string, set: (v: string) => void, label: string, any: string) => (
    <label className="stack filter-field">
      <span className="filter-field__label">{label}</span>
      <select value={value} onChange={(e) => set(e.target.value)}>
        <option value="">{any}</option>
        {COUNTS.map((n) => (
          <option key={n} value={n}>
            {t('search.filters.atLeast', { count: n })}
          </option>
        ))}
      </select>
    </label>
  );

  return (
    <form
      className={`filter-form filter-form--${variant}`}
      role="search"
      aria-label={t('search.filters.title')}
      onSubmit={(event) => void submit(event)}
    >
      <div className="cluster filter-form__main">
        <label className="stack filter-field filter-field--where">
          <span className="filter-field__label">{t('search.filters.where')}</span>
          <span className="filter-field__control">
            <Icon name="search" size={18} />
            <input
              type="search"
              value={where}
              onChange={(e) => setWhere(e.target.value)}
              placeholder={t('search.filters.wherePlaceholder')}
              list={`${id}-cities`}
              maxLength={80}
              autoComplete="off"
            />
          </span>
          <CityOptions id={`${id}-cities`} />
        </label>
        {!lockType && (
          <label className="stack filter-field">
            <span className="filter-field__label">{t('search.type')}</span>
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
          <label className="stack filter-field">
            <span className="filter-field__label">{t('search.category')}</span>
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
        <fieldset className="stack filter-field filter-field--range">
          <legend className="filter-field__label">{t('search.filters.price')}</legend>
          <span className="filter-field__pair">
            <span className="filter-field__control">
              <span aria-hidden="true">€</span>
              <input
                inputMode="numeric"
                value={minPrice}
                onChange={(e) => setMinPrice(e.target.value)}
                placeholder={t('search.filters.min')}
                aria-label={t('search.filters.minPrice')}
                maxLength={12}
              />
            </span>
            <span className="filter-field__control">
              <span aria-hidden="true">€</span>
              <input
                inputMode="numeric"
                value={maxPrice}
                onChange={(e) => setMaxPrice(e.target.value)}
                placeholder={t('search.filters.max')}
                aria-label={t('search.filters.maxPrice')}
                maxLength={12}
              />
            </span>
          </span>
        </fieldset>
        {countSelect(bedrooms, setBedrooms, t('property.bedrooms'), t('search.filters.anyBedrooms'))}
        <div className="filter-form__actions">
          {variant === 'bar' && (
            <button
              type="button"
              className="btn btn--ghost filter-form__more"
              aria-expanded={more}
              aria-controls={`${id}-more`}
              onClick={() => setMore((v) => !v)}
            >
              <Icon name="filter" size={16} />
              {t('search.filters.more')}
              {extraCount > 0 && <span className="count-badge">{extraCount}</span>}
            </button>
          )}
          <button type="submit" className="btn btn--primary">
            <Icon name="search" size={16} />
            {t('search.submit')}
          </button>
        </div>
      </div>
      {more && (
        <div className="cluster filter-form__more-panel" id={`${id}-more`}>
          {countSelect(bathrooms, setBathrooms, t('property.bathrooms'), t('search.filters.anyBathrooms'))}
          <fieldset className="stack filter-field filter-field--range">
            <legend className="filter-field__label">{t('search.filters.area')}</legend>
            <span className="filter-field__pair">
              <span className="filter-field__control">
                <input
                  inputMode="numeric"
                  value={minArea}
                  onChange={(e) => setMinArea(e.target.value)}
                  placeholder={t('search.filters.min')}
                  aria-label={t('search.filters.minArea')}
                  maxLength={6}
                />
                <span aria-hidden="true">m²</span>
              </span>
              <span className="filter-field__control">
                <input
                  inputMode="numeric"
                  value={maxArea}
                  onChange={(e) => setMaxArea(e.target.value)}
                  placeholder={t('search.filters.max')}
                  aria-label={t('search.filters.maxArea')}
                  maxLength={6}
                />
                <span aria-hidden="true">m²</span>
              </span>
            </span>
          </fieldset>
          <label className="row-inline filter-check filter-check--switch">
            <input type="checkbox" checked={availableNow} onChange={(e) => setAvailableNow(e.target.checked)} />
            {t('search.filters.availableNow')}
          </label>
          <fieldset className="filter-amenities">
            <legend className="filter-field__label">{t('search.filters.amenities')}</legend>
            <div className="filter-amenities__grid">
              {AMENITIES.map((amenity) => (
                <label key={amenity} className="row-inline filter-check">
                  <input
                    type="checkbox"
                    checked={amenities.includes(amenity)}
                    onChange={() => toggleAmenity(amenity)}
                  />
                  {t(`property.amenity.${amenity}`)}
                </label>
              ))}
            </div>
          </fieldset>
          <div className="row filter-form__reset">
            <button type="button" className="btn btn--ghost btn--small" onClick={reset}>
              {t('search.filters.reset')}
            </button>
            {variant === 'drawer' && countRefinements(filters) > 0 && (
              <span className="filter-form__hint">
                {t('search.filters.active', { count: countRefinements(filters) })}
              </span>
            )}
          </div>
        </div>
      )}
    </form>
  );
}
