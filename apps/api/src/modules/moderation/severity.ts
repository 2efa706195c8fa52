import type { TSeverity } from '@immora/shared/trust';

const RANK: Record<TSeverity, number> = { high: 3, medium: 2, low: 1 };

/** The more serious of two severities. */
export const worse = (a: TSeverity, b: TSeverity): TSeverity => (RANK[a] >= RANK[b] ? a : b);

/** The queue's order key: high first. */
export const SEVERITY_ORDER_SQL = `case severity when 'high' then 0 when 'medium' then 1 else 2 end`;
