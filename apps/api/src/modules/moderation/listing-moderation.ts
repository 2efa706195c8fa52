import type { TListingModeration } from '@immora/shared/listing-moderation';

type Row = {
  moderationState: 'correction' | 'hidden' | null;
  moderationReason: string | null;
  moderationCaseId: string | null;
};

/** What staff decided about a listing, as its owner's listing data carries it (decision 076). */
export function listingModeration(row: Row): TListingModeration | null {
  if (!row.moderationState || !row.moderationCaseId) return null;
  return { state: row.moderationState, reason: row.moderationReason ?? '', caseId: row.moderationCaseId };
}
