import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The options of one of the CRM's lists (crmRecords `options.<group>`), translated, in the order
 * given; property types are listing categories, so they take the categories' labels (common).
 */
export function useCrmOptions() {
  const { t } = useTranslation('crmRecords');
  const { t: common } = useTranslation('common');
  return useCallback(
    (group: string, values: readonly string[]) =>
      values.map((value) => ({
        value,
        label: group === 'propertyType' ? common(`categories.${value}`) : t(`options.${group}.${value}`),
      })),
    [t, common],
  );
}
