/**
 * Auctions run on Belgian time, and their moments (opening, closing, each bid) are shown in it:
 * the server drawing a guest's first screen (decision 045) and every browser then write the same
 * time, whatever zone either is in.
 */
export const AUCTION_TIME_ZONE = 'Europe/Brussels';
