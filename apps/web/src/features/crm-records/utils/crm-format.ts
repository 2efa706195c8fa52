import { formatCents } from '../../../components/form/money.ts';
import { formatDate } from '../../../lib/format.ts';

/** Amounts in cents as euros, and days, in the page's language; '—' for none. */
export const money = (cents: number | null, language: string) =>
  cents === null ? '—' : `€ ${formatCents(cents, language)}`;
export const day = (iso: string | null, language: string) =>
  iso ? formatDate(`${iso.slice(0, 10)}T12:00:00Z`, language) : '—';

/** The badge colour of a status. */
const TONES: Record<string, string> = {
  new: 'info',
  inProgress: 'warning',
  converted: 'success',
  lost: 'muted',
  active: 'success',
  inactive: 'muted',
  negotiating: 'warning',
  pending: 'purple',
  closed: 'muted',
  // A customer's viewings and e-mails.
  confirmed: 'success',
  completed: 'success',
  cancelled: 'muted',
  queued: 'info',
  sent: 'success',
  failed: 'warning',
};
export const badgeClass = (status: string) => `status-badge status-badge--${TONES[status] ?? 'info'}`;
