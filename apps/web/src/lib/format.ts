/** Euro price in the user's language for Belgium, no decimals. */
export function formatEuro(amount: number, language: string): string {
  try {
    return new Intl.NumberFormat(`${language}-BE`, {
      style: 'currency',
      currency: 'EUR',
      maximumFractionDigits: 0,
      minimumFractionDigits: 0,
    }).format(amount);
  } catch {
    return `€ ${Math.round(amount)}`;
  }
}
