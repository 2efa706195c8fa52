import { useState } from 'react';

type Props = { name: string; src: string | null; size?: 'sm' | 'md' | 'lg' | 'xl'; shape?: 'round' | 'square' };

/** Two initials of a name: the first and last words' ('Inès Benali' → 'IB'). */
export function monogram(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

/** A portrait or logo; two initials on a tinted disc when there is none (or it fails to load). */
export function Avatar({ name, src, size = 'md', shape = 'round' }: Props) {
  const [broken, setBroken] = useState(false);
  const className = `avatar avatar--${size}${shape === 'square' ? ' avatar--square' : ''}`;
  if (src && !broken) {
    return (
      <img
        className={className}
        src={src}
        alt=""
        loading="lazy"
        width={64}
        height={64}
        onError={() => setBroken(true)}
      />
    );
  }
  return (
    <span className={`${className} avatar--monogram`} aria-hidden="true">
      {monogram(name)}
    </span>
  );
}
