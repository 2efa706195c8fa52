import { phoneLink } from '../lib/phone-link.ts';

/** A stored phone number as a tel: link in its readable Belgian form ('+32 470 34 84 54'); '—' when there is none. */
export function PhoneLink({ phone }: { phone: string | null | undefined }) {
  if (!phone) return <>—</>;
  const { href, label } = phoneLink(phone);
  return (
    <a href={href} className="nowrap">
      {label}
    </a>
  );
}
