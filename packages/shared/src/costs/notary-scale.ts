/**
 * The notary's legal fees (royal decree of 16 December 1950 on the notaries' tariff, as amended;
 * last by the royal decree of 22 November 2022, in force 1 January 2023) and the usual costs around
 * a sale deed and a mortgage deed. Scale as the notaries publish it (checked 29 November 2026):
 * - sale deed brackets: https://www.habicom.be/fr/faq/frais-lors-de-l-achat-d-une-maison (which
 *   points to the notaries' calculator https://www.notaris.be/rekenmodules/aankoop) and the worked
 *   example €65,000 → €1,394.16 of https://www.deboerenpartners.be/advies/detail/16/notariskosten ;
 * - fixed file costs since 1 January 2023: €750 for the first deed (the sale) and €550 for the
 *   additional one (the mortgage), before VAT:
 *   https://plusmagazine.knack.be/recht-en-geld/minder-betalen-bij-de-notaris/article-normal-1916359.html ;
 * - mortgage deed: registration duty 1 % (regional files), mortgage inscription duty 0.3 % and the
 *   mortgage office's retribution (€220 to €950 by amount), on the capital and its accessories:
 *   https://www.mes-finances.be/pret-hypothecaire/frais/frais-de-notaire/ ,
 *   https://crefinance.be/infos-pratiques/le-credit-hypo-un-acte-bien-balise/lacte-de-credit-et-ses-couts ;
 * - 21 % VAT on fees and file costs.
 * Not modelled (decision 072): the 2023 "bis" reductions of the fees for a sole own home and each
 * notary's actual disbursements. The mortgage-deed rates below are the tariff's credit scale as the
 * notaries' calculator applies it; no page stating them was found with the search tool, so their
 * tests are worked by hand from these brackets.
 */
export const NOTARY_SCALE_DATE = '2023-01-01';

/** [upper bound of the bracket in euros, rate]; the last bound is Infinity. */
export type Bracket = readonly [number, number];

export const SALE_DEED_BRACKETS: readonly Bracket[] = [
  [7_500, 0.0456],
  [17_500, 0.0285],
  [30_000, 0.0228],
  [45_495, 0.0171],
  [64_095, 0.0114],
  [250_095, 0.0057],
  [Infinity, 0.00057],
];

/** Mortgage deed (loan with a mortgage): the same bounds at the credit-deed rates. */
export const MORTGAGE_DEED_BRACKETS: readonly Bracket[] = [
  [7_500, 0.01425],
  [17_500, 0.0114],
  [30_000, 0.00684],
  [45_495, 0.0057],
  [64_095, 0.00456],
  [250_095, 0.00228],
  [Infinity, 0.000456],
];

export const NOTARY_COSTS = {
  vatRate: 0.21,
  /** File costs fixed by the tariff since 2023, before VAT. */
  saleFileCosts: 750,
  mortgageFileCosts: 550,
  /** Searches and certificates paid to third parties for a sale deed (usual amount, no VAT). */
  saleDisbursements: 400,
  /** The bank registers the mortgage for the loan plus this share for accessories. */
  mortgageAccessories: 0.1,
  mortgageInscriptionRate: 0.003,
  /** The mortgage office's retribution (usual amount for a home loan). */
  mortgageRetribution: 240,
} as const;
