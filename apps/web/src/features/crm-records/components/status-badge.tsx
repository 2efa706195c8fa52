import { useTranslation } from 'react-i18next';
import { badgeClass } from '../utils/crm-format.ts';

/** A record's status as a coloured badge; `group` names its options ('leadStatus', 'customerStatus'…). */
export function StatusBadge({ group, status }: { group: string; status: string }) {
  const { t } = useTranslation('crmRecords');
  return <span className={badgeClass(status)}>{t(`options.${group}.${status}`)}</span>;
}
