import { buyingCosts, defaultAssumptions, isNewBuild, rentingCosts } from '@immora/shared/costs/costs';
import { COST_MESSAGES, type TCostsQuery, type TListingCosts } from '@immora/shared/costs/costs-schema';
import { regionOfPostalCode } from '@immora/shared/listing-form';
import { AppError } from '../../lib/errors.ts';
import type { PropertiesRepository } from './properties.repository.ts';

/**
 * GET /api/properties/{id}/costs (decision 072): what buying or renting this public listing costs,
 * with the visitor's assumptions over the defaults. The region comes from the postal code.
 */
export async function listingCosts(
  repo: PropertiesRepository,
  id: string,
  query: TCostsQuery,
  now = new Date(),
): Promise<TListingCosts> {
  const facts = await repo.costFacts(id);
  if (!facts) throw AppError.notFound('Property not found');
  const region = facts.postalCode ? regionOfPostalCode(facts.postalCode) : null;
  if (!region || facts.priceCents == null || (facts.type !== 'sale' && facts.type !== 'rent')) {
    throw AppError.notFound(COST_MESSAGES.noCosts);
  }
  const price = Math.round(facts.priceCents / 100);
  if (facts.type === 'rent') return rentingCosts({ region, rent: price });
  const defaults = defaultAssumptions(price);
  const loan = query.loan ?? defaults.loan;
  if (loan > price) throw AppError.badRequest(COST_MESSAGES.loanAbovePrice, { loan: COST_MESSAGES.loanAbovePrice });
  return buyingCosts({
    region,
    price,
    newBuild: isNewBuild(facts.yearBuilt, now),
    assumptions: {
      ownHome: query.ownHome ?? defaults.ownHome,
      loan,
      ratePercent: query.rate ?? defaults.ratePercent,
      years: query.years ?? defaults.years,
    },
  });
}
