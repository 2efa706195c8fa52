/**
 * The automatic signals' kinds (issue 36) the queue can filter by, as the server names them
 * (`packages/shared/src/signal-kinds.ts`); a kind without words still shows, in words made from its name.
 */
export { SIGNAL_KIND_LIST as SIGNAL_KINDS } from '@immora/shared/signal-kinds';
