import { lazy, Suspense } from 'react';

type Props = {
  propertyId: string;
  propertyTitle: string;
  onClose: () => void;
  onCreated: (auction: { id: string }) => void;
};

/** The auctions feature's create-auction dialog, fetched when first opened (it is not needed before). */
const CreateAuctionDialog = lazy(async () => ({
  default: (await import('../../auctions/components/create-auction-dialog.tsx')).CreateAuctionDialog,
}));

/** Shows the create-auction dialog for one listing. */
export function AuctionAction(props: Props) {
  return (
    <Suspense fallback={null}>
      <CreateAuctionDialog {...props} />
    </Suspense>
  );
}
