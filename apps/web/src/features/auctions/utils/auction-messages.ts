import { AUCTION_MESSAGES } from '@immora/shared/auctions';

/** The shared schemas' amount fields and the rules `euro()` words its messages with. */
const FIELDS: Record<string, string> = {
  'Starting price': 'startingPrice',
  'Reserve price': 'reservePrice',
  Bid: 'bid',
  'Maximum bid': 'maxBid',
};
const RULES: Record<string, string> = {
  'must be a number': 'number',
  'must be more than 0': 'positive',
  'is too large': 'tooLarge',
  'can have at most 2 decimals': 'decimals',
};
const OTHER: Record<string, string> = {
  'Start time must be a date and time': 'startsAtInvalid',
  'End time must be a date and time': 'endsAtInvalid',
  'Property not found': 'propertyNotFound',
  'You can only auction your own listings.': 'notYours',
};

export type MessageKey = { key: string; field?: string };

/**
 * The i18n key (under auction.messages.*) of an English message from ZCreateAuctionRequest,
 * ZBidRequest or the auctions API, or null when it is not one of theirs.
 */
export function auctionMessageKey(text: string): MessageKey | null {
  for (const [key, message] of Object.entries(AUCTION_MESSAGES)) if (message === text) return { key };
  if (OTHER[text]) return { key: OTHER[text] };
  const match = /^(Starting price|Reserve price|Bid|Maximum bid) (.+)$/.exec(text);
  const field = match && FIELDS[match[1]!];
  const rule = match && RULES[match[2]!];
  return field && rule ? { key: rule, field } : null;
}
