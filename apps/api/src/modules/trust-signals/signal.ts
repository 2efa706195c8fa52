/**
 * A fraud signal (issue 36, docs/decisions/078-fraud-signals.md): what a rule noticed and the
 * evidence staff need to judge it. A signal never hides or changes anything by itself: the rules
 * only read, and whoever receives them opens a case.
 */
export type SignalSeverity = 'high' | 'medium' | 'low';
export type Signal = { kind: SignalKind; severity: SignalSeverity; evidence: Record<string, unknown> };

import { SIGNAL_KINDS, type SignalKind } from '@immora/shared/signal-kinds';

export { SIGNAL_KINDS, type SignalKind };

const ORDER: Record<SignalSeverity, number> = { high: 0, medium: 1, low: 2 };
/** Most serious first (the staff queue's order), then by kind. */
export const bySeverity = (a: Signal, b: Signal) =>
  ORDER[a.severity] - ORDER[b.severity] || a.kind.localeCompare(b.kind);
