import type { RegionRules } from './region-rules.ts';

/**
 * Walloon Region, rules in force since 1 January 2025.
 *
 * Registration duties ("droits d'enregistrement"), purchase of an existing home:
 * - 12.5 % in general, 3 % for the buyer's sole own home (decree of 5 December 2024, deeds from
 *   1 January 2025; the former abatement and modest-home rate are gone).
 *   Source: the notaries' page https://temp.notaire.be/immobilier/acheter-et-vendre-un-bien-immobilier/les-frais-lies-lachat/droits-denregistrement-en-region-wallonne
 *   and https://www.nisaba.be/nl/blog/reis-1/la-circulaire-2025-c-42-du-5-juillet-2025-concernant-les-droits-d-enregistrement-wallon-de-vente-3-habitation-propre-et-unique-18
 * - Mortgage deed: 1 % of the amount registered:
 *   https://crefinance.be/infos-pratiques/le-credit-hypo-un-acte-bien-balise/lacte-de-credit-et-ses-couts
 *
 * Rent deposit (decree of 15 March 2018 on residential leases, as amended in 2023): at most two
 * months of rent, whatever the guarantee (blocked account, bank guarantee, CPAS guarantee).
 * Sources: https://www.dhnet.be/dernieres-depeches/2023/03/17/en-wallonie-la-garantie-des-baux-etudiants-desormais-limitee-a-2-mois-de-loyer-DF4WZC66BJAQTPZ7VI22TNK66I/ ,
 * https://immovlan.be/nl/article/67789/zoveel-maanden-huurwaarborg-mag-de-verhuurder-vragen
 * Checked on 29 November 2026.
 */
export const WALLONIA: RegionRules = {
  rulesOf: '2025-01-01',
  duties: { standardRate: 0.125, ownHomeRate: 0.03 },
  mortgageDutyRate: 0.01,
  depositMonths: { blockedAccount: 2, bankGuarantee: 2, cpas: 2 },
};
