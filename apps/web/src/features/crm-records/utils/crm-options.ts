import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { CATEGORIES } from '@immora/shared/listing';

/** The options of one of the CRM's lists (crmRecords `options.<group>`), translated. */
export function useCrmOptions() {
  const { t } = useTranslation('crmRecords');
  const { t: common } = useTranslation('common');
  return useCallback(
    (group: string, values: readonly string[]) =>
      group === 'propertyType'
        ? CATEGORIES.filter((c) => values.includes(c)).map((value) => ({ value, label: common(`categories.${value}`) }))
        : values.map((value) => ({ value, label: t(`options.${group}.${value}`) })),
    [t, common],
  );
}
