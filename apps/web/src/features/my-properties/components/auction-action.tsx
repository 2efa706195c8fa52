import { lazy, Suspense } from 'react';
import type { ComponentType } from 'react';

export type CreateAuctionDialogProps = {
  propertyId: string;
  propertyTitle: string;
  onClose: () => void;
  onCreated: (auction: { id: string }) => void;
};

type DialogModule = { CreateAuctionDialog: ComponentType<CreateAuctionDialogProps> };

/**
 * The auctions feature's create-auction dialog, loaded when first opened. It is looked up by
 * path (Vite's glob import), so this screen builds and runs whether or not that feature is
 * present; without it the "Create auction" action is not offered.
 */
const loaders = import.meta.glob<DialogModule>('../../auctions/components/create-auction-dialog.tsx');
const load = Object.values(loaders)[0];

export const auctionsAvailable = load !== undefined;

const Dialog = load ? lazy(async () => ({ default: (await load()).CreateAuctionDialog })) : null;

/** Shows the create-auction dialog for one listing. */
export function AuctionAction(props: CreateAuctionDialogProps) {
  if (!Dialog) return null;
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
