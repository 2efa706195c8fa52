import type { RegionRules } from './region-rules.ts';

/**
 * Flemish Region, rules in force since 1 January 2025.
 *
 * Registration duties ("verkooprecht"), purchase of an existing home:
 * - 12 % in general, 2 % for the buyer's sole own home (down from 3 % for deeds from 1 January 2025).
 *   Sources: https://www.vlaanderen.be/registratiebelastingen-registratierechten (Vlaamse
 *   Belastingdienst, the kinds of registration tax) and the 2 % since 1 January 2025:
 *   https://www.livios.be/nl/artikel/100448/de-registratierechten-zakken-in-2025-naar-2-voor-de-eerste-woning
 * - Mortgage deed: 1 % ("recht op hypotheekvestiging"):
 *   https://belastingen.vlaanderen.be/recht_op_hypotheekvestiging_tarief
 *
 * Rent deposit (Vlaams Woninghuurdecreet, leases from 1 January 2019, art. 37): at most three
 * months of rent, whatever the guarantee (blocked account, bank guarantee, OCMW guarantee).
 * Sources: https://debudgetgazet.be/2019/04/11/vlaams-woninghuurdecreet/ ,
 * https://immovlan.be/nl/article/67789/zoveel-maanden-huurwaarborg-mag-de-verhuurder-vragen
 * Checked on 29 November 2026.
 */
export const FLANDERS: RegionRules = {
  rulesOf: '2025-01-01',
  duties: { standardRate: 0.12, ownHomeRate: 0.02 },
  mortgageDutyRate: 0.01,
  depositMonths: { blockedAccount: 3, bankGuarantee: 3, cpas: 3 },
};
