import { useId } from 'react';
import { Star } from './star.tsx';
import './star-rating.css';

type Props = {
  /** 0–5, halves and tenths drawn as part of a star; null draws five empty stars. */
  value: number | null;
  /** What the stars say to assistive technology ('4.3 out of 5 stars'). */
  label: string;
  size?: number;
};

/** A read-only rating as five stars (an image with its label). */
export function StarRating({ value, label, size = 18 }: Props) {
  const id = useId();
  return (
    <span className="star-rating" role="img" aria-label={label}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star key={n} id={`${id}-${n}`} size={size} fill={(value ?? 0) - (n - 1)} />
      ))}
    </span>
  );
}
