import type { RegionRules } from './region-rules.ts';

/**
 * Brussels-Capital Region, rules in force on 1 January 2025.
 *
 * Registration duties ("droits d'enregistrement"), purchase of an existing home:
 * - 12.5 % of the price; for the buyer's sole own home priced at most €600,000, no duties on the
 *   first €200,000 (the abatement, worth €25,000).
 *   Source: Brussels Fiscalité, https://fiscalite.brussels/fr/abattement ; also
 *   https://be.brussels/fr/logement/achat-vente-propriete/achat-vente/aides-lachat/reduction-des-droits-denregistrement
 * - Mortgage deed: 1 % of the amount registered (federal code of registration duties, kept by the region).
 *
 * Rent deposit (Brussels Housing Code, arts. 248–249 as amended by the ordinance of 4 April 2024,
 * in force 1 November 2024): at most two months of rent, whatever the guarantee.
 * Source: https://www.ipi.be/actualites/articles/nieuw-brussels-wetboek-rond-gelijkheid-non-discriminatie-en-de-bevordering-van-diversiteit
 * Checked on 29 November 2026.
 */
export const BRUSSELS: RegionRules = {
  rulesOf: '2025-01-01',
  duties: { standardRate: 0.125, ownHomeRate: 0.125, abatement: { amount: 200_000, priceCeiling: 600_000 } },
  mortgageDutyRate: 0.01,
  depositMonths: { blockedAccount: 2, bankGuarantee: 2, cpas: 2 },
};
