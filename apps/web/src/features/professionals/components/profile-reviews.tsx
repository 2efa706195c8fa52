import { lazy } from 'react';
import { WhenNear } from '../../../components/when-near.tsx';
import type { ReviewedKind } from '../../reviews/api/public-reviews.ts';

/** The reviews panel, its translations and its request: loaded when the visitor comes near it. */
const PublicReviews = lazy(() =>
  import('../../reviews/components/public-reviews.tsx').then((module) => ({ default: module.PublicReviews })),
);

/**
 * A profile's reviews, below its first screen: their code, their language file and their request
 * wait until the visitor comes within reach of them (as the listing page's map and forms do), and
 * a panel-sized stand-in holds their place meanwhile. Loaded with the page, the reviews' language
 * file made the whole profile wait for it behind the loading screen.
 */
export function ProfileReviews({ kind, id }: { kind: ReviewedKind; id: string }) {
  return (
    <WhenNear placeholder={<div className="card panel skeleton pro-panel-placeholder" aria-hidden="true" />}>
      <PublicReviews kind={kind} id={id} />
    </WhenNear>
  );
}
