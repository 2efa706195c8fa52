import type { ReactNode } from 'react';
import { phoneLink } from '../lib/phone-link.ts';

type Props = {
  phone: string | null | undefined;
  /** Shown before the number (an icon). */
  icon?: ReactNode;
  className?: string;
};

/** A stored phone number as a tel: link in its readable Belgian form ('+32 470 34 84 54'); '—' when there is none. */
export function PhoneLink({ phone, icon, className = 'nowrap' }: Props) {
  if (!phone) return <>—</>;
  const { href, label } = phoneLink(phone);
  return (
    <a href={href} className={className}>
      {icon}
      {label}
    </a>
  );
}
