import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MY_PROPERTY_SORTS } from '@immora/shared/listing-form';
import { Icon } from '../../../components/icon.tsx';
import type { MyPropertiesSort } from '../api/get-my-properties.ts';

type Props = {
  text: string;
  onText: (value: string) => void;
  onClear: () => void;
  sort: MyPropertiesSort;
  onSort: (value: MyPropertiesSort) => void;
};

/** Search by title and sort (default, price low to high, price high to low). */
export function ListingsToolbar({ text, onText, onClear, sort, onSort }: Props) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="listings-toolbar" role="search">
      <label className="listings-toolbar__search" htmlFor={`${id}-q`}>
        <span className="visually-hidden">{t('myProperties.searchLabel')}</span>
        <Icon name="search" size={18} />
        <input
          id={`${id}-q`}
          type="search"
          value={text}
          maxLength={120}
          placeholder={t('myProperties.searchPlaceholder')}
          onChange={(event) => onText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && text) {
              event.preventDefault();
              onClear();
            }
          }}
        />
      </label>
      <label className="listings-toolbar__sort" htmlFor={`${id}-sort`}>
        <span>{t('myProperties.sortLabel')}</span>
        <select id={`${id}-sort`} value={sort} onChange={(event) => onSort(event.target.value as MyPropertiesSort)}>
          {MY_PROPERTY_SORTS.map((value) => (
            <option key={value} value={value}>
              {t(`myProperties.sort.${value}`)}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
