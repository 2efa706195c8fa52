import type { TCrmHolderRole } from '@immora/shared/crm-area';

/** The page of a holder: /crm-agency-single/{id} or /crm-agent-single/{id} (spec 1 §2). */
export const holderPage = (holder: { role: TCrmHolderRole; id: string }) =>
  `/crm-${holder.role}-single/${encodeURIComponent(holder.id)}`;
