import { PUBLIC_STATUSES } from '@immora/shared/listing';
import type { MyProperty } from '@immora/shared/listing-form';
import type { PublisherRole } from './role-paths.ts';

type Row = Pick<MyProperty, 'status' | 'auctionStatus' | 'type' | 'id' | 'auctionId'>;

/** Only what the public sees (published, under offer) can be boosted: the API's rule. */
export const isPublic = (row: Pick<MyProperty, 'status'>) =>
  (PUBLIC_STATUSES as readonly string[]).includes(row.status);

export const canBoost = isPublic;

/** Independent agents auction a published listing that has no auction running or planned. */
export const canCreateAuction = (role: PublisherRole, row: Row) =>
  role === 'individual' &&
  row.status === 'published' &&
  (row.auctionStatus === 'none' || row.auctionStatus === 'ended');

/** The listing's public page, for what the public can see. */
export const publicPath = (row: Pick<MyProperty, 'status' | 'id'>): string | null =>
  isPublic(row) ? `/single-v1/${row.id}` : null;

/** A boost runs (the server reads `boostedUntil` against its clock). */
export const boostActive = (row: Pick<MyProperty, 'boosted' | 'boostedUntil'>) =>
  row.boosted && row.boostedUntil !== null;
