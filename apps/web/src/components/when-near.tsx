import { Suspense, useRef, type ReactNode } from 'react';
import { useNearViewport } from '../lib/use-near-viewport.ts';

type Props = {
  /** Drawn until the children are near the screen and while their code loads: give it their size. */
  placeholder: ReactNode;
  children: ReactNode;
  className?: string;
};

/**
 * A part of a page whose code loads only when the visitor comes within 300 px of it (a map, a
 * form far below the first screen on a phone). Until then, and while its chunk arrives, the
 * placeholder holds its place, so nothing below it moves when it appears.
 */
export function WhenNear({ placeholder, children, className }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const near = useNearViewport(box);
  return (
    <div ref={box} className={className}>
      {near ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}
    </div>
  );
}
