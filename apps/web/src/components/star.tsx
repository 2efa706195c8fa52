/** A five-point star (24px grid), filled with `fill` of its width (0–1) in the accent colour. */
const STAR = 'M12 2.8l2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3-4.6-4.4 6.3-.9z';

export function Star({ fill, size = 20, id }: { fill: number; size?: number; id: string }) {
  const width = Math.max(0, Math.min(1, fill)) * 24;
  return (
    <svg className="star" width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <defs>
        <clipPath id={id}>
          <rect x="0" y="0" width={width} height="24" />
        </clipPath>
      </defs>
      <path d={STAR} className="star__empty" />
      <path d={STAR} className="star__full" clipPath={`url(#${id})`} />
    </svg>
  );
}
