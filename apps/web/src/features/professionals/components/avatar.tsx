import { useState } from 'react';
import { monogram } from '../utils/directory-params.ts';

type Props = { name: string; src: string | null; size?: 'sm' | 'md' | 'lg' | 'xl'; shape?: 'round' | 'square' };

/** A portrait or logo; two initials on a tinted disc when there is none (or it fails to load). */
export function Avatar({ name, src, size = 'md', shape = 'round' }: Props) {
  const [broken, setBroken] = useState(false);
  const className = `pro-avatar pro-avatar--${size} pro-avatar--${shape}`;
  if (src && !broken) {
    return <img className={className} src={src} alt="" loading="lazy" onError={() => setBroken(true)} />;
  }
  return (
    <span className={`${className} pro-avatar--monogram`} aria-hidden="true">
      {monogram(name)}
    </span>
  );
}
