/** A phone number kept as digits ('32470348454') as a tel: link and a readable Belgian form. */
export function phoneLink(phone: string): { href: string; label: string } {
  const digits = phone.replace(/\D/g, '');
  if (digits.startsWith('32') && digits.length >= 10) {
    const rest = digits.slice(2);
    const groups =
      rest.length === 9
        ? [rest.slice(0, 3), rest.slice(3, 5), rest.slice(5, 7), rest.slice(7)]
        : [rest.slice(0, 2), rest.slice(2, 4), rest.slice(4, 6), rest.slice(6)];
    return { href: `tel:+${digits}`, label: `+32 ${groups.join(' ')}` };
  }
  return { href: `tel:${digits}`, label: phone };
}
