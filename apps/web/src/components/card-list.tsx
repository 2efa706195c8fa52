import type { ReactNode } from 'react';
import { LOADING, useArrived } from '../lib/use-arrived.ts';

type Props<T> = {
  /** The loaded items; undefined while loading or after a failure. */
  items: readonly T[] | undefined;
  isPending: boolean;
  keyOf: (item: T) => string;
  render: (item: T) => ReactNode;
  /** How many stand-ins to show while loading, and one of them. */
  skeletons: number;
  skeleton: ReactNode;
  className: string;
  /** What shows when nothing is to be listed (no items, or they could not be loaded). */
  empty?: ReactNode;
  labelledBy?: string;
};

/**
 * A list of cards with its loading stand-ins and its empty (or failed) state: the home page's
 * sections, the blog's grids. Arrived items are drawn in a deferred render, which React breaks
 * into short slices: several sections answering at once while a page starts do not hold the main
 * thread (a tap, the next frame) for the time it takes to draw all their cards (`useArrived`).
 */
export function CardList<T>({
  items,
  isPending,
  keyOf,
  render,
  skeletons,
  skeleton,
  className,
  empty,
  labelledBy,
}: Props<T>) {
  const shown = useArrived(isPending, items);
  if (shown === LOADING) {
    return (
      <ul className={className} aria-hidden="true">
        {Array.from({ length: skeletons }, (_, i) => (
          <li key={i}>{skeleton}</li>
        ))}
      </ul>
    );
  }
  if (!shown || shown.length === 0) return <>{empty}</>;
  return (
    <ul className={className} aria-labelledby={labelledBy}>
      {shown.map((item) => (
        <li key={keyOf(item)}>{render(item)}</li>
      ))}
    </ul>
  );
}
