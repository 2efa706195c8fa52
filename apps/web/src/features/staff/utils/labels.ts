import type { TSeverity } from '@immora/shared/trust';

/** The badge tone of a severity. */
export const SEVERITY_TONE: Record<TSeverity, 'danger' | 'warning' | 'muted'> = {
  high: 'danger',
  medium: 'warning',
  low: 'muted',
};

/** 'price_below_median' → 'Price below median': the fallback words of a key nobody translated yet. */
export function humanize(key: string): string {
  const words = key
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
