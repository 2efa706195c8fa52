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
 * placeholder holds its place, so nothing below it moves when it appears. Until it is near, it is
 * marked `data-when-near`: a read-mostly page drawn by the server starts its app when such a part
 * nears the screen (`boot/app-start.ts`, decision 089).
 */
export function WhenNear({ placeholder, children, className }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const near = useNearViewport(box);
  return (
    <div ref={box} className={className} data-when-near={near ? undefined : ''}>
      {near ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}
    </div>
  );
}
