/** The shape of one region's rules (flanders.ts, wallonia.ts, brussels.ts): one file per region, dated. */
export type RegionRules = {
  /** The day these rules are in force from (ISO date); the cost block says "rules of <date>". */
  rulesOf: string;
  duties: {
    /** Registration duties on the purchase of an existing home, as a share of the price. */
    standardRate: number;
    /** The rate for the buyer's sole own home. */
    ownHomeRate: number;
    /** Brussels: no duties on the first `amount` of a sole own home priced at most `priceCeiling`. */
    abatement?: { amount: number; priceCeiling: number };
  };
  /** Registration duty on the mortgage deed, as a share of the amount registered (capital and accessories). */
  mortgageDutyRate: number;
  /** A residential lease's deposit ceiling, in months of rent, by kind of guarantee. */
  depositMonths: { blockedAccount: number; bankGuarantee: number; cpas: number };
};
