/** Months of the market summary (decision 074): UTC calendar months, written as their first day 'YYYY-MM-DD'. */

/** The first day of `now`'s month, `back` months earlier. */
export function monthStart(now: Date, back = 0): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
}

export const monthKey = (start: Date) => start.toISOString().slice(0, 10);

/**
 * The months of a trend ending with `now`'s month, oldest first, each with the instant its figures
 * are taken at: the next month's first instant for a past month, `now` for the current one.
 */
export function trendMonths(now: Date, count: number) {
  return Array.from({ length: count }, (_, i) => {
    const back = count - 1 - i;
    return { month: monthKey(monthStart(now, back)), at: back === 0 ? now : monthStart(now, back - 1) };
  });
}

/** 'YYYY-MM-DD' (a month's first day) → the first day of the month `back` months before it. */
export function monthBefore(month: string, back: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return monthKey(new Date(Date.UTC(y, m - 1 - back, 1)));
}
