import { useTranslation } from 'react-i18next';
import type { TCaseStatus, TSeverity } from '@immora/shared/trust';
import { SEVERITY_TONE } from '../utils/labels.ts';

export function SeverityBadge({ severity }: { severity: TSeverity }) {
  const { t } = useTranslation('staff');
  return (
    <span className={`status-badge status-badge--${SEVERITY_TONE[severity]}`} data-testid="case-severity">
      {t(`severity.${severity}`)}
    </span>
  );
}

const STATUS_TONE: Record<TCaseStatus, string> = {
  open: 'info',
  appealed: 'purple',
  decided: 'success',
  closed: 'muted',
};

export function CaseStatusBadge({ status }: { status: TCaseStatus }) {
  const { t } = useTranslation('staff');
  return (
    <span className={`status-badge status-badge--${STATUS_TONE[status]}`} data-testid="case-status">
      {t(`status.${status}`)}
    </span>
  );
}
