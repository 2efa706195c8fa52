import { ENERGY_FACTS, missingForPublish, regionOfPostalCode } from '@immora/shared/listing-form';
import { toInput, type ListingRow } from '../listings/listing.mapper.ts';
import { SIGNAL_KINDS, type Signal } from './signal.ts';

/**
 * missing_legal_facts (decision 078): a listing on the market without the facts its region's
 * rules require. The rules are the publishing wizard's (`missingForPublish`, decision 007), not
 * restated here: of what it reports, the facts (`facts.*`) and the year built a sale needs.
 * Listings that reach the market without that check (a classified placed from /advertise, rows
 * older than the rule) are the ones it finds. Quiet for drafts and for an address with no region.
 */
export function missingLegalFacts(row: ListingRow): Signal[] {
  if (row.status === 'draft' || !row.postalCode) return [];
  const region = regionOfPostalCode(row.postalCode);
  if (!region || !row.type) return [];
  // Photos and other fields are not legal facts: one photo is assumed so that only facts remain.
  const missing = missingForPublish(toInput(row), 1).filter((f) => f.startsWith('facts.') || f === 'yearBuilt');
  if (!missing.length) return [];
  const energy = ENERGY_FACTS[region].some((key) => missing.includes(`facts.${key}`));
  return [
    {
      kind: SIGNAL_KINDS.missingLegalFacts,
      severity: energy ? 'medium' : 'low',
      evidence: { region, type: row.type, missing, energyCertificateMissing: energy },
    },
  ];
}
